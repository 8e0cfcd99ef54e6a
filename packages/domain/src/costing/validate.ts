import { MESSAGES } from '../constants';
import { validationMessage } from '../validation/messages';
import { appVersionAtLeast, PARTIAL_COSTING_MIN_APP } from './app-version';
import { costCodeBelongs, phaseBelongs } from './belongs';
import {
  COSTING_FIELD_LABELS,
  type CostingContext,
  type CostingErrors,
  type CostingField,
  type CostingMode,
  type CostingSelection,
} from './types';

/** Partial costing counts only in enhanced costing (basic costing has no such flag). */
const isPartial = (s: CostingSelection, c: CostingContext) => c.enhanced && s.costingIsPartial;

/**
 * Whether the job must be chosen: not for a partial selection; otherwise when required-validation
 * is on and either the organization requires a job or a category was chosen without one.
 * @example isJobRequired({ ...EMPTY_COSTING_SELECTION, jobCategory: 3 }, { enhanced: true, jobRequired: false }) // true
 */
export function isJobRequired(s: CostingSelection, c: CostingContext): boolean {
  if (isPartial(s, c) || c.requiredValidation === false) return false;
  return c.jobRequired || (c.enhanced && s.jobCategory !== null);
}

/** Whether the phase or cost code must be chosen: the chosen job's mode is 'require' (not for partial). */
function requiredByMode(s: CostingSelection, c: CostingContext, mode: CostingMode | undefined): boolean {
  return c.enhanced && !isPartial(s, c) && c.requiredValidation !== false && mode === 'require';
}

/** The chosen job's record, when it is the one the selection names. */
const chosenJob = (s: CostingSelection, c: CostingContext) => (c.job && c.job.id === s.job ? c.job : undefined);

/** The fields a form marks as required for this selection right now. */
export function requiredCostingFields(s: CostingSelection, c: CostingContext): CostingField[] {
  const job = chosenJob(s, c);
  const fields: CostingField[] = [];
  if (isJobRequired(s, c)) fields.push('job');
  if (requiredByMode(s, c, job?.jobPhaseMode)) fields.push('jobPhase');
  if (requiredByMode(s, c, job?.costCodeMode)) fields.push('costCode');
  return fields;
}

/**
 * Whether a phase or cost code may hold a value: a job with that mode (or one still loading), or
 * no job in a partial selection. A job whose mode is 'none' takes neither, partial or not.
 */
function modeAllows(s: CostingSelection, c: CostingContext, mode: 'jobPhaseMode' | 'costCodeMode'): boolean {
  if (s.job === null) return isPartial(s, c);
  const job = chosenJob(s, c);
  // A job not loaded yet or not found (its own error says so) decides nothing here.
  return job === undefined || job[mode] !== 'none';
}

/** The 'required' message of a field. */
const required = (field: CostingField) => validationMessage('required', { attribute: COSTING_FIELD_LABELS[field] });

/** The one message (or none) of each field, in the order the rules are written in SPEC section 5. */
function fieldMessages(s: CostingSelection, c: CostingContext, invalid: string): Partial<Record<CostingField, string>> {
  const partial = isPartial(s, c);
  const job = chosenJob(s, c);
  const out: Partial<Record<CostingField, string>> = {};
  if (s.job === null) {
    if (isJobRequired(s, c)) out.job = required('job');
  } else if (c.job === null) out.job = invalid;
  if (!c.enhanced) return out;

  if (s.jobCategory !== null && job && !partial && job.jobCategoryId !== s.jobCategory) out.jobCategory = invalid;
  if (s.jobLabel !== null && (s.job !== null || !partial)) out.jobLabel = invalid;

  if (s.jobPhase === null) {
    if (requiredByMode(s, c, job?.jobPhaseMode)) out.jobPhase = required('jobPhase');
  } else if (!modeAllows(s, c, 'jobPhaseMode') || c.jobPhase === null) out.jobPhase = invalid;
  else if (c.jobPhase && c.jobPhase.id === s.jobPhase && !phaseBelongs(c.jobPhase, s.job, job, s.jobCategory)) out.jobPhase = invalid;

  if (s.costCode === null) {
    if (requiredByMode(s, c, job?.costCodeMode)) out.costCode = required('costCode');
  } else if (!modeAllows(s, c, 'costCodeMode') || c.costCode === null) out.costCode = invalid;
  else if (c.costCode && c.costCode.id === s.costCode && !costCodeBelongs(c.costCode, s.job, s.jobPhase, partial)) out.costCode = invalid;
  return out;
}

/** A device too old for the partial selection it sends (only checked when the app's version is known). */
function appVersionMessage(s: CostingSelection, c: CostingContext): string | null {
  if (!isPartial(s, c) || !c.clockAppVersion) return null;
  const { jobLabel, phaseOrCostCode } = PARTIAL_COSTING_MIN_APP;
  if (s.jobLabel !== null && !appVersionAtLeast(c.clockAppVersion, jobLabel))
    return `Partial costing with a job label needs time clock app ${jobLabel} or later.`;
  if ((s.jobPhase !== null || s.costCode !== null) && !appVersionAtLeast(c.clockAppVersion, phaseOrCostCode))
    return `Partial costing with a job phase or cost code needs time clock app ${phaseOrCostCode} or later.`;
  return null;
}

/**
 * The errors of a costing selection in the API's field-error shape, every SPEC section 5 costing
 * rule with its exact message; empty when valid. Basic costing checks only the job. Records in the
 * context that are `undefined` (still loading) skip the rules that need them.
 * @example validateCostingSelection({ ...EMPTY_COSTING_SELECTION, job: 4 }, { enhanced: true, jobRequired: true, job: { id: 4, jobCategoryId: null, jobPhaseMode: 'require', costCodeMode: 'none' } })
 * // { jobPhase: ['Job Phase is a required field.'] }
 */
export function validateCostingSelection(selection: CostingSelection, context: CostingContext): CostingErrors {
  const invalid = context.convertDialog ? MESSAGES.costingSelectionInvalidConvert : MESSAGES.costingSelectionInvalid;
  const errors: CostingErrors = {};
  for (const [field, message] of Object.entries(fieldMessages(selection, context, invalid))) {
    errors[field as CostingField] = [message];
  }
  const version = appVersionMessage(selection, context);
  if (version) errors.costingIsPartial = [version];
  return errors;
}
