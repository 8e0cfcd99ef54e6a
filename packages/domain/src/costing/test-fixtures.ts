import { EMPTY_COSTING_SELECTION, type CostingCode, type CostingJob, type CostingPhase, type CostingSelection } from './types';

// Jobs, phases and cost codes the costing tests choose from.
export const JOB_REQUIRE: CostingJob = { id: 1, jobCategoryId: 10, jobPhaseMode: 'require', costCodeMode: 'require' };
export const JOB_NONE: CostingJob = { id: 2, jobCategoryId: null, jobPhaseMode: 'none', costCodeMode: 'none' };
export const JOB_OPTIONAL: CostingJob = { id: 3, jobCategoryId: 10, jobPhaseMode: 'optional', costCodeMode: 'optional' };

export const PHASE_OF_JOB1: CostingPhase = { id: 101, jobId: 1, jobCategoryId: null };
export const PHASE_ANY: CostingPhase = { id: 102, jobId: null, jobCategoryId: null };
export const PHASE_CAT10: CostingPhase = { id: 103, jobId: null, jobCategoryId: 10 };
export const PHASE_CAT20: CostingPhase = { id: 104, jobId: null, jobCategoryId: 20 };
export const PHASE_OF_JOB3: CostingPhase = { id: 105, jobId: 3, jobCategoryId: null };

export const CODE_OF_JOB1: CostingCode = { id: 201, jobId: 1, jobPhaseId: null };
export const CODE_ANY: CostingCode = { id: 202, jobId: null, jobPhaseId: null };
export const CODE_OF_PHASE101: CostingCode = { id: 203, jobId: 1, jobPhaseId: 101 };
export const CODE_OF_JOB3: CostingCode = { id: 204, jobId: 3, jobPhaseId: null };

/** A selection with the given fields chosen. */
export const sel = (over: Partial<CostingSelection> = {}): CostingSelection => ({ ...EMPTY_COSTING_SELECTION, ...over });
