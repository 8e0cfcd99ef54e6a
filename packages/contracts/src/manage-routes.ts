import { z } from 'zod';
import { queryDateSchema } from './dates';
import { orgIdParamsSchema } from './orgs';
import { CLOCK_LOG_DECISIONS, clockLogsResource } from './resources/clock-logs';
import { MISSED_PUNCH_DECISIONS, missedPunchesResource, punchesResource } from './resources/punches';
import { resourceContract } from './resources/route-contract';
import { resourceIdParamsSchema } from './resources/schemas';
import { CLAIM_STATUSES, openShiftClaimSchema } from './schedule';

// The parameters, queries and answers of the Manage screens' own routes (punches, missed punches,
// clock logs, open shift claims, shifts, time off balances), beside their collections' generic ones.

export const punchListQuerySchema = resourceContract(punchesResource).listQuery;
/** DELETE punches/{id}?version=: checked by the write (a missing or stale version is its 409). */
export const punchDeleteQuerySchema = z.object({ version: z.unknown().optional() });
export const missedPunchListQuerySchema = resourceContract(missedPunchesResource).listQuery;
export const missedPunchDecisionParamsSchema = resourceIdParamsSchema.extend({ decision: z.enum(MISSED_PUNCH_DECISIONS) });

export const clockLogListQuerySchema = resourceContract(clockLogsResource).listQuery;
export const clockLogDecisionParamsSchema = resourceIdParamsSchema.extend({ decision: z.enum(CLOCK_LOG_DECISIONS) });
export const attachPunchParamsSchema = resourceIdParamsSchema.extend({
  punch: z.union([z.literal('new'), z.coerce.number().int().positive()]),
  type: z.enum(['in', 'out']),
});
export const facePhotoParamsSchema = orgIdParamsSchema.extend({ faceLogId: z.string().max(100) });

export const claimListQuerySchema = z.object({ status: z.enum(CLAIM_STATUSES).default('pending') });
export const claimListAnswerSchema = z.object({ results: z.array(openShiftClaimSchema), supplementalData: z.object({}) });
export const claimDecisionParamsSchema = resourceIdParamsSchema.extend({ decision: z.enum(['approve', 'reject']) });
export const claimAnswerSchema = z.object({ result: openShiftClaimSchema });
/** DELETE schedule/shifts/{id}?version=. */
export const shiftDeleteQuerySchema = z.object({ version: z.string().optional() });

/** GET timeoff/balances?asOf=&searchText=. */
export const timeOffBalancesQuerySchema = z.object({
  asOf: queryDateSchema().optional(),
  searchText: z.string().max(100).default(''),
});
