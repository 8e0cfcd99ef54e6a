import { defineSettings } from './define';

/**
 * Settings → Users → Credential Defaults (issue 35; SPEC section 3 credentialsEnabled,
 * maxDocumentsPerUser, maxDocumentFileSize): session settings kept in the organization's settings,
 * so the console's session reads them at its next load.
 */
export const credentialSettings = defineSettings({
  kind: 'credentialsettings',
  path: 'credential/settings',
  label: 'Credential Defaults',
  fields: {
    credentialsEnabled: { type: 'bool', label: 'Credentials Enabled', default: false },
    maxDocumentsPerUser: { type: 'integer', label: 'Documents Per Worker (at most)', min: 0, max: 100, default: 10 },
    maxDocumentFileSize: {
      type: 'integer',
      label: 'Largest Document (bytes)',
      min: 10_000,
      max: 20_000_000,
      default: 2_000_000,
    },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'credential',
});
