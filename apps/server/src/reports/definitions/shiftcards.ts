import { SHIFTCARDS_REPORT } from '@punchline/contracts';
import type { ReportRun, ServerReport } from '../report-definition';
import { scheduleFacts, scheduleReportGate, shiftCells } from './schedule-facts';

// Shift cards: each worker's published shifts of the range (a week by default), one worker per
// printed card (layout 'cards', grouped by worker), with what a worker needs at the door: start,
// end, breaks, position, job and the manager's note.

async function run(r: ReportRun) {
  const { shifts } = await scheduleFacts(r, SHIFTCARDS_REPORT.defaultRange!);
  const rows = shifts.map((s) => ({
    ...shiftCells(s),
    start: s.start,
    end: s.end,
    breakSeconds: s.breakSeconds,
    seconds: s.seconds,
    note: s.note,
  }));
  return { rows };
}

export const shiftcardsReport: ServerReport = { spec: SHIFTCARDS_REPORT, gate: scheduleReportGate, run };
