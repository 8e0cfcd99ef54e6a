import { FEATURES, PERMISSIONS } from '@punchline/domain';
import { z } from 'zod';

/** SPEC section 3 "Session and organization settings": what the console knows about the
 *  organization it is in and the signed-in user's rights there. */
export const sessionSettingsSchema = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationActive: z.boolean(),
    orgUserId: z.number().int().nullable(),
    avatar: z.string().nullable(),
    permissions: z.array(z.enum(PERMISSIONS)),
    features: z.array(z.enum(FEATURES)),
    maxDevices: z.number().int(),
    maxUsers: z.number().int(),
    maxUsersIsWorkersOnly: z.boolean(),
    activeDevices: z.number().int(),
    activeUsers: z.number().int(),
    activeWorkers: z.number().int(),
    timezone: z.string(),
    subscriptionState: z.string(),
    originalSubscriptionState: z.string().nullable(),
    expireDate: z.string().nullable(),
    billingCustomerId: z.string().nullable(),
    distributor: z.string().nullable(),
    consoleName: z.string(),
    shiftMode: z.string(),
    payPeriodType: z.string(),
    payPeriodStarts: z.number().int(),
    fullDayDuration: z.number().int(),
  })
  .catchall(z.unknown())
  .meta({ id: 'SessionSettings' });
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

/** POST orgs/{orgId}/sign-up-wizard answers the organization's settings as a session shows them. */
export const signUpWizardAnswerSchema = z.object({ result: sessionSettingsSchema });
