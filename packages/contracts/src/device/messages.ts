import { z } from 'zod';

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
export const clockMessageAnswerSchema = z.object({ result: clockMessageSchema });
