import { costingDefaultsSettings } from '@punchline/contracts';
import {
  hasFeature,
  isFeature,
  MESSAGES,
  validateCostingSelection,
  type CostingCode,
  type CostingJob,
  type CostingMode,
  type CostingPhase,
  type CostingSelection,
} from '@punchline/domain';
import { sql, type RawBuilder } from 'kysely';
import { openTo, type AccessSubject } from '../costing/job-access';
import type { TenantTx } from '../db/tenant';
import { getSettings } from '../resources/settings.service';

// The costing a worker's punch may carry (SPEC section 5), for every path that writes one: the
// punch form, missed-punch approvals, the device API, clock log conversions. The chosen job must be
// active and open to the worker (job access, docs/costing.md); a phase or cost code of a job must
// have its job open too. The domain's rules then decide, with their exact messages.

export type CostingCheck = {
  employeeId: number;
  /** A time clock's org unit: a job open to the clock's org unit is open to whoever punches there. */
  deviceOrgUnitId?: number | null;
  selection: CostingSelection;
  /** The time clock app's version, for partial costing (absent from the console). */
  clockAppVersion?: string | null;
  /** Off: nothing is required (an OUT punch), the belonging rules still apply. */
  requiredValidation?: boolean;
  convertDialog?: boolean;
};

type WorkerRow = {
  org_unit_id: number | null;
  department_id: number | null;
  label_ids: unknown;
  custom_field_values: unknown;
  sensitive_custom_field_values: unknown;
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as unknown[]).map(Number) : []);
const pairs = (map: unknown): string[] => Object.entries((map ?? {}) as Record<string, unknown>).map(([k, v]) => `${k}:${String(v)}`);

/** The worker as a job access subject, with the clock's org unit when they punch at one. */
export async function workerAccessSubject(
  trx: TenantTx,
  orgId: number,
  check: Pick<CostingCheck, 'employeeId' | 'deviceOrgUnitId'>,
): Promise<AccessSubject> {
  const found = await sql<WorkerRow>`select org_unit_id, department_id, label_ids, custom_field_values, sensitive_custom_field_values
    from employees where org_id = ${orgId} and id = ${check.employeeId}`.execute(trx);
  const w = found.rows[0];
  const orgUnits = [w?.org_unit_id, check.deviceOrgUnitId].filter((v): v is number => v !== null && v !== undefined).map(Number);
  return {
    workerIds: [check.employeeId],
    orgUnitIds: orgUnits,
    departmentIds: w?.department_id == null ? [] : [Number(w.department_id)],
    userLabelIds: ids(w?.label_ids),
    customValues: w ? [...pairs(w.custom_field_values), ...pairs(w.sensitive_custom_field_values)] : [],
  };
}

type JobRow = { id: number; job_category_id: number | null; job_phase_mode: CostingMode; cost_code_mode: CostingMode };

/** The chosen records the worker may use: undefined when none is chosen, null when the id names none. */
async function records(trx: TenantTx, orgId: number, s: CostingSelection, open: RawBuilder<boolean>) {
  const one = async <T>(id: number | null, query: RawBuilder<T>) =>
    id === null ? undefined : ((await query.execute(trx)).rows[0] ?? null);
  const [job, phase, code] = await Promise.all([
    one(
      s.job,
      sql<JobRow>`select id, job_category_id, job_phase_mode, cost_code_mode from jobs j
      where j.org_id = ${orgId} and j.id = ${s.job} and j.active and ${open}`,
    ),
    one(
      s.jobPhase,
      sql<{ id: number; job_id: number | null; job_category_id: number | null }>`select r.id, r.job_id, r.job_category_id
      from job_phases r where r.org_id = ${orgId} and r.id = ${s.jobPhase} and r.active
      and (r.job_id is null or exists (select 1 from jobs j where j.id = r.job_id and ${open}))`,
    ),
    one(
      s.costCode,
      sql<{ id: number; job_id: number | null; job_phase_id: number | null }>`select r.id, r.job_id, r.job_phase_id
      from cost_codes r where r.org_id = ${orgId} and r.id = ${s.costCode} and r.active
      and (r.job_id is null or exists (select 1 from jobs j where j.id = r.job_id and ${open}))`,
    ),
  ]);
  return {
    job:
      job &&
      ({
        id: Number(job.id),
        jobCategoryId: nullableId(job.job_category_id),
        jobPhaseMode: job.job_phase_mode,
        costCodeMode: job.cost_code_mode,
      } satisfies CostingJob),
    jobPhase:
      phase &&
      ({ id: Number(phase.id), jobId: nullableId(phase.job_id), jobCategoryId: nullableId(phase.job_category_id) } satisfies CostingPhase),
    costCode:
      code && ({ id: Number(code.id), jobId: nullableId(code.job_id), jobPhaseId: nullableId(code.job_phase_id) } satisfies CostingCode),
  };
}

const nullableId = (v: number | string | null) => (v === null ? null : Number(v));

/** A chosen job label must be a work label, a chosen category one of the organization's. */
async function referenceErrors(trx: TenantTx, orgId: number, s: CostingSelection, invalid: string): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (s.jobLabel !== null) {
    const found = await sql`select 1 from labels where org_id = ${orgId} and type = 'work' and id = ${s.jobLabel}`.execute(trx);
    if (found.rows.length === 0) errors.jobLabel = [invalid];
  }
  if (s.jobCategory !== null) {
    const found = await sql`select 1 from job_categories where org_id = ${orgId} and id = ${s.jobCategory}`.execute(trx);
    if (found.rows.length === 0) errors.jobCategory = [invalid];
  }
  return errors;
}

/**
 * The field errors of a worker's costing selection (`{job: ['Job is a required field.']}`), empty
 * when it is valid or the organization has no job costing.
 */
export async function costingErrors(trx: TenantTx, orgId: number, check: CostingCheck): Promise<Record<string, string[]>> {
  const org = await sql<{ features: string[] }>`select features from organizations where id = ${orgId}`.execute(trx);
  if (!hasFeature((org.rows[0]?.features ?? []).filter(isFeature), 'job_costing')) return {};
  const settings = await getSettings(trx, costingDefaultsSettings, orgId);
  const restricted = settings.canRestrictJobAccessByUser === true;
  const open = restricted
    ? openTo('j', await workerAccessSubject(trx, orgId, check), settings.requireJobAccess === true)
    : sql<boolean>`true`;
  const s = check.selection;
  const chosen = await records(trx, orgId, s, open);
  const invalid = check.convertDialog ? MESSAGES.costingSelectionInvalidConvert : MESSAGES.costingSelectionInvalid;
  const errors = validateCostingSelection(s, {
    ...chosen,
    enhanced: settings.costingMode === 'enhanced',
    jobRequired: settings.jobRequired === true,
    requiredValidation: check.requiredValidation ?? true,
    convertDialog: check.convertDialog ?? false,
    clockAppVersion: check.clockAppVersion ?? null,
  }) as Record<string, string[]>;
  const references = settings.costingMode === 'enhanced' ? await referenceErrors(trx, orgId, s, invalid) : {};
  return { ...references, ...errors };
}

/** A stored costing map (ids as text, like the device API keeps them) as a selection. */
export function selectionOf(costing: Record<string, unknown> | null | undefined): CostingSelection {
  const idOf = (key: string) => {
    const v = costing?.[key];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
    return Number.isSafeInteger(n) ? n : null;
  };
  return {
    jobLabel: idOf('jobLabel'),
    jobCategory: idOf('jobCategory'),
    job: idOf('job'),
    jobPhase: idOf('jobPhase'),
    costCode: idOf('costCode'),
    costingIsPartial: costing?.costingIsPartial === true || costing?.costingIsPartial === 'true',
  };
}

/** A selection as punches keep it: the chosen ids as text, null when nothing is chosen. */
export function storedCosting(s: CostingSelection): Record<string, string> | null {
  const chosen = (['jobLabel', 'jobCategory', 'job', 'jobPhase', 'costCode'] as const).filter((k) => s[k] !== null);
  if (chosen.length === 0) return null;
  const out: Record<string, string> = Object.fromEntries(chosen.map((k) => [k, String(s[k])]));
  if (s.costingIsPartial) out.costingIsPartial = 'true';
  return out;
}
