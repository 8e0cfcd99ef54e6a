import type { FieldDef, ListParamDef } from './define';

// The references the costing collections share (jobs, job phases, cost codes), declared once.

export const JOB_CATEGORY_REF = { kind: 'jobcategory', table: 'job_categories' } as const;
export const JOB_REF = { kind: 'job', table: 'jobs' } as const;
export const JOB_PHASE_REF = { kind: 'jobphase', table: 'job_phases' } as const;

/** Labels of type 'work' (the server refuses a user label: 'This selection is not valid.'). */
export const workLabelsField: FieldDef = {
  type: 'idList',
  label: 'Labels',
  maxItems: 100,
  ref: { kind: 'label', table: 'labels' },
  // Generated samples (the registry walk, the robustness net) would pick any label: none is valid.
  example: [],
};

/**
 * The job access parameters of the jobs, job phases and cost codes lookups (SPEC section 7):
 * whom the answer is for (docs/costing.md). Phases and cost codes apply them to their job.
 */
export const JOB_ACCESS_PARAMS: Record<string, ListParamDef> = {
  requirePerms: { type: 'flag', label: 'Only Jobs Open To The Worker' },
  worker: { type: 'ids', label: 'Worker' },
  deviceOrgUnit: { type: 'ids', label: 'Device Org Unit' },
  orgUnit: { type: 'ids', label: 'Org Unit' },
  department: { type: 'ids', label: 'Department' },
  userLabel: { type: 'ids', label: 'User Label' },
  customFieldValues: { type: 'pairs', label: 'Custom Fields' },
};
