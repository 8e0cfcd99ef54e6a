import { DEFAULT_FULL_DAY_DURATION_MINUTES, DEFAULT_SESSION_SETTINGS, validationMessage } from '@punchline/domain';
import { WEEKDAY_LABELS } from './choice-labels';
import { defineSettings, type FieldErrors } from './define';

/**
 * Settings → Organization → Defaults: what an administrator sets once for the organization. The
 * server keeps organizationName and timezone on the organization itself and the rest in its
 * settings, so the session (SPEC section 3) reflects a save at once.
 */
export const orgDefaultsSettings = defineSettings({
  kind: 'orgdefaults',
  path: 'org/defaults',
  label: 'Organization Defaults',
  fields: {
    organizationName: { type: 'text', label: 'Organization Name', required: true, maxLength: 100 },
    timezone: { type: 'timezone', label: 'Time Zone', required: true, default: DEFAULT_SESSION_SETTINGS.timezone },
    // Sunday = 1 through Saturday = 7, as the weekly pay period start (SPEC section 9).
    weekStartsOn: {
      type: 'choice',
      label: 'Week Starts On',
      required: true,
      choices: [1, 2, 3, 4, 5, 6, 7],
      choiceLabels: WEEKDAY_LABELS,
      default: 1,
    },
    daysOfWeek: { type: 'idList', label: 'Work Days', maxItems: 7, default: DEFAULT_SESSION_SETTINGS.daysOfWeek },
    fullDayDuration: {
      type: 'integer',
      label: 'Full Day Duration (minutes)',
      required: true,
      min: 1,
      max: 1440,
      default: DEFAULT_FULL_DAY_DURATION_MINUTES,
    },
    // How long kept report runs stay before the nightly job deletes them (issue 32).
    reportRetentionDays: { type: 'integer', label: 'Keep Report Runs (days)', required: true, min: 1, max: 3650, default: 90 },
  },
  access: { read: 'console', write: 'edit_settings' },
  check: (values): FieldErrors => {
    const days = values.daysOfWeek as number[];
    return days.every((d) => d >= 1 && d <= 7) ? {} : { daysOfWeek: [validationMessage('between', { min: 1, max: 7 })] };
  },
});
