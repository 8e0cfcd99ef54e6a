import { TIMECARDS_REPORT, type ReportRow } from '@punchline/contracts';
import { formatDate } from '@punchline/domain';
import { approvalFields, approvalsOf } from '../../timecards/timecard-approvals.service';
import { payCodeNames } from '../report-cards';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { cardsOfRange, rangeNote } from './cards-of-range';
import { dayRows, payCodeRows } from './timecard-rows';

// Time cards to print and sign: every card of the pay periods touching the range, whole (a card
// is signed for its period), with its approval as the time card screen shows it: approved, not
// approved, or approved and changed since (the approval holds the card's input fingerprint).

async function run(r: ReportRun) {
  const { range, periods, cards } = await cardsOfRange(r);
  const names = await payCodeNames(r.trx, r.orgId);
  const approvals = new Map<string, Awaited<ReturnType<typeof approvalsOf>>>();
  for (const period of periods) {
    const ids = cards.filter((c) => c.period.start === period.start).map((c) => c.worker.id);
    approvals.set(period.start, await approvalsOf(r.trx, r.orgId, ids, period.start));
  }
  const rows: ReportRow[] = [];
  for (const { worker, period, card, fingerprint } of cards) {
    const lines = [...dayRows(card), ...payCodeRows(card, names.order, (code) => names.byCode.get(code) ?? code)];
    if (lines.length === 0) continue;
    // The approval holds the fingerprint of the card it approved: compared with the card's as read now.
    const state = approvalFields(approvals.get(period.start)!.get(worker.id), fingerprint);
    const head = {
      ...workerCells(worker),
      periodStart: period.start,
      period: `${formatDate(period.start, r.prefs)} – ${formatDate(period.end, r.prefs)}`,
      approval: state.approved ? 'Approved' : state.approvalStale ? 'Changed since approved' : 'Not approved',
      approvedBy: state.approval?.approvedBy ?? null,
      approvedAt: state.approval ? Math.floor(Date.parse(state.approval.approvedAt) / 1000) : null,
    };
    for (const line of lines) rows.push({ ...head, ...line });
  }
  return { rows, notes: [`Pay periods touching ${rangeNote(range, r.prefs)}`] };
}

export const timecardsReport: ServerReport = { spec: TIMECARDS_REPORT, run };
