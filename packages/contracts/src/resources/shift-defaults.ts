import { DEFAULT_STORED_SHIFT as D, validationMessage } from '@punchline/domain';
import { OVERLAP_LABELS } from './choice-labels';
import { defineSettings, type FieldDef } from './define';

/** A local time of day, 'HH:MM' on the 24-hour clock. */
export const TIME_OF_DAY_PATTERN = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: validationMessage('time') } as const;

const minutes = (label: string, max: number, value = 0): FieldDef => ({ type: 'integer', label, min: 0, max, default: value });

/**
 * Settings → Shifts → Defaults: how punches group into shifts and work days, and the grace and
 * tolerance of flags (docs/time-engine.md "Shifts", "Flags"). Kept in the organization's
 * settings, so the session (SPEC section 3) reflects a save; its defaults are the engine mapping's
 * (DEFAULT_STORED_SHIFT), which agree with the session's.
 */
export const shiftDefaultsSettings = defineSettings({
  kind: 'shiftdefaults',
  path: 'shift/defaults',
  label: 'Shift Defaults',
  fields: {
    shiftMode: {
      type: 'choice',
      label: 'Shift Mode',
      // 'schedule' groups punches as 'default' does and turns schedules on (SPEC section 6: the
      // schedule flag needs a shift mode other than default); 'open' does too, grouping open shifts.
      choices: ['default', 'open', 'schedule'],
      choiceLabels: { default: 'By work day', open: 'Open at the first IN', schedule: 'By work day, with schedules' },
      default: D.shiftMode,
    },
    workShift: { type: 'bool', label: 'Work Shift', default: D.workShift },
    shiftStartsAt: { type: 'text', label: 'Work Day Starts At', maxLength: 5, pattern: TIME_OF_DAY_PATTERN, default: D.shiftStartsAt },
    maxShift: { type: 'number', label: 'Maximum Shift (hours)', min: 1, max: 48, maxDecimals: 2, default: D.maxShift },
    openShiftType: {
      type: 'choice',
      label: 'Open Shift Dated By',
      choices: ['firstIn', 'startsAt'],
      choiceLabels: { firstIn: 'Its first IN', startsAt: 'The open shift start time' },
      default: D.openShiftType,
    },
    openShiftStartsAt: {
      type: 'text',
      label: 'Open Shift Starts At',
      maxLength: 5,
      pattern: TIME_OF_DAY_PATTERN,
      requiredWhen: { field: 'openShiftType', equals: 'startsAt' },
    },
    openShiftMaxDuration: {
      type: 'number',
      label: 'Open Shift Maximum (hours)',
      min: 1,
      max: 48,
      maxDecimals: 2,
      default: D.openShiftMaxDuration,
    },
    maxExtendShiftEarly: minutes('Extend Shift Early (minutes)', 720, D.maxExtendShiftEarly),
    maxExtendShiftLate: minutes('Extend Shift Late (minutes)', 720, D.maxExtendShiftLate),
    applyShiftOverlapTo: {
      type: 'choice',
      label: 'Shifts Across Midnight Count On',
      choices: ['start', 'end', 'split'],
      choiceLabels: OVERLAP_LABELS,
      default: D.applyShiftOverlapTo,
    },
    startEarlyGrace: minutes('Started Early Grace (minutes)', 120, D.startEarlyGrace),
    startLateGrace: minutes('Started Late Grace (minutes)', 120, D.startLateGrace),
    leaveEarlyGrace: minutes('Left Early Grace (minutes)', 120, D.leaveEarlyGrace),
    leaveLateGrace: minutes('Left Late Grace (minutes)', 120, D.leaveLateGrace),
    watchWindow: minutes('Watch Window (minutes)', 1440, D.watchWindow),
    offlineTolerance: minutes('Offline Tolerance (minutes)', 60, D.offlineTolerance),
    openShiftClaimNeedsApproval: { type: 'bool', label: 'Claims of open shifts need approval', default: true },
  },
  access: { read: 'console', write: 'edit_settings' },
  // Everything but the dashboard's watch window changes how existing punches form time cards.
  confirmSave: {
    fields: [
      'shiftMode',
      'workShift',
      'shiftStartsAt',
      'maxShift',
      'openShiftType',
      'openShiftStartsAt',
      'openShiftMaxDuration',
      'maxExtendShiftEarly',
      'maxExtendShiftLate',
      'applyShiftOverlapTo',
      'startEarlyGrace',
      'startLateGrace',
      'leaveEarlyGrace',
      'leaveLateGrace',
      'offlineTolerance',
    ],
  },
});
