import type { SessionFlags } from '../session/flags';
import { costCodeBelongs, phaseBelongs } from './belongs';
import type { CostingField, CostingJob, CostingRecords, CostingSelection } from './types';

/** The session flags that gate the costing fields (SPEC section 6). */
export type CostingFlags = Pick<SessionFlags, 'costingEnabled' | 'enhancedCostingEnabled' | 'jobCategoryEnabled'>;

/** Which parts of the costing selection a form shows. */
export type CostingVisibility = Record<CostingField | 'costingIsPartial', boolean>;

type Mode = 'jobPhaseMode' | 'costCodeMode';

/**
 * Whether the phase or cost code shows: the chosen job has that mode, or partial is checked (SPEC
 * section 4). A chosen job whose mode is 'none' hides it even when partial, since the field could
 * only be empty (section 5). `undefined` when it cannot be told yet (the job is still loading).
 */
function modeShows(s: CostingSelection, job: CostingJob | undefined, mode: Mode): boolean | undefined {
  if (s.job === null) return s.costingIsPartial;
  if (job === undefined || job.id !== s.job) return undefined;
  return job[mode] !== 'none';
}

/**
 * Which costing fields a form shows (SPEC sections 4 and 6): nothing without costing; the job
 * (and its category with jobCategoryEnabled) in basic costing; in enhanced costing also the
 * partial flag, the job label (only when partial and no job), phase and cost code as above.
 */
export function visibleCostingFields(s: CostingSelection, flags: CostingFlags, job?: CostingJob): CostingVisibility {
  const enhanced = flags.costingEnabled && flags.enhancedCostingEnabled;
  const detail = (mode: Mode) => enhanced && (modeShows(s, job, mode) ?? s.costingIsPartial);
  return {
    job: flags.costingEnabled,
    jobCategory: flags.costingEnabled && flags.jobCategoryEnabled,
    costingIsPartial: enhanced,
    jobLabel: enhanced && s.costingIsPartial && s.job === null,
    jobPhase: detail('jobPhaseMode'),
    costCode: detail('costCodeMode'),
  };
}

/** Empties the fields that can no longer hold a value (hidden ones; a loading job keeps them). */
function clearHidden(s: CostingSelection, job: CostingJob | undefined): CostingSelection {
  return {
    ...s,
    jobLabel: s.costingIsPartial && s.job === null ? s.jobLabel : null,
    jobPhase: modeShows(s, job, 'jobPhaseMode') === false ? null : s.jobPhase,
    costCode: modeShows(s, job, 'costCodeMode') === false ? null : s.costCode,
  };
}

/**
 * The selection after one field changes (SPEC section 4): choosing a job sets its category,
 * clears the job label and the phase or cost code its modes lack (or that belong to another job);
 * clearing the job clears phase and cost code; choosing a phase clears a cost code of another
 * phase; unchecking partial clears what only partial costing shows. `records` holds the records
 * of the selection after the change (the newly chosen job) when known.
 * @example changeCostingSelection(sel, 'job', 7, { job: { id: 7, jobCategoryId: 2, jobPhaseMode: 'none', costCodeMode: 'optional' } })
 * // jobCategory 2, jobPhase null, jobLabel null
 */
export function changeCostingSelection(
  previous: CostingSelection,
  field: CostingField | 'costingIsPartial',
  value: number | boolean | null,
  records: CostingRecords = {},
): CostingSelection {
  const next = { ...previous, [field]: value } as CostingSelection;
  const job = records.job && records.job.id === next.job ? records.job : undefined;
  const { jobPhase: phase, costCode: code } = records;
  if (field === 'job' && next.job === null) {
    next.jobPhase = null;
    next.costCode = null;
  } else if (field === 'job' && next.job !== previous.job) {
    // The job label goes with clearHidden: it shows only while no job is chosen.
    if (job) next.jobCategory = job.jobCategoryId;
    if (phase && phase.id === next.jobPhase && !phaseBelongs(phase, next.job, job, null)) next.jobPhase = null;
  }
  if ((field === 'job' || field === 'jobPhase') && code && code.id === next.costCode) {
    if (!costCodeBelongs(code, next.job, next.jobPhase, next.costingIsPartial)) next.costCode = null;
  }
  return clearHidden(next, job);
}
