import { shiftDefaultsSettings } from '@punchline/contracts';
import { SettingsScreen, type SettingsBodyProps } from '../settings/SettingsScreen';
import { RuleFields, type RuleGroup } from './RuleFields';

const HINTS: Readonly<Record<string, string>> = {
  shiftMode: 'By work day: punches belong to the day that starts at the time below. Open: a shift opens at the first IN.',
  shiftStartsAt: 'A punch before this time belongs to the day before (04:00 keeps a late night with its evening).',
  maxShift: 'An IN and OUT further apart than this are not paired: the punch is flagged as missed.',
  maxExtendShiftEarly: 'An IN this long before the day starts begins the next day’s shift.',
  maxExtendShiftLate: 'An IN this long after the day starts still continues the shift before.',
  workShift: 'A shift that matches a scheduled one counts on the scheduled day (a night shift scheduled Tuesday stays Tuesday’s).',
  watchWindow: 'How far a worked shift may lie from a scheduled one and still be compared with it.',
  offlineTolerance: 'A punch received later than this after it was taken is marked offline (O).',
};

const WORK_DAY: RuleGroup = {
  title: 'Work Day',
  hint: 'How punches are grouped into shifts and days.',
  fields: ['shiftMode', 'shiftStartsAt', 'maxShift', 'applyShiftOverlapTo', 'maxExtendShiftEarly', 'maxExtendShiftLate'],
};
const OPEN: RuleGroup = {
  title: 'Open Shifts',
  hint: 'A shift takes every pair that starts within its window of the first IN.',
  fields: ['openShiftType', 'openShiftStartsAt', 'openShiftMaxDuration'],
};
const SCHEDULE: RuleGroup = {
  title: 'Against The Schedule',
  hint: 'Started early or late and left early or late are flagged only beyond these minutes.',
  fields: ['workShift', 'watchWindow', 'startEarlyGrace', 'startLateGrace', 'leaveEarlyGrace', 'leaveLateGrace'],
};
const CLOCKS: RuleGroup = { title: 'Clocks', fields: ['offlineTolerance'] };

/** The shift defaults in groups, each field with a line on what it does; open shifts only in open mode. */
function ShiftDefaultsBody(props: SettingsBodyProps) {
  const open = props.form.values.shiftMode === 'open';
  return <RuleFields {...props} hints={HINTS} groups={open ? [WORK_DAY, OPEN, SCHEDULE, CLOCKS] : [WORK_DAY, SCHEDULE, CLOCKS]} />;
}

/** Settings → Shifts → Defaults. */
export function ShiftDefaultsScreen() {
  return <SettingsScreen def={shiftDefaultsSettings} body={ShiftDefaultsBody} title="Shift Defaults" />;
}
