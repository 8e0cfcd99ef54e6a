import { z } from 'zod';

/** SPEC section 3 "Notification message". */
export const notificationMessageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    timestamp: z.string(),
    unread: z.boolean(),
    orgId: z.number().int(),
    orgName: z.string(),
    orgUserId: z.number().int().nullable(),
    userId: z.number().int(),
  })
  .meta({ id: 'NotificationMessage' });
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

export const messageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  multiOrg: z.enum(['yes', 'no']).default('no'),
});

export const messageListSchema = z.object({
  results: z.array(notificationMessageSchema),
  cursor: z.string().optional(),
  supplementalData: z.object({ unreadCount: z.number().int() }),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** SPEC section 3 "Feedback"; a star rating or a comment is required (section 5). */
export const feedbackBodySchema = z
  .object({
    rating: z
      .number()
      .int()
      .min(1, { error: 'must be between 1 and 5.' })
      .max(5, { error: 'must be between 1 and 5.' })
      .nullable()
      .optional(),
    comments: z.string().trim().max(5000, { error: 'no more than 5000 characters.' }).default(''),
    orgId: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.rating != null || body.comments !== '', {
    error: 'Give a star rating or write a comment.',
    path: ['nonFieldErrors'],
  })
  .meta({ id: 'FeedbackBody' });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

const positiveId = z.coerce.number().int().positive();
/** orgs/{orgId}/users/{orgUserId}/messages…: an organization user's own messages. */
export const orgUserMessagesParamsSchema = z.object({ orgId: positiveId, orgUserId: positiveId });
/** users/{userId}/messages…: a person's messages of every organization. */
export const userMessagesParamsSchema = z.object({ userId: positiveId });
const messageAction = z.enum(['read', 'unread']);
export const orgUserMessageParamsSchema = orgUserMessagesParamsSchema.extend({ id: positiveId });
export const userMessageParamsSchema = userMessagesParamsSchema.extend({ id: positiveId });
export const orgUserMessageActionParamsSchema = orgUserMessageParamsSchema.extend({ action: messageAction });
export const userMessageActionParamsSchema = userMessageParamsSchema.extend({ action: messageAction });
export const messageAnswerSchema = z.object({ result: notificationMessageSchema });

/** POST feedback answers the new feedback's id. */
export const feedbackAnswerSchema = z.object({ result: z.object({ id: z.number().int() }) });
