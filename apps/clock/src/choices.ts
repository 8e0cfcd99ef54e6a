import { EMPTY_COSTING_SELECTION, costCodeBelongs, phaseBelongs, validateCostingSelection, type CostingErrors } from '@punchline/domain';
import type { ClockConfig, CostingChoice as Costing, CostingOptions, PunchCode } from '@punchline/contracts/device';

// What the clock asks before a punch, by the same rules and messages as the console
// (packages/domain/src/costing): a punch code, and at an IN what the time is worked on.

/** Whether to ask for a punch code: the clock defaults say so, or the organization requires one. */
export function asksPunchCode(config: ClockConfig): boolean {
  return config.punchCodeMode === 'required' || (config.punchCodeMode === 'optional' && config.defaults.punchCodePrompt);
}

/** The codes that fit a punch of this type. */
export function punchCodesFor(config: ClockConfig, type: 'in' | 'out'): PunchCode[] {
  return config.punchCodes.filter((c) => c.type === 'both' || c.type === type);
}

export const PUNCH_CODE_REQUIRED = 'Punch Code is a required field.';

/** The costing choices at this punch: only at an IN, only when identify offered them. */
export function costingChoicesFor(options: CostingOptions | null | undefined, type: 'in' | 'out'): CostingOptions | null {
  return type === 'in' && options && options.jobs.length > 0 ? options : null;
}

const enhanced = (config: ClockConfig) => config.costing.costingMode === 'enhanced';

/** Whether the chosen job takes a phase and a cost code, and those that may go with it (none in basic costing). */
export function detailChoices(options: CostingOptions, config: ClockConfig, costing: Costing) {
  const job = options.jobs.find((j) => j.id === costing.job);
  if (!job || !enhanced(config)) return { job, showPhase: false, showCode: false, phases: [], codes: [] };
  const showPhase = job.jobPhaseMode !== 'none';
  const showCode = job.costCodeMode !== 'none';
  const phases = showPhase ? options.jobPhases.filter((p) => phaseBelongs(p, job.id, job, null)) : [];
  const codes = showCode ? options.costCodes.filter((c) => costCodeBelongs(c, job.id, costing.jobPhase, false)) : [];
  return { job, showPhase, showCode, phases, codes };
}

/** A new job clears the phase and cost code; a new phase clears a cost code that no longer fits. */
export function changeCosting(options: CostingOptions, costing: Costing, field: keyof Costing, value: number | null): Costing {
  if (field === 'job') return { job: value, jobPhase: null, costCode: null };
  if (field === 'jobPhase') {
    const code = options.costCodes.find((c) => c.id === costing.costCode);
    const keep = code && costCodeBelongs(code, costing.job, value, false);
    return { ...costing, jobPhase: value, costCode: keep ? costing.costCode : null };
  }
  return { ...costing, costCode: value };
}

/** The console's costing errors for the selection, in the API's field-error shape. */
export function costingErrors(options: CostingOptions, config: ClockConfig, costing: Costing): CostingErrors {
  const { job } = detailChoices(options, config, costing);
  const find = <T extends { id: number }>(list: T[], id: number | null) =>
    id === null ? undefined : (list.find((x) => x.id === id) ?? null);
  return validateCostingSelection(
    { ...EMPTY_COSTING_SELECTION, ...costing, jobCategory: job?.jobCategoryId ?? null },
    {
      enhanced: enhanced(config),
      jobRequired: config.costing.jobRequired,
      job: costing.job === null ? undefined : (job ?? null),
      jobPhase: find(options.jobPhases, costing.jobPhase),
      costCode: find(options.costCodes, costing.costCode),
    },
  );
}
