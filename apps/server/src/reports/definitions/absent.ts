import { ABSENT_REPORT } from '@punchline/contracts';
import type { ReportRun, ServerReport } from '../report-definition';
import { attendance } from './absent-facts';
import { scheduleReportGate, shiftCells } from './schedule-facts';
import { upcomingNote } from './schedule-notes';

// Absent: each published shift that has started with no punches during it and no time off or
// holiday that day (absent-facts.ts), day by day, then by worker.

async function run(r: ReportRun) {
  const { shifts, upcoming } = await attendance(r, ABSENT_REPORT.defaultRange!);
  const rows = shifts
    .filter((s) => s.attendance === 'absent')
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({ ...shiftCells(s), start: s.start, end: s.end, seconds: s.seconds }));
  return { rows, notes: upcomingNote(upcoming) };
}

export const absentReport: ServerReport = { spec: ABSENT_REPORT, gate: scheduleReportGate, run };
