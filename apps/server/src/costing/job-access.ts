import { INVALID_CHOICE, type ValuePair } from '@punchline/contracts';
import { sql, type RawBuilder } from 'kysely';
import { ApiError } from '../http/api-error';
import type { ListContext } from '../resources/server-resources';
import { jobAccessSettings } from './costing-settings';

// Job access (docs/costing.md): who may use a job. A job names workers directly and through user
// labels, org units, departments and custom field values; with all of those empty it is open to
// everyone, unless the organization requires job access. Nothing is limited while the
// organization does not restrict job access by user.

/** Whom a lookup answers for: a worker's attributes, or attributes asked for without a worker. */
export type AccessSubject = {
  workerIds: number[];
  orgUnitIds: number[];
  departmentIds: number[];
  userLabelIds: number[];
  /** The subject's custom field values as `id:value` text ('5:Large', '7:true'). */
  customValues: string[];
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as unknown[]).map(Number) : []);
const pairsText = (map: unknown): string[] =>
  Object.entries((map ?? {}) as Record<string, unknown>).map(([key, value]) => `${key}:${String(value)}`);

/**
 * The access conditions over a job row aliased `job` (its columns worker_ids, user_label_ids,
 * org_unit_ids, department_ids, custom_field_values): open to the subject when it names the
 * subject (a worker, one of their labels, their org unit or department, or custom field values
 * that the subject holds every one of), or names nobody and access is not required.
 */
export function openTo(job: string, subject: AccessSubject, requireJobAccess: boolean): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${job}.${name}`);
  const overlaps = (name: string, wanted: number[]) =>
    wanted.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from jsonb_array_elements_text(${col(name)}) e(v) where e.v = any(${wanted.map(String)}::text[]))`;
  const values = col('custom_field_values');
  // Every value the job names is the subject's (a job naming none is not named by it).
  const holdsValues = sql<boolean>`(${values} <> '{}'::jsonb and not exists (select 1 from jsonb_each_text(${values}) kv
    where (kv.key || ':' || kv.value) <> all(${subject.customValues}::text[])))`;
  const named = sql<boolean>`(${overlaps('worker_ids', subject.workerIds)} or ${overlaps('user_label_ids', subject.userLabelIds)}
    or ${overlaps('org_unit_ids', subject.orgUnitIds)} or ${overlaps('department_ids', subject.departmentIds)} or ${holdsValues})`;
  if (requireJobAccess) return named;
  const namesNobody = sql<boolean>`(${col('worker_ids')} = '[]'::jsonb and ${col('user_label_ids')} = '[]'::jsonb
    and ${col('org_unit_ids')} = '[]'::jsonb and ${col('department_ids')} = '[]'::jsonb and ${values} = '{}'::jsonb)`;
  return sql<boolean>`(${namesNobody} or ${named})`;
}

type WorkerRow = {
  id: number | string;
  org_unit_id: number | null;
  department_id: number | null;
  label_ids: unknown;
  custom_field_values: unknown;
  sensitive_custom_field_values: unknown;
};

/** Workers as access subjects; a worker's sensitive custom values count too (the answer is jobs, not values). */
async function workerSubjects(ctx: ListContext, where: RawBuilder<boolean>): Promise<AccessSubject[]> {
  const rows = await sql<WorkerRow>`select id, org_unit_id, department_id, label_ids, custom_field_values, sensitive_custom_field_values
    from employees where org_id = ${ctx.orgId} and ${where}`.execute(ctx.trx);
  return rows.rows.map((w) => ({
    workerIds: [Number(w.id)],
    orgUnitIds: w.org_unit_id === null ? [] : [Number(w.org_unit_id)],
    departmentIds: w.department_id === null ? [] : [Number(w.department_id)],
    userLabelIds: ids(w.label_ids),
    customValues: [...pairsText(w.custom_field_values), ...pairsText(w.sensitive_custom_field_values)],
  }));
}

/**
 * Whom the lookup answers for: `worker` (each named worker; one out of the caller's sight is
 * 'This selection is not valid.'), else the attributes asked for (deviceOrgUnit and orgUnit
 * alike), else with `requirePerms=yes` the caller's own worker record (none: a subject with
 * nothing, open only to jobs that name nobody). Null: the lookup is not about job access.
 */
async function subjectsOf(ctx: ListContext, params: Record<string, unknown>): Promise<AccessSubject[] | null> {
  const workers = ids(params.worker);
  if (workers.length > 0) {
    const found = await workerSubjects(ctx, sql<boolean>`id = any(${workers}::bigint[])`);
    if (found.length !== new Set(workers).size) throw ApiError.fields({ worker: [INVALID_CHOICE] });
    return found;
  }
  const pairs = (params.customFieldValues ?? []) as ValuePair[];
  const attributes: AccessSubject = {
    workerIds: [],
    orgUnitIds: [...ids(params.orgUnit), ...ids(params.deviceOrgUnit)],
    departmentIds: ids(params.department),
    userLabelIds: ids(params.userLabel),
    customValues: pairs.map((p) => `${p.id}:${p.value}`),
  };
  const asked = attributes.orgUnitIds.length + attributes.departmentIds.length + attributes.userLabelIds.length + pairs.length;
  if (asked > 0) return [attributes];
  if (params.requirePerms !== 'yes') return null;
  const own = await workerSubjects(ctx, sql<boolean>`user_id = ${ctx.caller.access.userId}`);
  return own.length > 0 ? own : [attributes];
}

/**
 * The job access conditions of a lookup over the job row `job` (one per subject: a job open to
 * each), none when the lookup names no subject or the organization does not restrict job access.
 */
export async function jobAccessConditions(ctx: ListContext, params: Record<string, unknown>, job: string): Promise<RawBuilder<boolean>[]> {
  const subjects = await subjectsOf(ctx, params);
  if (!subjects) return [];
  const settings = await jobAccessSettings(ctx.trx, ctx.orgId);
  if (!settings.canRestrictJobAccessByUser) return [];
  return subjects.map((s) => openTo(job, s, settings.requireJobAccess));
}

/** The same for a phase or cost code (row `r`): one of no job is for every job; otherwise its job must be open. */
export async function ownJobAccessConditions(ctx: ListContext, params: Record<string, unknown>): Promise<RawBuilder<boolean>[]> {
  const conditions = await jobAccessConditions(ctx, params, 'j');
  return conditions.map((open) => sql<boolean>`(r.job_id is null or exists (select 1 from jobs j where j.id = r.job_id and ${open}))`);
}
