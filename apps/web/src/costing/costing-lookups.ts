import type { CostingCode, CostingJob, CostingMode, CostingPhase, CostingSelection } from '@punchline/domain';
import type { Params } from '../detail/remote-select';
import type { ResourceRow } from '../lists/list-api';

// What the costing pickers ask the lookups of SPEC section 7 (costing/jobs, costing/jobphases,
// costing/codes): only what the selection so far allows, for the worker or device it is for.

/** Whom the selection is for: job access narrows the jobs (and their phases and cost codes). */
export type CostingScope = { workerId?: number | null; deviceOrgUnitId?: number | null };

/** The lookup paths, and the collections whose records the selection holds. */
export const COSTING_PATHS = {
  job: 'costing/jobs',
  jobPhase: 'costing/jobphases',
  costCode: 'costing/codes',
  jobCategory: 'costing/jobcategories',
  jobLabel: 'labels',
} as const;

const id = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

const scopeParams = (scope: CostingScope): Params => ({ worker: id(scope.workerId), deviceOrgUnit: id(scope.deviceOrgUnitId) });

/**
 * The jobs a picker offers: open to the worker or device, of the chosen category while categories
 * show (a partial selection may pair a job with another category, so it does not narrow then).
 */
export function jobParams(s: CostingSelection, scope: CostingScope, categoryShown: boolean): Params {
  const byCategory = categoryShown && !s.costingIsPartial;
  return { ...scopeParams(scope), jobCategory: byCategory ? id(s.jobCategory) : undefined };
}

/** The phases of the chosen job (and category). */
export function phaseParams(s: CostingSelection, scope: CostingScope): Params {
  return { ...scopeParams(scope), job: id(s.job), jobCategory: id(s.jobCategory) };
}

/** The cost codes of the chosen job and phase. */
export function codeParams(s: CostingSelection, scope: CostingScope): Params {
  return { ...scopeParams(scope), job: id(s.job), jobPhase: id(s.jobPhase) };
}

/** Job labels are labels of type 'work'. */
export const JOB_LABEL_PARAMS: Params = { type: 'work' };

const idOr = (value: unknown) => (typeof value === 'number' ? value : null);
const modeOf = (value: unknown): CostingMode => (value === 'optional' || value === 'require' ? value : 'none');

/** The parts of a job row the selection rules read. */
export const jobRecord = (row: ResourceRow): CostingJob => ({
  id: row.id,
  jobCategoryId: idOr(row.jobCategoryId),
  jobPhaseMode: modeOf(row.jobPhaseMode),
  costCodeMode: modeOf(row.costCodeMode),
});

/** The parts of a job phase row the selection rules read. */
export const phaseRecord = (row: ResourceRow): CostingPhase => ({
  id: row.id,
  jobId: idOr(row.jobId),
  jobCategoryId: idOr(row.jobCategoryId),
});

/** The parts of a cost code row the selection rules read. */
export const codeRecord = (row: ResourceRow): CostingCode => ({ id: row.id, jobId: idOr(row.jobId), jobPhaseId: idOr(row.jobPhaseId) });

/** A job or cost code as a picker names it: 'Name (CODE)' when it has a code. */
export function codedName(row: ResourceRow): string {
  const name = typeof row.name === 'string' && row.name !== '' ? row.name : `#${row.id}`;
  return typeof row.code === 'string' && row.code !== '' ? `${name} (${row.code})` : name;
}
