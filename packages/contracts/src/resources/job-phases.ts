import { defineResource } from './define';
import { JOB_ACCESS_PARAMS, JOB_CATEGORY_REF, JOB_REF, workLabelsField } from './costing-refs';

/**
 * Settings → Costing → Job Phases (SPEC section 3 Job phase). A phase belongs to one job, or,
 * without a job, to every job of its category (every job when it has no category either).
 */
export const jobPhasesResource = defineResource({
  kind: 'jobphase',
  path: 'costing/jobphases',
  table: 'job_phases',
  label: 'Job Phase',
  labelPlural: 'Job Phases',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: { within: ['jobId'] } },
    active: { type: 'bool', label: 'Active', default: true },
    jobId: { type: 'ref', label: 'Job', ref: JOB_REF },
    jobCategoryId: { type: 'ref', label: 'Job Category', ref: JOB_CATEGORY_REF },
    labelIds: workLabelsField,
  },
  list: { columns: ['name', 'jobId', 'jobCategoryId', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  filters: { workLabel: { type: 'ref', field: 'labelIds', label: 'Labels' } },
  // `job`: the phases a costing selection may pick for that job; `jobCategory`: for a job of it.
  params: { ...JOB_ACCESS_PARAMS, job: { type: 'ids', label: 'Job' }, jobCategory: { type: 'ids', label: 'Job Category' } },
  access: { read: 'console', write: 'edit_jobs' },
  feature: 'job_costing',
  bulkImport: true,
});
