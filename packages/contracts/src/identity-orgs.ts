import { PERMISSIONS } from '@punchline/domain';
import { z } from 'zod';
import { requiredMessage } from './errors';
import { emailField, listQueryFields, nameField, timeZoneField } from './identity-fields';

/** PUT /api/user-profile: any subset of the editable profile fields. */
export const userProfileUpdateSchema = z
  .object({
    name: nameField().optional(),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code.' })
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional(),
    userNotificationsEnabled: z.boolean().optional(),
  })
  .meta({ id: 'UserProfileUpdate' });
export type UserProfileUpdate = z.infer<typeof userProfileUpdateSchema>;

const permissionList = z.array(z.enum(PERMISSIONS, { error: 'is not a known permission.' })).max(PERMISSIONS.length);

/** POST /api/orgs/{orgId}/invitations (edit_org_users). */
export const invitationBodySchema = z
  .object({ email: emailField(), name: nameField(), permissions: permissionList.default([]) })
  .meta({ id: 'InvitationBody' });
export type InvitationBody = z.input<typeof invitationBodySchema>;

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
  })
  .meta({ id: 'OrgUser' });
export type OrgUser = z.infer<typeof orgUserSchema>;

export const orgUserListQuerySchema = z.object(listQueryFields);
export const orgUserListSchema = z.object({ results: z.array(orgUserSchema), cursor: z.string().optional() }).meta({ id: 'OrgUserList' });
export type OrgUserList = z.infer<typeof orgUserListSchema>;

export const invitationResultSchema = z.object({ result: orgUserSchema.extend({ newUser: z.boolean() }) }).meta({ id: 'InvitationResult' });
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** PUT /api/orgs/{orgId}/auth-policy (edit_org_users): the organization's login requirements. */
export const authPolicySchema = z
  .object({ requireTwoFactor: z.boolean({ error: requiredMessage('Require two-factor authentication') }) })
  .meta({ id: 'AuthPolicy' });
export type AuthPolicy = z.infer<typeof authPolicySchema>;

/** POST /api/orgs/sign-up: a new organization in setup (in_app) on a free trial. */
export const orgSignUpBodySchema = z
  .object({ organizationName: nameField('Organization name'), timezone: timeZoneField })
  .meta({ id: 'OrgSignUpBody' });
export type OrgSignUpBody = z.infer<typeof orgSignUpBodySchema>;

export const SHIFT_MODES = ['default', 'open'] as const;

/** POST /api/orgs/{orgId}/sign-up-wizard (manage_subscription): finishes setup (in_app → trial). */
export const signUpWizardBodySchema = z
  .object({
    payPeriodType: z.enum(['week', 'biweek', 'semimonth', 'month'], { error: requiredMessage('Pay period type') }),
    payPeriodStarts: z.number({ error: requiredMessage('Pay period start') }).int({ error: 'must be a integer value.' }),
    shiftMode: z.enum(SHIFT_MODES).default('default'),
    timezone: timeZoneField.optional(),
  })
  .meta({ id: 'SignUpWizardBody' });
export type SignUpWizardBody = z.input<typeof signUpWizardBodySchema>;

export const PUNCH_CODE_MODES = ['disabled', 'optional', 'required'] as const;

/** PUT /api/orgs/{orgId}/settings (edit_settings; a mode other than disabled needs punch_codes). */
export const orgSettingsBodySchema = z
  .object({ punchCodeMode: z.enum(PUNCH_CODE_MODES, { error: requiredMessage('Punch code mode') }) })
  .meta({ id: 'OrgSettingsBody' });
export type OrgSettingsBody = z.infer<typeof orgSettingsBodySchema>;
