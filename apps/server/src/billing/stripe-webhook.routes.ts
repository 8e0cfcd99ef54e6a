import { stripeWebhookAnswerSchema } from '@punchline/contracts';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { JSON_TOO_DEEP, jsonDeeperThan, MAX_JSON_DEPTH } from '../http/json-depth';
import type { StripeSetup } from './stripe-config';
import { handleStripeEvent, verifiedEvent } from './stripe-webhook.service';

// Stripe's webhook endpoint. Its body stays the raw text Stripe signed (the SDK verifies the
// signature over those exact bytes), so this scope keeps JSON as text (depth-checked as everywhere);
// registered in a scope of its own, the rest of the API keeps the shared JSON parser.

const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function stripeWebhookRoutes(app: App, ctx: AppContext, stripe: StripeSetup | null): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    // The same depth bound as every other JSON body (Stripe's events are a few levels deep).
    if (jsonDeeperThan(body as string, MAX_JSON_DEPTH)) return done(new ApiError(400, { detail: JSON_TOO_DEEP }), undefined);
    done(null, body);
  });
  app.post(
    '/billing/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Stripe's webhook: subscription and invoice events",
        description:
          'The raw JSON body Stripe signed, with its Stripe-Signature header (400 when it does not verify; 404 when Stripe is not configured). Handled once per event id; an event older than the last applied changes nothing.',
        response: { 200: stripeWebhookAnswerSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = verifiedEvent(
        stripe,
        typeof request.body === 'string' ? request.body : undefined,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, outcome: await handleStripeEvent(ctx.db, event, ctx.clock.now()) };
    },
  );
}
