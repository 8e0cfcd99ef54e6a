import { defineResource } from './define';
import { JOB_ACCESS_PARAMS, JOB_PHASE_REF, JOB_REF, workLabelsField } from './costing-refs';

/**
 * Settings → Costing → Cost Codes (SPEC section 3 Cost code). A cost code belongs to a job (and
 * one of its phases) or, without one, to every job. Its name is unique within its job and phase.
 */
export const costCodesResource = defineResource({
  kind: 'costcode',
  path: 'costing/codes',
  table: 'cost_codes',
  label: 'Cost Code',
  labelPlural: 'Cost Codes',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: { within: ['jobId', 'jobPhaseId'] } },
    code: { type: 'text', label: 'Code', maxLength: 40 },
    active: { type: 'bool', label: 'Active', default: true },
    jobId: { type: 'ref', label: 'Job', ref: JOB_REF },
    jobPhaseId: { type: 'ref', label: 'Job Phase', ref: JOB_PHASE_REF },
    labelIds: workLabelsField,
  },
  list: { columns: ['name', 'code', 'jobId', 'jobPhaseId', 'active'], search: ['name', 'code'], orderBy: 'name', allowAll: true },
  filters: { workLabel: { type: 'ref', field: 'labelIds', label: 'Labels' } },
  // The cost codes a costing selection may pick for a job, phase or category.
  params: {
    ...JOB_ACCESS_PARAMS,
    job: { type: 'ids', label: 'Job' },
    jobPhase: { type: 'ids', label: 'Job Phase' },
    jobCategory: { type: 'ids', label: 'Job Category' },
  },
  access: { read: 'console', write: 'edit_jobs' },
  feature: 'job_costing',
  bulkImport: true,
});
