import { PAY_PERIOD_TYPES } from '@punchline/domain';
import { z } from 'zod';
import { requiredMessage } from './errors';
import { distributorSchema } from './identity-distributors';
import { emailField, listQueryFields, nameField, timeZoneField } from './identity-fields';

// The partner (distributor) management screen (Settings → Partner, docs/partner.md): a
// distributor's admin lists, creates and acts in the organizations of their distributor.

/** A distributor the caller runs; mayEnterOrgs: whether they may open and act in its organizations
 *  (its own admins and sudo users; an app admin alone gets no organization data). */
export const partnerDistributorSchema = distributorSchema.extend({ mayEnterOrgs: z.boolean() }).meta({ id: 'PartnerDistributor' });
export type PartnerDistributor = z.infer<typeof partnerDistributorSchema>;

/** GET /api/partner/distributors: the distributors the caller runs (an app admin: every one). */
export const partnerDistributorListSchema = z.object({ results: z.array(partnerDistributorSchema) }).meta({ id: 'PartnerDistributorList' });

export const partnerDistributorParamsSchema = z.object({ distributorId: z.coerce.number().int().positive() });
export const partnerOrgParamsSchema = partnerDistributorParamsSchema.extend({ orgId: z.coerce.number().int().positive() });

/** The list's sort keys: the organization's own columns (usage is read per organization, per page). */
export const PARTNER_ORG_SORTS = ['name', 'createdAt', 'expireDate', 'subscriptionState'] as const;
export type PartnerOrgSort = (typeof PARTNER_ORG_SORTS)[number];

export const partnerOrgListQuerySchema = z.object({
  ...listQueryFields,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(PARTNER_ORG_SORTS, { error: 'This selection is not valid.' }).default('name'),
  descending: z.enum(['yes', 'no'], { error: 'This selection is not valid.' }).default('no'),
});
export type PartnerOrgListQuery = z.input<typeof partnerOrgListQuerySchema>;

/** The alert mode of SPEC section 4 (domain subscriptionDisplayMode), 'none' for a paying one. */
export const SUBSCRIPTION_DISPLAY_MODES = ['in_app', 'trial_ending', 'trial_expired', 'free_trial', 'expired', 'past_due', 'none'] as const;

/** One customer organization with its subscription, seats and activity. */
export const partnerOrgSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    timezone: z.string(),
    active: z.boolean(),
    subscriptionState: z.string(),
    displayMode: z.enum(SUBSCRIPTION_DISPLAY_MODES),
    /** Whole days left of the free trial (0 on its last day, negative once past), else null. */
    trialDaysLeft: z.number().int().nullable(),
    expireDate: z.string().nullable(),
    createdAt: z.string(),
    maxUsers: z.number().int(),
    maxDevices: z.number().int(),
    activeWorkers: z.number().int(),
    activeDevices: z.number().int(),
    lastPunchAt: z.string().nullable(),
    punchesLast30Days: z.number().int(),
    owner: z.object({ orgUserId: z.number().int(), name: z.string(), email: z.string(), accepted: z.boolean() }).nullable(),
  })
  .meta({ id: 'PartnerOrg' });
export type PartnerOrg = z.infer<typeof partnerOrgSchema>;

export const partnerOrgListSchema = z
  .object({ results: z.array(partnerOrgSchema), cursor: z.string().optional() })
  .meta({ id: 'PartnerOrgList' });
export type PartnerOrgList = z.infer<typeof partnerOrgListSchema>;

/** How a new customer organization starts: the owner runs the setup wizard, or a ready trial. */
export const PARTNER_STARTING_STATES = ['in_app', 'trial'] as const;
export const PARTNER_TRIAL_DAYS = { min: 1, max: 90, default: 14 } as const;
export const PARTNER_SEATS_MAX = 100_000;

const seats = (attribute: string, min: number) =>
  z
    .number({ error: requiredMessage(attribute) })
    .int({ error: 'must be a integer value.' })
    .min(min, { error: `must be between ${min} and ${PARTNER_SEATS_MAX}.` })
    .max(PARTNER_SEATS_MAX, { error: `must be between ${min} and ${PARTNER_SEATS_MAX}.` });

/** POST /api/partner/distributors/{distributorId}/orgs. */
export const partnerOrgCreateBodySchema = z
  .object({
    name: nameField('Organization name'),
    timezone: timeZoneField,
    ownerName: nameField('Owner name'),
    ownerEmail: emailField('Owner email'),
    startingState: z.enum(PARTNER_STARTING_STATES, { error: 'This selection is not valid.' }).default('in_app'),
    trialDays: z
      .number()
      .int({ error: 'must be a integer value.' })
      .min(PARTNER_TRIAL_DAYS.min, { error: `must be between ${PARTNER_TRIAL_DAYS.min} and ${PARTNER_TRIAL_DAYS.max}.` })
      .max(PARTNER_TRIAL_DAYS.max, { error: `must be between ${PARTNER_TRIAL_DAYS.min} and ${PARTNER_TRIAL_DAYS.max}.` })
      .default(PARTNER_TRIAL_DAYS.default),
    // Needed by a ready trial (the wizard asks them otherwise); checked with the domain's rule.
    payPeriodType: z.enum(PAY_PERIOD_TYPES, { error: 'This selection is not valid.' }).optional(),
    payPeriodStarts: z.number().int({ error: 'must be a integer value.' }).optional(),
    maxUsers: seats('Workers', 1),
    maxDevices: seats('Clocks', 0),
  })
  .meta({ id: 'PartnerOrgCreateBody' });
export type PartnerOrgCreateBody = z.input<typeof partnerOrgCreateBodySchema>;
/** The body once parsed (defaults applied), as the server gets it. */
export type PartnerOrgCreate = z.output<typeof partnerOrgCreateBodySchema>;

export const partnerOrgAnswerSchema = z.object({ result: partnerOrgSchema }).meta({ id: 'PartnerOrgAnswer' });
