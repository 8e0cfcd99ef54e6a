import { z } from 'zod';
import { requiredMessage } from './errors';
import { nameField, timeZoneField } from './identity-fields';

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

/** The message of a PUT settings body that names none of its switches. */
export const ORG_SETTINGS_EMPTY = 'Send at least one setting to change.';

/**
 * PUT /api/orgs/{orgId}/settings (edit_settings): the organization-wide switches, each optional,
 * at least one. A punch code mode other than disabled needs punch_codes; turning entry states on
 * needs entry_state.
 */
export const orgSettingsBodySchema = z
  .object({
    punchCodeMode: z.enum(PUNCH_CODE_MODES, { error: requiredMessage('Punch code mode') }).optional(),
    entryStateEnabled: z.boolean({ error: 'must be true or false.' }).optional(),
    entryStateExportPrompt: z.boolean({ error: 'must be true or false.' }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: ORG_SETTINGS_EMPTY })
  .meta({ id: 'OrgSettingsBody' });
export type OrgSettingsBody = z.infer<typeof orgSettingsBodySchema>;

export const authPolicyAnswerSchema = z.object({ result: authPolicySchema });
export const orgSettingsAnswerSchema = z.object({ result: orgSettingsBodySchema });
