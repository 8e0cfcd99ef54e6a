import { defineResource } from './define';

/**
 * Settings → Costing → Job Categories (SPEC section 7 `costing/jobcategories`). Needs job_costing
 * (the gate) and job_category: a definition holds both features, so reads are refused without either.
 */
export const jobCategoriesResource = defineResource({
  kind: 'jobcategory',
  path: 'costing/jobcategories',
  table: 'job_categories',
  label: 'Job Category',
  labelPlural: 'Job Categories',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_jobs' },
  feature: ['job_costing', 'job_category'],
});
