import { ABSENT_TOTALS_REPORT, type ReportRow } from '@punchline/contracts';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { attendance, type AttendedShift } from './absent-facts';
import { scheduleReportGate } from './schedule-facts';
import { upcomingNote } from './schedule-notes';

// Absent totals: per worker with published shifts that have started in the range, how many there
// were, how many were excused (time off, holidays), how many missed and the scheduled time missed.

async function run(r: ReportRun) {
  const { facts, shifts, upcoming } = await attendance(r, ABSENT_TOTALS_REPORT.defaultRange!);
  const byWorker = new Map<number, AttendedShift[]>();
  for (const s of shifts) byWorker.set(s.worker.id, [...(byWorker.get(s.worker.id) ?? []), s]);
  const rows: ReportRow[] = [];
  for (const w of facts.workers) {
    const mine = byWorker.get(w.id);
    if (!mine) continue;
    const absent = mine.filter((s) => s.attendance === 'absent');
    rows.push({
      ...workerCells(w),
      scheduled: mine.length,
      excused: mine.filter((s) => s.attendance === 'excused').length,
      absent: absent.length,
      missedSeconds: absent.reduce((sum, s) => sum + s.seconds, 0),
    });
  }
  return { rows, notes: upcomingNote(upcoming) };
}

export const absentTotalsReport: ServerReport = { spec: ABSENT_TOTALS_REPORT, gate: scheduleReportGate, run };
