import { addDaysIso } from '@punchline/domain';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import { periodStateOf } from '../timecards/pay-periods.service';
import { recomputeInBatches, type ComputedCard } from '../timecards/recompute-batch';
import { computeCard, loadOrgInputs, periodOf } from '../timecards/timecards.service';

// The hours a per-hour time off policy earns from (issue 20): each worker's worked seconds per
// day, from their time cards, pay period by pay period. An open period's cards are brought up to
// date a batch of workers at a time (the recompute's batched path: a few statements per period,
// not a few per card), then read from the cache; a locked or finalized period keeps the cards it
// was closed with, as payroll did.

/** Worked seconds per local date for each worker, over [from, to]; nothing before their first punch. */
export async function workedByWorker(
  trx: TenantTx,
  orgId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
  /** The app clock's time (ms): a shift still open is worked up to it. */
  now: number,
): Promise<Map<number, Map<string, number>>> {
  const out = new Map(employeeIds.map((id) => [id, new Map<string, number>()]));
  if (employeeIds.length === 0 || from > to) return out;
  const inputs = await loadOrgInputs(trx, orgId);
  const ids = [...employeeIds];
  // Periods before anyone's first punch have nothing worked: their cards are not computed.
  const { rows } = await sql<{ first: string | null }>`select to_char(min(at) at time zone ${inputs.timeZone}, 'YYYY-MM-DD') as first
    from punches where org_id = ${orgId} and employee_id = any(${ids}::bigint[]) and deleted_at is null and at >= ${from}::date - 1`.execute(
    trx,
  );
  const first = rows[0]?.first;
  if (!first) return out;
  const nowSeconds = Math.floor(now / 1000);
  for (let date = first > from ? addDaysIso(first, -1) : from; date <= to;) {
    const period = periodOf(inputs, date);
    // The cards computed on the reports' replica, which keeps nothing: used from here.
    const unkept =
      (await periodStateOf(trx, orgId, period.start)) === 'open'
        ? await recomputeInBatches(trx, orgId, inputs, period, ids, nowSeconds)
        : new Map<number, ComputedCard>();
    const cached = await sql<Pick<Row<'timecard_cache'>, 'employee_id'> & { days: { date: string; workedSeconds: number }[] }>`
      select employee_id::int as employee_id, card->'days' as days from timecard_cache
       where org_id = ${orgId} and period_start = ${period.start} and employee_id = any(${ids}::bigint[])`.execute(trx);
    const seen = new Set<number>();
    const add = (employeeId: number, days: readonly { date: string; workedSeconds: number }[]) => {
      seen.add(employeeId);
      for (const d of days) if (d.workedSeconds > 0 && d.date >= from && d.date <= to) out.get(employeeId)?.set(d.date, d.workedSeconds);
    };
    for (const c of cached.rows) if (!unkept.has(c.employee_id)) add(c.employee_id, c.days ?? []);
    for (const [id, { card }] of unkept) add(id, card.days);
    // A closed period never computed for a worker (closed before they punched): computed once now.
    for (const id of ids) if (!seen.has(id)) add(id, (await computeCard(trx, orgId, id, period.start, { inputs, now: nowSeconds })).days);
    date = addDaysIso(period.end, 1);
  }
  return out;
}
