import { PERMISSIONS } from '@punchline/domain';
import { z } from 'zod';
import { emailField, listQueryFields, nameField } from './identity-fields';
import { INVALID_CHOICE } from './resources/field-messages';

// An organization's administrators (org users): the list, invitations and edits (issues 3, 14).

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: 'is not a known permission.' }))
  .max(PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

/** Ids of the records a restriction allows; empty = that dimension is not restricted. */
const restrictionIds = z
  .array(z.number({ error: INVALID_CHOICE }).int({ error: INVALID_CHOICE }).positive({ error: INVALID_CHOICE }), {
    error: INVALID_CHOICE,
  })
  .max(500, { error: 'no more than 500 items.' })
  .transform((ids) => [...new Set(ids)]);

/** An administrator's label restrictions: the org units, departments, user labels and jobs they may
 *  see and act on (each list empty when that dimension is not limited). */
export const RESTRICTION_FIELDS = ['allowedOrgUnitIds', 'allowedDepartmentIds', 'allowedLabelIds', 'allowedJobIds'] as const;
export type RestrictionField = (typeof RESTRICTION_FIELDS)[number];

/** POST /api/orgs/{orgId}/invitations (edit_org_users). */
export const invitationBodySchema = z
  .object({
    email: emailField(),
    name: nameField(),
    permissions: permissionList.default([]),
    allowedOrgUnitIds: restrictionIds.default([]),
    allowedDepartmentIds: restrictionIds.default([]),
    allowedLabelIds: restrictionIds.default([]),
    allowedJobIds: restrictionIds.default([]),
  })
  .meta({ id: 'InvitationBody' });
export type InvitationBody = z.input<typeof invitationBodySchema>;

/** PUT /api/orgs/{orgId}/org-users/{id} (edit_org_users): what is sent changes, the rest stays. */
export const orgUserUpdateSchema = z
  .object({
    permissions: permissionList.optional(),
    allowedOrgUnitIds: restrictionIds.optional(),
    allowedDepartmentIds: restrictionIds.optional(),
    allowedLabelIds: restrictionIds.optional(),
    allowedJobIds: restrictionIds.optional(),
  })
  .meta({ id: 'OrgUserUpdate' });
export type OrgUserUpdate = z.infer<typeof orgUserUpdateSchema>;

export const orgUserIdParamsSchema = z.object({ orgId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });

/** An administrator of an organization as the org-users list shows it. */
export const orgUserSchema = z
  .object({
    orgUserId: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    emailAddress: z.string(),
    emailVerified: z.boolean(),
    permissions: z.array(z.string()),
    orgUserAccepted: z.boolean(),
    totpEnabled: z.boolean(),
    lastAccessedAt: z.string().nullable(),
    invitedAt: z.string().nullable(),
    allowedOrgUnitIds: z.array(z.number().int()),
    allowedDepartmentIds: z.array(z.number().int()),
    allowedLabelIds: z.array(z.number().int()),
    allowedJobIds: z.array(z.number().int()),
    /** The worker record of the same person in this organization (visible to the caller), if any. */
    workerId: z.number().int().nullable(),
  })
  .meta({ id: 'OrgUser' });
export type OrgUser = z.infer<typeof orgUserSchema>;

export const orgUserListQuerySchema = z.object(listQueryFields);
export const orgUserListSchema = z.object({ results: z.array(orgUserSchema), cursor: z.string().optional() }).meta({ id: 'OrgUserList' });
export type OrgUserList = z.infer<typeof orgUserListSchema>;

export const orgUserResultSchema = z.object({ result: orgUserSchema }).meta({ id: 'OrgUserResult' });
export type OrgUserResult = z.infer<typeof orgUserResultSchema>;

export const invitationResultSchema = z.object({ result: orgUserSchema.extend({ newUser: z.boolean() }) }).meta({ id: 'InvitationResult' });
export type InvitationResult = z.infer<typeof invitationResultSchema>;
