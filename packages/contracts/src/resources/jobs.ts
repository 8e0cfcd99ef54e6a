import { defineResource } from './define';
import { JOB_ACCESS_PARAMS, JOB_CATEGORY_REF, workLabelsField } from './costing-refs';

/** How a job asks for a phase or a cost code on a costing selection (SPEC section 3 Job). */
export const COSTING_MODES = ['none', 'optional', 'require'] as const;

/**
 * Settings → Costing → Jobs (SPEC section 3 Job). Besides its category, phase and cost-code modes
 * and work labels, a job names who may use it (job access, docs/costing.md): workers directly,
 * or through user labels, org units, departments or custom field values of workers. With every
 * such list empty the job is open to all unless the organization requires job access.
 */
export const jobsResource = defineResource({
  kind: 'job',
  path: 'costing/jobs',
  table: 'jobs',
  label: 'Job',
  labelPlural: 'Jobs',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    code: { type: 'text', label: 'Code', maxLength: 40, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    jobCategoryId: { type: 'ref', label: 'Job Category', ref: JOB_CATEGORY_REF },
    jobPhaseMode: { type: 'choice', label: 'Job Phases', choices: COSTING_MODES, default: 'none' },
    costCodeMode: { type: 'choice', label: 'Cost Codes', choices: COSTING_MODES, default: 'none' },
    labelIds: workLabelsField,
    workerIds: { type: 'idList', label: 'Workers', maxItems: 500, ref: { kind: 'employee', table: 'employees' } },
    userLabelIds: { type: 'idList', label: 'User Labels', maxItems: 100, ref: { kind: 'label', table: 'labels' } },
    orgUnitIds: { type: 'idList', label: 'Org Units', maxItems: 100, ref: { kind: 'orgunit', table: 'org_units' } },
    departmentIds: { type: 'idList', label: 'Departments', maxItems: 100, ref: { kind: 'department', table: 'departments' } },
    // Custom fields that apply to users: workers holding all of these values may use the job.
    customFieldValues: { type: 'valueMap', label: 'Custom Fields', maxItems: 20, maxLength: 100 },
  },
  list: {
    columns: ['name', 'code', 'jobCategoryId', 'jobPhaseMode', 'costCodeMode', 'active'],
    search: ['name', 'code'],
    orderBy: 'name',
    allowAll: true,
  },
  filters: {
    jobCategory: { type: 'ref', field: 'jobCategoryId', label: 'Job Category' },
    workLabel: { type: 'ref', field: 'labelIds', label: 'Labels' },
  },
  params: JOB_ACCESS_PARAMS,
  actions: {
    activate: { label: 'Activate', bulk: true },
    deactivate: { label: 'Deactivate', bulk: true, confirm: 'Deactivate the selected jobs?' },
    setCategory: {
      label: 'Set Job Category',
      bulk: true,
      input: { jobCategoryId: { type: 'ref', label: 'Job Category', ref: JOB_CATEGORY_REF } },
    },
    addLabels: { label: 'Add Labels', bulk: true, input: { labelIds: { ...workLabelsField, required: true } } },
    removeLabels: { label: 'Remove Labels', bulk: true, input: { labelIds: { ...workLabelsField, required: true } } },
  },
  access: { read: 'console', write: 'edit_jobs' },
  feature: 'job_costing',
  bulkImport: true,
});
