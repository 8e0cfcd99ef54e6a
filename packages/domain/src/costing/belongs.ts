import type { CostingCode, CostingJob, CostingPhase } from './types';

/**
 * Whether a phase may be used with the chosen job and category (ids, null when not chosen): a
 * phase of that job, or of any job (jobId null) whose category is empty or the job's; and its
 * category empty or the chosen one. `job` is the chosen job's record when known.
 * @example phaseBelongs({ id: 5, jobId: null, jobCategoryId: 2 }, 9, { ...job9, jobCategoryId: 3 }, null) // false
 */
export function phaseBelongs(
  phase: CostingPhase,
  jobId: number | null,
  job: Pick<CostingJob, 'jobCategoryId'> | undefined,
  categoryId: number | null,
): boolean {
  if (jobId !== null && phase.jobId !== jobId) {
    if (phase.jobId !== null) return false;
    if (phase.jobCategoryId !== null && job !== undefined && phase.jobCategoryId !== job.jobCategoryId) return false;
  }
  return categoryId === null || phase.jobCategoryId === null || phase.jobCategoryId === categoryId;
}

/**
 * Whether a cost code may be used with the chosen job and phase: its job empty or the chosen
 * one, its phase empty or the chosen one. Only a partial selection may leave out the job or
 * phase a code is bound to (they are filled in later).
 */
export function costCodeBelongs(code: CostingCode, jobId: number | null, phaseId: number | null, partial: boolean): boolean {
  const fits = (bound: number | null, chosen: number | null) => bound === null || bound === chosen || (chosen === null && partial);
  return fits(code.jobId, jobId) && fits(code.jobPhaseId, phaseId);
}
