import { defineResource, type FieldErrors } from './define';
import { scopeErrors, scopeFields } from './scope-fields';

/** What the clock does when a required credential is missing or expired. */
export const CREDENTIAL_CLOCK_ACTIONS: Readonly<Record<string, string>> = {
  none: 'Nothing',
  warn: 'Warn the worker',
  refuse: 'Refuse the punch',
};

function policyErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const types = values.credentialTypeIds;
  if (!Array.isArray(types) || types.length === 0) errors.credentialTypeIds = ['Choose at least one.'];
  return { ...errors, ...scopeErrors(values) };
}

/**
 * Settings → Users → Credential Policies (issue 35; SPEC section 7 credential/policies): which
 * workers must hold which credential types, a grace period for new hires (days from the hire
 * date), what the clock does when one is missing or expired, and whether the worker may then
 * photograph the document at the web clock. Every active policy whose scope
 * holds a worker applies (they add up); at the clock the strictest action wins.
 */
export const credentialPoliciesResource = defineResource({
  kind: 'credentialpolicy',
  path: 'credential/policies',
  table: 'credential_policies',
  label: 'Credential Policy',
  labelPlural: 'Credential Policies',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    credentialTypeIds: {
      type: 'idList',
      label: 'Required Credentials',
      maxItems: 50,
      ref: { kind: 'credentialtype', table: 'credential_types' },
    },
    ...scopeFields(['departments', 'orgUnits', 'jobs', 'labels']),
    graceDays: { type: 'integer', label: 'Grace Period For New Hires (days)', min: 0, max: 365, default: 0 },
    clockAction: {
      type: 'choice',
      label: 'At The Clock When Missing Or Expired',
      choices: Object.keys(CREDENTIAL_CLOCK_ACTIONS),
      choiceLabels: CREDENTIAL_CLOCK_ACTIONS,
      default: 'warn',
    },
    // The web clock offers a worker lacking one of the policy's credentials to photograph the
    // document, kept among their documents for a manager to check (it makes nothing valid).
    allowClockPhoto: { type: 'bool', label: 'Photo Of The Document At The Clock', default: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'appliesTo', 'graceDays', 'clockAction', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'credential',
  check: policyErrors,
});
