import { defineSettings } from './define';

/**
 * Settings → Costing → Defaults (`costing/defaults`, SPEC section 7; edit_settings, section 6).
 * Kept in the organization's settings, so the session's costingMode, jobRequired,
 * canRestrictJobAccessByUser and requireJobAccess (section 3) reflect a save.
 */
export const costingDefaultsSettings = defineSettings({
  kind: 'costingdefaults',
  path: 'costing/defaults',
  label: 'Costing Defaults',
  fields: {
    costingMode: { type: 'choice', label: 'Costing Mode', choices: ['basic', 'enhanced'], default: 'basic' },
    jobRequired: { type: 'bool', label: 'Job Required', default: false },
    canRestrictJobAccessByUser: { type: 'bool', label: 'Restrict Job Access By User', default: false },
    requireJobAccess: { type: 'bool', label: 'Only Jobs A Worker Is Named On', default: false },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'job_costing',
});
