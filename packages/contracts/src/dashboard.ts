import { z } from 'zod';
import { faceFailureSchema } from './clock-log-answers';
import { CLOCK_LOG_DECISIONS } from './resources/clock-logs';
import { queryDateSchema } from './dates';
import { orgIdParamsSchema } from './orgs';

// The dashboard's calls (SPEC section 7 Dashboard): pay period activity, face failures to review
// one after another, and the notification feed.

const isoDate = queryDateSchema();
const yesNo = z.enum(['yes', 'no']);

export const periodActivityQuerySchema = z.object({ startDate: isoDate, endDate: isoDate, clockLogFailures: yesNo.default('no') });
// An instant with its offset, or a local date-time read in `timezone` (else the organization's).
const when = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })]);
export const faceFailureQuerySchema = z
  .object({ before: when.optional(), after: when.optional(), timezone: z.string().max(64).optional() })
  .refine((q) => !(q.before && q.after), { message: 'Give before or after, not both.', path: ['after'] });
export const faceFailureDecisionParamsSchema = orgIdParamsSchema.extend({
  clockLogId: z.coerce.number().int().positive(),
  decision: z.enum(CLOCK_LOG_DECISIONS),
});
export const notificationFeedQuerySchema = z.object({ multiOrg: yesNo.default('yes') });

/** One day of the pay period panels: hours (two places), exceptions and failed clock attempts. */
export const dayActivitySchema = z.object({
  date: z.string(),
  totalHours: z.number(),
  exceptionCount: z.number(),
  clockLogFailureCount: z.number(),
});
export type DayActivity = z.infer<typeof dayActivitySchema>;
export const periodActivityAnswerSchema = z.object({ periodActivity: z.array(dayActivitySchema) });

/** faceFailure is null when there is none (in that direction). */
export const faceFailureAnswerSchema = z.object({ faceFailure: faceFailureSchema.nullable() });

/** A group of the notification feed: the newest ids, their count and whether more exist. */
export const feedGroupSchema = z.object({ count: z.number(), ids: z.array(z.number()), hasMore: z.boolean() });
export type FeedGroup = z.infer<typeof feedGroupSchema>;
export const notificationFeedSchema = z.object({
  timeOffRequests: feedGroupSchema,
  missedPunchRequests: feedGroupSchema,
  disciplineInfractions: feedGroupSchema.describe(
    'Infractions of the last 7 days that count; having no number of their own, their ids are their workers’, newest first.',
  ),
  disciplineEvents: feedGroupSchema,
  notificationMessages: feedGroupSchema,
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;
