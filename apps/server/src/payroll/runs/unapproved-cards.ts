import type { TenantTx } from '../../db/tenant';
import type { RangeCard } from './range-cards';

// Which workers' cards a run would pay without an approval: a card with paid time whose current
// fingerprint was never approved (or was approved before it changed: approvalStale). The approval
// is of the card's fingerprint (timecards/timecard-approvals.service.ts), so comparing the two is
// set-based: one query per batch of workers for the approvals of the range's periods.

export type Unapproved = { employeeId: number; approvalStale: boolean; periods: string[] };

const BATCH = 1000;

export async function unapprovedCards(
  trx: TenantTx,
  orgId: number,
  cards: ReadonlyMap<number, readonly RangeCard[]>,
): Promise<Unapproved[]> {
  const ids = [...cards.keys()];
  const starts = [...new Set([...cards.values()].flatMap((list) => list.map((c) => c.periodStart)))];
  const approved = new Map<string, string>();
  for (let i = 0; i < ids.length && starts.length > 0; i += BATCH) {
    const rows = await trx
      .selectFrom('timecard_approvals')
      .select(['employee_id', 'period_start', 'fingerprint'])
      .where('org_id', '=', orgId)
      .where('period_start', 'in', starts)
      .where('employee_id', 'in', ids.slice(i, i + BATCH))
      .execute();
    for (const r of rows) approved.set(`${r.employee_id}/${r.period_start}`, r.fingerprint);
  }
  const out: Unapproved[] = [];
  for (const [employeeId, list] of cards) {
    const open = list.filter((c) => c.paidSeconds > 0 && approved.get(`${employeeId}/${c.periodStart}`) !== c.fingerprint);
    if (open.length === 0) continue;
    out.push({
      employeeId,
      approvalStale: open.some((c) => approved.has(`${employeeId}/${c.periodStart}`)),
      periods: open.map((c) => c.periodStart),
    });
  }
  return out;
}
