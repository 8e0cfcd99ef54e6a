import { z } from 'zod';

// Manage → Messaging (issue 35, docs/messaging.md): messages to workers (by worker, team,
// department, org unit, label) and administrators, sent now or at a time, and their recipients.

const idList = z.array(z.number().int().positive()).max(1000).default([]);
const required = (label: string) => ({ error: `${label} is a required field.` });

export const MESSAGE_STATUSES = ['scheduled', 'sent', 'canceled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Who a message is addressed to: each list any of its ids; workers resolved when it is sent. */
export const messageAudienceSchema = z.object({
  employeeIds: idList,
  teamIds: idList,
  departmentIds: idList,
  orgUnitIds: idList,
  labelIds: idList,
  adminIds: idList.describe('Organization users (administrators) addressed: they get it in the console notifications.'),
});
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const messageBodySchema = messageAudienceSchema.extend({
  subject: z.string(required('Subject')).trim().min(1, required('Subject')).max(200, { error: 'no more than 200 characters.' }),
  body: z.string(required('Message')).trim().min(1, required('Message')).max(5000, { error: 'no more than 5000 characters.' }),
  mustAcknowledge: z.boolean().default(false),
  sendAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 instant with its offset.' })
    .nullable()
    .default(null)
    .describe('When to send it; null or a past instant sends it now.'),
});
export type MessageInput = z.input<typeof messageBodySchema>;

export const messageUpdateSchema = messageBodySchema.extend({ version: z.number().int() });

export const messageCountsSchema = z.object({ recipients: z.number().int(), read: z.number().int(), acknowledged: z.number().int() });

export const messageSchema = messageAudienceSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  subject: z.string(),
  body: z.string(),
  mustAcknowledge: z.boolean(),
  sendAt: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  sentAt: z.string().nullable(),
  senderName: z.string().nullable(),
  createdAt: z.string(),
  counts: messageCountsSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const messagingMessageAnswerSchema = z.object({ result: messageSchema });
export const messageIndexQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const messageListAnswerSchema = z.object({ results: z.array(messageSchema), supplementalData: z.object({}) });
export const messageParamsSchema = z.object({ orgId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
export const messageVersionBodySchema = z.object({ version: z.number().int().optional() });

export const DELIVERY_CHANNELS = ['clock', 'push', 'mail', 'console'] as const;
export const DELIVERY_OUTCOMES = ['delivered', 'queued', 'suppressed', 'no_address'] as const;
export const messageDeliverySchema = z.object({
  attempt: z.number().int(),
  channel: z.enum(DELIVERY_CHANNELS),
  outcome: z.enum(DELIVERY_OUTCOMES),
  at: z.string(),
  deviceName: z.string().nullable(),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

export const RECIPIENT_STATUSES = ['unread', 'read', 'acknowledged'] as const;
export const messageRecipientSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  subject: z.string(),
  mustAcknowledge: z.boolean(),
  employeeId: z.number().int().nullable(),
  orgUserId: z.number().int().nullable(),
  name: z.string().describe("As stored when sent: the worker's first and last name, or the administrator's user name."),
  person: z
    .object({ firstName: z.string(), middleName: z.string().nullable(), lastName: z.string(), displayName: z.string().nullable() })
    .nullable()
    .describe("A worker's name parts today, for the organization's name format; null for an administrator."),
  attempts: z.number().int(),
  status: z.enum(RECIPIENT_STATUSES),
  readAt: z.string().nullable(),
  readDeviceName: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedDeviceName: z.string().nullable(),
  deliveries: z.array(messageDeliverySchema),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const recipientListQuerySchema = z.object({
  messageId: z.coerce.number().int().positive().optional(),
  status: z.enum(RECIPIENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const recipientListAnswerSchema = z.object({ results: z.array(messageRecipientSchema), supplementalData: z.object({}) });
export const resendAnswerSchema = z.object({ result: z.object({ resent: z.number().int() }) });
export const resendBodySchema = z.object({
  recipientIds: z
    .array(z.number().int().positive())
    .max(1000)
    .optional()
    .describe('Only these recipients (else every one who has not read it).'),
});
