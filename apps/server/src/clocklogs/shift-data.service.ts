import type { ShiftData } from '@punchline/contracts';
import { convertEligibility, formatPersonName, localFromEpoch } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { namePrefs } from './clock-logs.list';
import { jsonIds } from '../db/json-columns';

// The Convert-to-punch data of a clock log (SPEC section 3): the worker, where the clock is, the
// costing the attempt carried, and the worker's punches around the attempt as in/out pairs with
// the sides the attempt may fill (packages/domain convertEligibility).

/** How far either side of the attempt the dialog looks for the worker's punches. */
export const CONVERT_WINDOW_SECONDS = 24 * 3600;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The log with what the convert data and the attach call need; 404 when the caller cannot see it. */
export const LOG_NOT_FOUND = 'This clock log does not exist, or you may not see its worker.';

export async function loadLog(trx: TenantTx, orgId: number, id: number, lock = false) {
  const query = trx
    .selectFrom('clock_logs as l')
    .leftJoin('devices as d', 'd.id', 'l.device_id')
    .innerJoin('organizations as o', 'o.id', 'l.org_id')
    .where('l.org_id', '=', orgId)
    .where('l.id', '=', id)
    .select([
      'l.id',
      'l.version',
      'l.at',
      'l.received_at',
      'l.employee_id',
      'l.device_id',
      'l.type',
      'l.method',
      'l.outcome',
      'l.punch_id',
      'l.decision',
      'l.costing',
      'l.face_status',
      'l.latitude',
      'l.longitude',
      'l.accuracy_m',
      'l.offline',
      'l.tampered',
      'l.geo',
      'l.punch_code_id',
      'd.org_unit_id as device_org_unit_id',
      'd.time_zone as device_zone',
      'o.timezone as org_zone',
    ]);
  const log = await (lock ? query.forUpdate('l') : query).executeTakeFirst();
  if (!log) throw ApiError.notFound(LOG_NOT_FOUND);
  return { ...log, id: Number(log.id), employee_id: log.employee_id === null ? null : Number(log.employee_id) };
}

export type LoadedLog = Awaited<ReturnType<typeof loadLog>>;

/** The worker's punches (not deleted) around the log's instant, as the convert rule takes them. */
export async function punchesAround(trx: TenantTx, orgId: number, employeeId: number, at: Date) {
  const seconds = epoch(at);
  const rows = await trx
    .selectFrom('punches')
    .select(['id', 'at', 'type'])
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('deleted_at', 'is', null)
    .where('at', '>=', new Date((seconds - CONVERT_WINDOW_SECONDS) * 1000))
    .where('at', '<=', new Date((seconds + CONVERT_WINDOW_SECONDS) * 1000))
    .execute();
  return rows.map((p) => ({ id: Number(p.id), at: epoch(p.at), type: p.type }));
}

/** May the log still become a punch: a worker's attempt, not yet a punch, not rejected. */
export const mayConvert = (log: LoadedLog) => log.employee_id !== null && log.punch_id === null && log.decision !== 'rejected';

const costingId = (costing: Record<string, unknown> | null, key: string) => {
  const value = costing?.[key];
  return typeof value === 'number' ? value : null;
};

/** The Convert-to-punch data of a log, with the worker's department and labels (ids). */
export async function shiftData(trx: TenantTx, orgId: number, log: LoadedLog): Promise<ShiftData> {
  const worker =
    log.employee_id === null
      ? undefined
      : await trx
          .selectFrom('employees')
          .select(['first_name', 'last_name', 'middle_name', 'display_name', 'department_id', 'label_ids'])
          .where('org_id', '=', orgId)
          .where('id', '=', log.employee_id)
          .executeTakeFirst();
  const [punches, prefs] = await Promise.all([
    worker && log.employee_id !== null ? punchesAround(trx, orgId, log.employee_id, log.at) : [],
    namePrefs(trx, orgId),
  ]);
  const timezone = log.device_zone || log.org_zone || 'UTC';
  const costing = log.costing as Record<string, unknown> | null;
  return {
    clockLogId: log.id,
    at: log.at.toISOString(),
    type: log.type === 'in' || log.type === 'out' ? log.type : null,
    date: localFromEpoch(epoch(log.at), timezone).slice(0, 10),
    timezone,
    worker: worker ? log.employee_id : null,
    employeeName: worker
      ? formatPersonName(
          { firstName: worker.first_name, middleName: worker.middle_name, lastName: worker.last_name, displayName: worker.display_name },
          prefs,
        )
      : null,
    deviceOrgUnit: log.device_org_unit_id === null ? null : Number(log.device_org_unit_id),
    department: worker?.department_id == null ? null : Number(worker.department_id),
    userLabels: jsonIds(worker?.label_ids),
    job: costingId(costing, 'job'),
    jobCategory: costingId(costing, 'jobCategory'),
    jobPhase: costingId(costing, 'jobPhase'),
    costCode: costingId(costing, 'costCode'),
    punches: convertEligibility(punches, epoch(log.at)).map((pair) => ({
      id: pair.id,
      inDt: iso(pair.inAt),
      outDt: iso(pair.outAt),
      inEligible: pair.inEligible,
      outEligible: pair.outEligible,
    })),
    mayConvertToPunch: worker !== undefined && mayConvert(log),
  };
}
