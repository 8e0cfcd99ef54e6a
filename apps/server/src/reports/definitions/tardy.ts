import { TARDY_REPORT, type ReportRow } from '@punchline/contracts';
import type { ReportRun, ServerReport } from '../report-definition';
import { scheduleFacts, scheduleReportGate, shiftCells } from './schedule-facts';
import { workedShifts } from './schedule-worked';

// Tardy: each published shift whose worker's first IN came after the scheduled start by more than
// the late grace of Settings → Shifts → Defaults (the rule the engine's SL flag follows,
// packages/domain time/schedule.ts), with the whole minutes late counted from the scheduled start.
// The arrival is the punch as recorded, before rounding; the worked shift is the one the time
// card's engine matched to the scheduled shift.

async function run(r: ReportRun) {
  const facts = await scheduleFacts(r, TARDY_REPORT.defaultRange!);
  const graceMinutes = facts.inputs.stored.shift.startLateGrace;
  const started = facts.shifts.filter((s) => s.start <= r.now);
  const worked = await workedShifts(r, facts, [...new Set(started.map((s) => s.worker.id))]);
  const rows: ReportRow[] = [];
  for (const s of started) {
    const arrivals = (worked.get(s.worker.id) ?? [])
      .filter((w) => w.scheduledShiftId === String(s.id) && w.arrived !== null)
      .map((w) => w.arrived!);
    if (arrivals.length === 0) continue;
    const arrived = Math.min(...arrivals);
    if (arrived <= s.start + graceMinutes * 60) continue;
    rows.push({ ...shiftCells(s), start: s.start, arrived, minutes: Math.floor((arrived - s.start) / 60) });
  }
  const grace = graceMinutes === 1 ? '1 minute' : `${graceMinutes} minutes`;
  return {
    rows,
    notes: [`Late: a first IN more than ${grace} after the scheduled start (the late grace of Settings → Shifts → Defaults).`],
  };
}

export const tardyReport: ServerReport = { spec: TARDY_REPORT, gate: scheduleReportGate, run };
