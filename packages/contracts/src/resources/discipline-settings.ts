import { defineSettings } from './define';

/**
 * Settings → Attendance → Defaults (issue 34; SPEC section 7 discipline/settings): whether the
 * organization runs attendance discipline at all (disciplineEnabled, which the session reads and
 * which opens Manage → Attendance and the other Attendance settings), how far back infractions
 * count, and whether workers see their points at the clock.
 */
export const disciplineSettings = defineSettings({
  kind: 'disciplinesettings',
  path: 'discipline/settings',
  label: 'Attendance Defaults',
  fields: {
    disciplineEnabled: { type: 'bool', label: 'Attendance Discipline Enabled', default: false },
    lookBackDays: {
      type: 'integer',
      label: 'Infractions Count For (days back)',
      min: 7,
      max: 730,
      default: 365,
      showWhen: { field: 'disciplineEnabled', equals: true },
    },
    showPointsAtClock: {
      type: 'bool',
      label: 'Workers See Their Points At The Clock',
      default: true,
      showWhen: { field: 'disciplineEnabled', equals: true },
    },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'discipline',
});
