import { defineResource } from './define';
import { PAY_CODE_PATTERN } from './pay-codes';
import { COLOR_PATTERN } from './shift-classes';

/**
 * Settings → Time Off → Codes (SPEC section 7, timeoff/codes; issue 20): what time off is taken
 * under (Vacation, Sick): paid or unpaid, counted toward overtime or not, the pay code a paid hour
 * of it is paid under, and whether it is taken in hours or in days (a day being the organization's
 * full day, fullDayDuration). Needs the pto feature and time off turned on (Settings → Time Off →
 * Defaults).
 */
export const timeOffCodesResource = defineResource({
  kind: 'timeoffcode',
  path: 'timeoff/codes',
  table: 'time_off_codes',
  label: 'Time Off Code',
  labelPlural: 'Time Off Codes',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    code: { type: 'text', label: 'Code', required: true, maxLength: 20, unique: true, pattern: PAY_CODE_PATTERN, example: 'VAC' },
    active: { type: 'bool', label: 'Active', default: true },
    paid: { type: 'bool', label: 'Paid', default: true },
    countsTowardOvertime: { type: 'bool', label: 'Counts Toward Overtime', default: false },
    payCodeId: {
      type: 'ref',
      label: 'Paid Under',
      ref: { kind: 'paycode', table: 'pay_codes' },
      showWhen: { field: 'paid', equals: true },
    },
    unit: {
      type: 'choice',
      label: 'Taken In',
      choices: ['hours', 'days'],
      choiceLabels: { hours: 'Hours', days: 'Days' },
      default: 'hours',
    },
    // Off for a code only the organization grants (Holiday): workers are not offered it at the clock.
    requestable: { type: 'bool', label: 'Workers May Ask For It', default: true },
    color: { type: 'text', label: 'Colour', maxLength: 7, pattern: COLOR_PATTERN },
  },
  list: {
    columns: ['name', 'code', 'paid', 'countsTowardOvertime', 'unit', 'requestable', 'active'],
    search: ['name', 'code'],
    orderBy: 'name',
    allowAll: true,
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'pto',
  bulkImport: true,
});
