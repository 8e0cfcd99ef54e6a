import { COSTING_FIELD_LABELS, hasFeature, type CostingErrors, type CostingField, type CostingFlags } from '@punchline/domain';

// The "Try a selection" panel of Settings → Costing → Defaults: what the settings being edited
// make of a costing selection, before they are saved and the clocks use them.

/** The costing gates as they would be with this costing mode (the features stay the session's). */
export function flagsWithMode(features: readonly string[], costingMode: unknown): CostingFlags {
  const costingEnabled = hasFeature(features, 'job_costing');
  const enhancedCostingEnabled = costingEnabled && costingMode === 'enhanced';
  return { costingEnabled, enhancedCostingEnabled, jobCategoryEnabled: enhancedCostingEnabled && hasFeature(features, 'job_category') };
}

export type TryResult = { state: 'valid' | 'invalid' | 'checking'; text: string; problems: string[] };

const ORDER: (CostingField | 'costingIsPartial')[] = ['jobLabel', 'jobCategory', 'job', 'jobPhase', 'costCode', 'costingIsPartial'];
const labelOf = (field: CostingField | 'costingIsPartial') =>
  field === 'costingIsPartial' ? 'Partial Costing' : COSTING_FIELD_LABELS[field];

/**
 * The verdict: 'This selection is valid for Ann Lee.' or 'This selection is not valid for Ann Lee:'
 * with one line per problem, named by its field unless the message already names it. While the
 * chosen records load the rules cannot judge everything: no verdict then.
 */
export function tryResult(errors: CostingErrors, workerName: string | null, checking = false): TryResult {
  if (checking) return { state: 'checking', text: 'Checking the selection…', problems: [] };
  const forWhom = workerName ? ` for ${workerName}` : '';
  const problems = ORDER.flatMap((field) =>
    (errors[field] ?? []).map((message) => (message.startsWith(labelOf(field)) ? message : `${labelOf(field)}: ${message}`)),
  );
  if (problems.length === 0) return { state: 'valid', text: `This selection is valid${forWhom}.`, problems };
  return { state: 'invalid', text: `This selection is not valid${forWhom}:`, problems };
}

/** The line above the jobs a worker may use: how many, and whether the list stops short. */
export function openJobsText(workerName: string, count: number, more: boolean): string {
  if (count === 0) return `${workerName} may use no job.`;
  return `Jobs ${workerName} may use${more ? ` (the first ${count})` : ` (${count})`}:`;
}
