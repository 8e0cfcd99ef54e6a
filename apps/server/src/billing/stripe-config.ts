import type Stripe from 'stripe';
import type { Config } from '../config';

// Stripe is configured by the environment (config.ts): STRIPE_SECRET_KEY (the API) and
// STRIPE_WEBHOOK_SECRET (the webhook's signing secret). Without both it is off and every
// organization is billed with the built-in invoices.

export type StripeSetup = { client: Stripe; webhookSecret: string };

/** The Stripe client when configured, else null. The SDK is loaded only then: a server without
 *  Stripe does not keep it in memory (idle memory, docs/benchmarks.md). */
export async function stripeSetupFrom(stripe: Config['stripe']): Promise<StripeSetup | null> {
  if (!stripe) return null;
  const { default: StripeClient } = await import('stripe');
  // Making the client calls nothing: requests leave only when a provider method runs.
  return { client: new StripeClient(stripe.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }), webhookSecret: stripe.webhookSecret };
}
