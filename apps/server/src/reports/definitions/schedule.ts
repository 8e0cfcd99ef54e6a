import { SCHEDULE_REPORT, type ReportRow } from '@punchline/contracts';
import { costOf } from '../../schedule/shift-model';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { scheduleFacts, scheduleReportGate, type ReportShift } from './schedule-facts';
import { hourlyRatesThrough } from './schedule-rates';
import { workedShifts } from './schedule-worked';

// Schedule: per worker and day, the published shifts (less unpaid breaks) and their cost at the
// worker's hourly rate that day, against the time worked on the time cards. A worked shift counts
// on the day of the scheduled shift the engine matched it to, else on its own work day, so a night
// shift worked past midnight stands beside its schedule. Days worked without a schedule show too.

export const COST_NOTE =
  "Cost: scheduled hours at each worker's hourly rate that day; salaried workers and those without a rate have none.";

type Day = { shifts: ReportShift[]; workedSeconds: number };

async function run(r: ReportRun) {
  const facts = await scheduleFacts(r, SCHEDULE_REPORT.defaultRange!);
  const ids = facts.workers.map((w) => w.id);
  const [worked, rateOn] = await Promise.all([workedShifts(r, facts, ids), hourlyRatesThrough(r.trx, r.orgId, ids, facts.range.to)]);
  const days = new Map<number, Map<string, Day>>();
  const dayOf = (employeeId: number, date: string) => {
    const mine = days.get(employeeId) ?? new Map<string, Day>();
    const day = mine.get(date) ?? { shifts: [], workedSeconds: 0 };
    days.set(employeeId, mine.set(date, day));
    return day;
  };
  const scheduledDate = new Map(facts.shifts.map((s) => [String(s.id), s.date]));
  for (const s of facts.shifts) dayOf(s.worker.id, s.date).shifts.push(s);
  for (const [employeeId, shifts] of worked) {
    for (const w of shifts) {
      const date = (w.scheduledShiftId !== null && scheduledDate.get(w.scheduledShiftId)) || w.date;
      if (date < facts.range.from || date > facts.range.to || w.workedSeconds === 0) continue;
      dayOf(employeeId, date).workedSeconds += w.workedSeconds;
    }
  }
  const rows: ReportRow[] = [];
  for (const w of facts.workers) {
    const mine = [...(days.get(w.id) ?? [])].sort(([a], [b]) => a.localeCompare(b));
    for (const [date, day] of mine) {
      const scheduledSeconds = day.shifts.reduce((sum, s) => sum + s.seconds, 0);
      rows.push({
        ...workerCells(w),
        date,
        shifts: day.shifts.length,
        start: day.shifts.length > 0 ? Math.min(...day.shifts.map((s) => s.start)) : null,
        end: day.shifts.length > 0 ? Math.max(...day.shifts.map((s) => s.end)) : null,
        scheduledSeconds,
        cost: day.shifts.length > 0 ? costOf(scheduledSeconds, rateOn(w.id, date)) : null,
        workedSeconds: day.workedSeconds,
        differenceMinutes: Math.round((day.workedSeconds - scheduledSeconds) / 60),
      });
    }
  }
  return { rows, notes: [COST_NOTE] };
}

export const scheduleReport: ServerReport = { spec: SCHEDULE_REPORT, gate: scheduleReportGate, run };
