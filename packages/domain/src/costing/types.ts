/** The fields of a costing selection (SPEC section 3), ids or null when empty. */
export type CostingField = 'jobLabel' | 'jobCategory' | 'job' | 'jobPhase' | 'costCode';

/** What a punch, a time card entry or the convert dialog says the time was worked on. */
export type CostingSelection = { [F in CostingField]: number | null } & {
  /** The rest is filled in later (a device asks for a job label or a phase first). */
  costingIsPartial: boolean;
};

/** A job's phase and cost-code modes (job `jobPhaseMode`, `costCodeMode`). */
export type CostingMode = 'none' | 'optional' | 'require';

/** The parts of a job record the selection rules read. */
export type CostingJob = { id: number; jobCategoryId: number | null; jobPhaseMode: CostingMode; costCodeMode: CostingMode };
/** A job phase: of one job (jobId), or of any job of a category, or of any job (both null). */
export type CostingPhase = { id: number; jobId: number | null; jobCategoryId: number | null };
/** A cost code: of one job and/or phase, or of any (null). */
export type CostingCode = { id: number; jobId: number | null; jobPhaseId: number | null };

/**
 * The chosen records. `undefined` means not known yet (a console still loading it): rules that
 * need it are skipped. `null` means the id names no record the caller may use: the field is invalid.
 */
export type CostingRecords = {
  job?: CostingJob | null;
  jobPhase?: CostingPhase | null;
  costCode?: CostingCode | null;
};

/** Everything besides the selection that decides whether it is valid. */
export type CostingContext = CostingRecords & {
  /** costingMode 'enhanced' (categories, phases, cost codes, partial costing); else only the job counts. */
  enhanced: boolean;
  /** The organization's jobRequired setting. */
  jobRequired: boolean;
  /** Off: nothing is required (a form that saves drafts); belonging rules still apply. Default on. */
  requiredValidation?: boolean;
  /** The convert-to-punch dialog words 'not valid' its own way (SPEC section 5). */
  convertDialog?: boolean;
  /** The time clock app's version when a device saves the selection ('2.11.0'); absent from the console. */
  clockAppVersion?: string | null;
};

/** Field errors in the API's shape: messages under each field. */
export type CostingErrors = Partial<Record<CostingField | 'costingIsPartial', string[]>>;

/** A selection with nothing chosen. */
export const EMPTY_COSTING_SELECTION: CostingSelection = {
  jobLabel: null,
  jobCategory: null,
  job: null,
  jobPhase: null,
  costCode: null,
  costingIsPartial: false,
};

/** How each field is named in a 'required' message and on the form. */
export const COSTING_FIELD_LABELS: Record<CostingField, string> = {
  jobLabel: 'Job Label',
  jobCategory: 'Job Category',
  job: 'Job',
  jobPhase: 'Job Phase',
  costCode: 'Cost Code',
};
