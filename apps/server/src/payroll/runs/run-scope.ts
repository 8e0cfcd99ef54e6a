import type { PayRunSelection } from '@punchline/contracts';
import { dayFromIso, isoFromDay, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { periodOf, type OrgInputs } from '../../timecards/timecards.service';

// What a pay run covers: its days (a regular run one pay period, an off-cycle run any range), the
// pay periods holding those days (their cards are what it pays), and its workers.

export type RunRange = { start: string; end: string };
export type RunScopeInput = { kind: 'regular' | 'off_cycle'; periodStart: string; periodEnd?: string | undefined };

/** An off-cycle run covers at most this many days (a year). */
export const MAX_OFF_CYCLE_DAYS = 366;

/** The run's days: the pay period holding periodStart (regular), or periodStart..periodEnd (off-cycle). */
export function runRange(inputs: OrgInputs, scope: RunScopeInput): RunRange {
  if (scope.kind === 'regular') {
    const period = periodOf(inputs, scope.periodStart);
    return { start: period.start, end: period.end };
  }
  const end = scope.periodEnd ?? scope.periodStart;
  if (end < scope.periodStart) throw ApiError.fields({ periodEnd: ['The last day must not be before the first day.'] });
  if (dayFromIso(end) - dayFromIso(scope.periodStart) + 1 > MAX_OFF_CYCLE_DAYS) {
    throw ApiError.fields({ periodEnd: [`An off-cycle run covers at most ${MAX_OFF_CYCLE_DAYS} days.`] });
  }
  return { start: scope.periodStart, end };
}

/** The pay periods holding the range's days, in order. */
export function periodsOf(inputs: OrgInputs, range: RunRange): PayPeriod[] {
  const periods: PayPeriod[] = [];
  let day = range.start;
  while (day <= range.end) {
    const period = periodOf(inputs, day);
    periods.push(period);
    day = isoFromDay(period.endDay + 1);
  }
  return periods;
}

const listed = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? [...ids] : null);

/**
 * The workers a run pays: workers employed during the range (hired by its end, not terminated
 * before its start, active or terminated inside it), narrowed by the selection. A restricted
 * administrator's row-level policies narrow it further, as every read does.
 */
export async function selectedWorkers(trx: TenantTx, orgId: number, selection: PayRunSelection, range: RunRange): Promise<number[]> {
  let query = trx
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.org_id', '=', orgId)
    .where('e.is_worker', '=', true)
    .where((eb) => eb.or([eb('e.hire_date', 'is', null), eb('e.hire_date', '<=', range.end)]))
    .where((eb) =>
      eb.or([
        eb.and([eb('e.active', '=', true), eb.or([eb('e.termination_date', 'is', null), eb('e.termination_date', '>=', range.start)])]),
        eb('e.termination_date', '>=', range.start),
      ]),
    );
  const employees = listed(selection.employeeIds);
  if (employees) query = query.where('e.id', 'in', employees);
  const departments = listed(selection.departmentIds);
  if (departments) query = query.where('e.department_id', 'in', departments);
  const units = listed(selection.orgUnitIds);
  if (units) query = query.where('e.org_unit_id', 'in', units);
  const labels = listed(selection.labelIds);
  if (labels) {
    query = query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements_text(e.label_ids) l where l::bigint = any(${labels}::bigint[]))`,
    );
  }
  const rows = await query.orderBy('e.id').execute();
  return rows.map((r) => r.id);
}
