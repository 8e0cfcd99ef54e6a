import type { CardSummary } from '@punchline/contracts';
import { dayFromIso, epochFromLocal, isoFromDay, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { periodStateOf } from './pay-periods.service';
import { approvalFields, approvalsOf } from './timecard-approvals.service';
import { computeCardDetail, loadOrgInputs, periodOf } from './timecards.service';

// Bulk edit's list (issue 16): a page of workers with the summary of their card over the pay period
// holding `date`, or over a day range inside it. Each summary comes from the worker's card
// (computeCard, so cached cards are reused and the numbers are the single edit's numbers).

export type SummaryFilters = {
  date: string;
  from?: string;
  to?: string;
  employeeIds?: number[];
  departmentId?: number;
  orgUnitId?: number;
  search?: string;
  limit: number;
  offset: number;
  /** The app clock's time, epoch seconds. */
  now: number;
};

export const RANGE_OUTSIDE_PERIOD = (period: PayPeriod) =>
  `Choose days inside one pay period: the one holding this date runs from ${period.start} to ${period.end}.`;

/** The local days asked for: the whole period, or from..to inside it. */
export function daysOf(period: PayPeriod, from?: string, to?: string): { from: string; to: string } {
  const range = { from: from ?? period.start, to: to ?? period.end };
  const inside = (d: string) => dayFromIso(d) >= period.startDay && dayFromIso(d) <= period.endDay;
  if (!inside(range.from) || !inside(range.to) || range.from > range.to) throw ApiError.badRequest(RANGE_OUTSIDE_PERIOD(period));
  return range;
}

/** The instants of local days from..to (inclusive) in a zone, as a half-open interval. */
export function instantsOf(range: { from: string; to: string }, timeZone: string): { start: Date; end: Date } {
  const start = epochFromLocal(`${range.from}T00:00`, timeZone);
  const end = epochFromLocal(`${isoFromDay(dayFromIso(range.to) + 1)}T00:00`, timeZone);
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

export async function cardSummaries(trx: TenantTx, orgId: number, f: SummaryFilters) {
  const inputs = await loadOrgInputs(trx, orgId);
  const period = periodOf(inputs, f.date);
  const range = daysOf(period, f.from, f.to);
  let query = trx
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'middle_name', 'department_id', 'org_unit_id'])
    .where('org_id', '=', orgId)
    .where('is_worker', '=', true)
    .where('active', '=', true);
  if (f.employeeIds) query = query.where('id', 'in', f.employeeIds.length > 0 ? f.employeeIds : [0]);
  if (f.departmentId !== undefined) query = query.where('department_id', '=', f.departmentId);
  if (f.orgUnitId !== undefined) query = query.where('org_unit_id', '=', f.orgUnitId);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`(first_name || ' ' || last_name) ilike ${like}`);
  }
  // One more than a page tells whether another page follows.
  const rows = await query
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(f.limit + 1)
    .offset(f.offset)
    .execute();
  const page = rows.slice(0, f.limit);
  const ids = page.map((r) => Number(r.id));
  const { start, end } = instantsOf(range, inputs.timeZone);
  const [approvals, states] = await Promise.all([
    approvalsOf(trx, orgId, ids, period.start),
    ids.length === 0
      ? []
      : trx
          .selectFrom('punches as p')
          .leftJoin('entry_states as s', 's.id', 'p.entry_state_id')
          .select(['p.employee_id', 'p.entry_state_id', 's.name', sql<number>`count(*)::int`.as('n')])
          .where('p.org_id', '=', orgId)
          .where('p.employee_id', 'in', ids)
          .where('p.deleted_at', 'is', null)
          .where('p.at', '>=', start)
          .where('p.at', '<', end)
          .groupBy(['p.employee_id', 'p.entry_state_id', 's.name'])
          .execute(),
  ]);
  const results: CardSummary[] = [];
  for (const row of page) {
    const employeeId = Number(row.id);
    const { card, fingerprint } = await computeCardDetail(trx, orgId, employeeId, f.date, { inputs, now: f.now });
    const days = card.days.filter((d) => d.date >= range.from && d.date <= range.to);
    const payCodes: Record<string, number> = {};
    for (const d of days) for (const [code, s] of Object.entries(d.byPayCode)) if (s > 0) payCodes[code] = (payCodes[code] ?? 0) + s;
    const flags = [...new Set(days.flatMap((d) => d.flags))];
    const mine = states.filter((s) => Number(s.employee_id) === employeeId);
    const { approval: _approval, ...approval } = approvalFields(approvals.get(employeeId), fingerprint);
    results.push({
      employeeId,
      firstName: row.first_name,
      lastName: row.last_name,
      middleName: row.middle_name,
      departmentId: row.department_id === null ? null : Number(row.department_id),
      orgUnitId: row.org_unit_id === null ? null : Number(row.org_unit_id),
      workedSeconds: days.reduce((t, d) => t + d.workedSeconds, 0),
      paidSeconds: days.reduce((t, d) => t + d.paidSeconds, 0),
      payCodes,
      flagCount: days.reduce((t, d) => t + d.flags.length, 0),
      flags,
      ...approval,
      entryStateId: mine.length === 1 && mine[0]!.entry_state_id !== null ? Number(mine[0]!.entry_state_id) : null,
      entryStateName: mine.length === 1 ? (mine[0]!.name ?? null) : null,
      entryStateMixed: mine.length > 1,
      punchCount: mine.reduce((t, s) => t + s.n, 0),
    });
  }
  // The period's state is the same for every worker: answered once for the page.
  const periodState = await periodStateOf(trx, orgId, period.start);
  return {
    results,
    cursor: rows.length > f.limit ? String(f.offset + f.limit) : null,
    supplementalData: { period: { start: period.start, end: period.end }, range, periodState },
  };
}
