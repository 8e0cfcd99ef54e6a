import { z } from 'zod';
import { orgIdParamsSchema } from './orgs';

// Settings → Billing (issue 36, docs/billing.md): the subscription with its plan, seats and
// state, starting and changing it, the payment page, invoices; and Stripe's webhook answer.
// Money in integer cents of the plan's currency.

export const billingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  seatPriceCents: z.number().int().describe('Price of one seat for one month, in cents.'),
  currency: z.string(),
  seatsPerBlock: z.number().int(),
  devicesPerBlock: z.number().int().describe('Clocks included for every started block of seatsPerBlock seats.'),
});
export type BillingPlanAnswer = z.infer<typeof billingPlanSchema>;

export const subscriptionSchema = z.object({
  state: z.string().describe('subscriptionState: in_app, trial, active, past_due, expired or canceled.'),
  stateLabel: z.string(),
  stateMeaning: z.string(),
  organizationActive: z.boolean(),
  provider: z.enum(['builtin', 'stripe']).describe('builtin: invoices issued by the service, marked paid; stripe: paid through Stripe.'),
  plan: billingPlanSchema.nullable(),
  plans: z.array(billingPlanSchema),
  seats: z.number().int().nullable(),
  usersAllowed: z.number().int().describe('maxUsers.'),
  usersUsed: z.number().int(),
  usersAreWorkersOnly: z.boolean(),
  devicesAllowed: z.number().int().describe('maxDevices.'),
  devicesUsed: z.number().int(),
  trialEndDate: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  nextInvoice: z.object({ date: z.string(), amountCents: z.number().int(), currency: z.string() }).nullable(),
  hasBillingCustomer: z.boolean(),
  freeTrial: z.boolean(),
  canSubscribe: z.boolean().describe('No subscription is running: one can be started.'),
  version: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionAnswerSchema = z.object({ result: subscriptionSchema });

/** PUT billing/subscription (change) and POST billing/subscription/start. */
export const subscriptionChangeBodySchema = z.object({
  planId: z.string().min(1).max(40),
  seats: z.number().int().min(1).max(10_000),
  version: z.number().int().positive(),
});
export type SubscriptionChangeBody = z.infer<typeof subscriptionChangeBodySchema>;

/** Started at once (built-in invoices), or go to `url` to pay (Stripe Checkout). */
export const subscriptionStartAnswerSchema = z.object({
  result: subscriptionSchema,
  redirectUrl: z.string().nullable(),
});

export const paymentUrlAnswerSchema = z.object({ url: z.string() });

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmountCents: z.number().int(),
  amountCents: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  provider: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  status: z.enum(['draft', 'open', 'paid', 'void']),
  lines: z.array(invoiceLineSchema),
  paidAt: z.string().nullable(),
  version: z.number().int(),
});
export type InvoiceAnswer = z.infer<typeof invoiceSchema>;

export const invoicesAnswerSchema = z.object({ results: z.array(invoiceSchema) });

export const invoiceParamsSchema = orgIdParamsSchema.extend({ invoiceId: z.coerce.number().int().positive() });

export const markInvoicePaidBodySchema = z.object({ version: z.number().int().positive() });
export const invoiceAnswerSchema = z.object({ result: invoiceSchema });

export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.string().describe('What the event did: applied, duplicate, stale, ignored, no organization.'),
});
