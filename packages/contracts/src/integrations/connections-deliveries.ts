import { z } from 'zod';
import { pageOf } from '../list-answer';
import { orgIdParamsSchema } from '../orgs';

// A connection's deliveries (issue 36, docs/webhooks.md): one per event sent to it, with every
// attempt kept, replayed one at a time or all failed since a time, and the test event.

/** pending: waiting for its first try or a retry; delivered: a 2xx answer; failed: given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** At most this much of a receiver's answer is kept per attempt (bytes). */
export const WEBHOOK_ANSWER_KEPT_BYTES = 2048;

const id = z.coerce.number().int().positive();
const instant = z.string().describe('ISO 8601 instant, UTC');

export const connectionParamsSchema = orgIdParamsSchema.extend({ id });
export const deliveryParamsSchema = connectionParamsSchema.extend({ deliveryId: id });

export const deliveryListQuerySchema = z
  .object({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, { error: 'is not valid.' })
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    eventId: z.string().describe('Stable across retries and replays (the webhook-id header): receivers deduplicate on it.'),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().describe('Every attempt so far, replays included.'),
    lastHttpStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    occurredAt: instant,
    lastAttemptAt: instant.nullable(),
    nextAttemptAt: instant.nullable().describe('When pending: the earliest next try.'),
    deliveredAt: instant.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookAttemptSchema = z
  .object({
    id: z.number().int(),
    at: instant,
    durationMs: z.number().int(),
    httpStatus: z.number().int().nullable(),
    responseBody: z.string().nullable().describe('The first 2 KB of the answer.'),
    error: z.string().nullable().describe('Why no answer came (refused, timed out), or why it was not a 2xx.'),
    delivered: z.boolean(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema
  .extend({
    body: z.string().describe('The request body, byte for byte as signed and sent.'),
    attemptList: z.array(webhookAttemptSchema).describe('Oldest first.'),
  })
  .meta({ id: 'WebhookDeliveryDetail' });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const deliveryPageSchema = pageOf(webhookDeliverySchema);
export const deliveryAnswerSchema = z.object({ result: webhookDeliverySchema });
export const deliveryDetailAnswerSchema = z.object({ result: webhookDeliveryDetailSchema });

export const replayFailedBodySchema = z
  .object({ since: z.iso.datetime({ offset: true, error: 'must be a date and time with an offset (Z or +hh:mm).' }) })
  .strict();
export type ReplayFailedBody = z.infer<typeof replayFailedBodySchema>;
export const replayFailedAnswerSchema = z.object({ result: z.object({ replayed: z.number().int() }) });
