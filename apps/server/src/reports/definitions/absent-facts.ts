import type { DefaultRange } from '@punchline/contracts';
import type { ReportRun } from '../report-definition';
import { scheduleFacts, type ReportShift, type ScheduleFacts } from './schedule-facts';
import { excusedDays } from './schedule-excused';
import { punchedDuring, workedShifts } from './schedule-worked';

// Attendance of each published shift, shared by the absent and absent-totals reports. A shift is
// absent when it has started by the run's cut-off, no punch pair of its worker lies during it, no
// worked shift was matched to it by the engine, and its day is not approved time off or a holiday.
// Shifts still to come are left out: nobody is absent yet.

export type Attendance = 'worked' | 'excused' | 'absent';
export type AttendedShift = ReportShift & { attendance: Attendance };

export async function attendance(
  r: ReportRun,
  fallback: DefaultRange,
): Promise<{ facts: ScheduleFacts; shifts: AttendedShift[]; upcoming: number }> {
  const facts = await scheduleFacts(r, fallback);
  const started = facts.shifts.filter((s) => s.start <= r.now);
  const ids = [...new Set(started.map((s) => s.worker.id))];
  const [worked, excused] = await Promise.all([workedShifts(r, facts, ids), excusedDays(r.trx, r.orgId, ids, facts.range)]);
  const shifts = started.map((s): AttendedShift => {
    const mine = worked.get(s.worker.id) ?? [];
    const present = mine.some((w) => w.scheduledShiftId === String(s.id)) || punchedDuring(mine, s.start, s.end);
    const state: Attendance = present ? 'worked' : excused.has(`${s.worker.id}|${s.date}`) ? 'excused' : 'absent';
    return { ...s, attendance: state };
  });
  return { facts, shifts, upcoming: facts.shifts.length - started.length };
}
