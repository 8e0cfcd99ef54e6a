import { z } from 'zod';

/** SPEC section 3 "User profile". */
export const userProfileSchema = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    emailAddress: z.string(),
    emailVerified: z.boolean(),
    userAuthProvider: z.string(),
    sudoType: z.string().nullable(),
    isAppAdmin: z.boolean(),
    isDistributorAdmin: z.boolean(),
    distributor: z.string().nullable(),
    countryCode: z.string().nullable(),
    userNotificationsEnabled: z.boolean(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/** SPEC section 3 "Organization (for selection) and org user". */
export const orgSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    orgUserId: z.number().int().nullable(),
    orgUserAccepted: z.boolean(),
    orgUserMeetsAuthRuleRequirements: z.boolean(),
  })
  .meta({ id: 'OrgSummary' });
export type OrgSummary = z.infer<typeof orgSummarySchema>;

export const orgListSchema = z.object({ results: z.array(orgSummarySchema), cursor: z.string().optional() });
export type OrgList = z.infer<typeof orgListSchema>;

export const orgListQuerySchema = z.object({
  searchText: z.string().max(200).optional(),
  all: z.enum(['yes', 'no']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const orgIdParamsSchema = z.object({ orgId: z.coerce.number().int().positive() });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** orgs/{orgId}/…/{employeeId}: one worker's card, balances and such. */
export const employeeIdParamsSchema = orgIdParamsSchema.extend({
  employeeId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
