import { defineSettings } from './define';

/**
 * Settings → Time Off → Defaults (SPEC section 7, timeoff/defaults; issue 20): whether the
 * organization uses time off at all, and accruals. Kept in the organization's settings, which the
 * session reads (timeOffEnabled, timeOffAccrualEnabled, trackAccruals): turning time off on opens
 * Codes and Policies and the Manage → Time Off screens. The length of a full day is the
 * organization's (Settings → Organization → Defaults, fullDayDuration).
 */
export const timeOffDefaultsSettings = defineSettings({
  kind: 'timeoffdefaults',
  path: 'timeoff/defaults',
  label: 'Time Off Defaults',
  fields: {
    timeOffEnabled: { type: 'bool', label: 'Time Off Enabled', default: false },
    timeOffAccrualEnabled: { type: 'bool', label: 'Accruals Enabled', default: false, showWhen: { field: 'timeOffEnabled', equals: true } },
    trackAccruals: {
      type: 'bool',
      label: 'Track Accrual Balances',
      default: false,
      showWhen: { field: 'timeOffAccrualEnabled', equals: true },
    },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'pto',
});
