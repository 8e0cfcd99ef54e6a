import { FEATURES } from '@punchline/domain';
import { z } from 'zod';
import { featureListSchema } from './identity-distributors';
import { listQueryFields } from './identity-fields';
import { orgUserSchema } from './identity-org-users';

export const sudoListQuerySchema = z.object(listQueryFields);

/** GET /api/sudo/orgs: every organization, for support users. */
export const sudoOrgSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    subscriptionState: z.string(),
    distributor: z.string().nullable(),
    requireTwoFactor: z.boolean(),
    orgUserCount: z.number().int(),
    createdAt: z.string(),
    features: z.array(z.enum(FEATURES)),
  })
  .meta({ id: 'SudoOrg' });
export const sudoOrgListSchema = z.object({ results: z.array(sudoOrgSchema), cursor: z.string().optional() }).meta({ id: 'SudoOrgList' });
export type SudoOrg = z.infer<typeof sudoOrgSchema>;

/** PUT /api/sudo/orgs/{orgId}/features (staff and super): the organization's whole feature list,
 *  read again by its next session. */
export const sudoOrgFeaturesSchema = z.object({ features: featureListSchema }).meta({ id: 'SudoOrgFeatures' });
export type SudoOrgFeatures = z.infer<typeof sudoOrgFeaturesSchema>;

/** GET /api/sudo/org-users: organization users across organizations (searchText matches the
 *  user's name or email or the organization's name). */
export const sudoOrgUserSchema = orgUserSchema
  .pick({
    orgUserId: true,
    userId: true,
    userName: true,
    emailAddress: true,
    emailVerified: true,
    permissions: true,
    orgUserAccepted: true,
  })
  .extend({ orgId: z.number().int(), orgName: z.string() })
  .meta({ id: 'SudoOrgUser' });
export const sudoOrgUserListSchema = z
  .object({ results: z.array(sudoOrgUserSchema), cursor: z.string().optional() })
  .meta({ id: 'SudoOrgUserList' });
export type SudoOrgUser = z.infer<typeof sudoOrgUserSchema>;

/**
 * GET /api/sudo/mail-outbox: every mail written, newest first, with its delivery through SMTP:
 * sentAt once delivered (its text is then gone: its links were live credentials), else the attempts
 * so far, the last error and when it is tried next (null: never, as without SMTP or given up).
 */
export const outboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    attachments: z
      .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
      .describe('Files sent with the mail (a scheduled report), by name and size.'),
  })
  .meta({ id: 'OutboxMail' });
export const outboxMailListSchema = z
  .object({ results: z.array(outboxMailSchema), cursor: z.string().optional() })
  .meta({ id: 'OutboxMailList' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const sudoOrgFeaturesAnswerSchema = z.object({ result: sudoOrgFeaturesSchema });
