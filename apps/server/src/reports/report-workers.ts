import type { ReportParams } from '@punchline/contracts';
import { formatPersonName, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// The workers a report covers, read once with the names its rows show: every report filters
// workers the same way (workers, departments, org units, teams, labels, active). A restricted
// administrator's row-level security policies apply here like everywhere else.

export type ReportWorker = {
  id: number;
  worker: string;
  employeeNumber: string | null;
  department: string | null;
  orgUnit: string | null;
  payClass: string | null;
  departmentId: number | null;
  orgUnitId: number | null;
  payClassId: number | null;
  payType: string;
  active: boolean;
};

const ids = (list: readonly number[] | undefined) => (list && list.length > 0 ? list : undefined);

/** The report's workers, ordered by name as the organization writes names. */
export async function reportWorkers(trx: TenantTx, orgId: number, params: ReportParams, prefs: FormatPreferences): Promise<ReportWorker[]> {
  let query = trx
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('org_units as u', 'u.id', 'e.org_unit_id')
    .leftJoin('pay_classes as c', 'c.id', 'e.pay_class_id')
    .select([
      'e.id',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.display_name',
      'e.employee_number',
      'e.department_id',
      'e.org_unit_id',
      'e.pay_class_id',
      'e.pay_type',
      'e.active',
      'd.name as department',
      'u.name as org_unit',
      'c.name as pay_class',
    ])
    .where('e.org_id', '=', orgId)
    .where('e.is_worker', '=', true);
  if (!params.includeInactive) query = query.where('e.active', '=', true);
  const employees = ids(params.employeeIds);
  if (employees) query = query.where('e.id', 'in', employees);
  const departments = ids(params.departmentIds);
  if (departments) query = query.where('e.department_id', 'in', departments);
  const units = ids(params.orgUnitIds);
  if (units) query = query.where('e.org_unit_id', 'in', units);
  const labels = ids(params.labelIds);
  if (labels)
    query = query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements_text(e.label_ids) l where l::bigint = any(${labels}::bigint[]))`,
    );
  const teams = ids(params.teamIds);
  if (teams)
    query = query.where(
      sql<boolean>`exists (select 1 from teams t where t.org_id = e.org_id and t.id = any(${teams}::bigint[]) and t.member_ids @> to_jsonb(e.id))`,
    );
  const rows = await query.execute();
  const workers = rows.map((r) => ({
    id: r.id,
    worker: formatPersonName(
      { firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, displayName: r.display_name },
      prefs,
    ),
    employeeNumber: r.employee_number,
    department: r.department,
    orgUnit: r.org_unit,
    payClass: r.pay_class,
    departmentId: r.department_id,
    orgUnitId: r.org_unit_id,
    payClassId: r.pay_class_id,
    payType: r.pay_type,
    active: r.active,
  }));
  return workers.sort((a, b) => a.worker.localeCompare(b.worker) || a.id - b.id);
}

/** The worker columns of a row (WORKER_COLUMNS of the contracts, plus the id rows are keyed by). */
export const workerCells = (w: ReportWorker) => ({
  employeeId: w.id,
  worker: w.worker,
  employeeNumber: w.employeeNumber,
  department: w.department,
  orgUnit: w.orgUnit,
  payClass: w.payClass,
});
