import { z } from 'zod';
import { deviceInstantSchema, workerBodySchema } from './identification';

// The device API's messaging calls (issue 35, docs/device-api.md): after identifying, the clock
// lists the messages waiting for the worker, marks one read when shown, and records the
// acknowledgment of one that asks for it. Each body identifies the worker as a punch does.

export const clockMessageSchema = z.object({
  id: z.number().int().describe("The recipient row's id: what read and acknowledge name."),
  subject: z.string(),
  body: z.string().describe('Plain text; URLs in it are links.'),
  sentAt: z.string(),
  senderName: z.string().nullable(),
  mustAcknowledge: z.boolean(),
  readAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type ClockMessage = z.infer<typeof clockMessageSchema>;

export const clockMessagesAnswerSchema = z.object({
  result: z.array(clockMessageSchema).describe('Unread messages, and read ones still waiting for an acknowledgment; oldest first.'),
});
export const clockMessageParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/**
 * Reading or acknowledging: sent again as is until it arrives (a clock queues it offline), so the
 * server keeps the first and `at` says when it really happened.
 */
export const clockReceiptBodySchema = workerBodySchema.extend({
  at: deviceInstantSchema
    .optional()
    .describe(
      "The device's instant of the reading or acknowledgment (default: when it arrives); kept between the message's sending and its arrival.",
    ),
});
export const clockMessageAnswerSchema = z.object({ result: clockMessageSchema });
