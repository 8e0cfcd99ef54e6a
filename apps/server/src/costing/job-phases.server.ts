import { INVALID_CHOICE, jobPhasesResource } from '@punchline/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { ApiError } from '../http/api-error';
import { defineServerResource, type HookContext, type ListContext, type Row } from '../resources/server-resources';
import { labelTypeErrors } from './costing-checks';
import { ownJobAccessConditions } from './job-access';

// Job phases (costing/jobphases): a phase of a job has no category or the job's; labels are work
// labels. The lookups answer the phases a costing selection may pick (docs/costing.md).

const changed = (values: Row, current: Row | null, names: string[]) => !current || names.some((n) => values[n] !== current[n]);

/** The category of a job of the organization (null: none, or the job is out of sight). */
export async function categoryOfJob(ctx: { trx: HookContext['trx']; orgId: number }, jobId: number): Promise<number | null> {
  const found = await sql<{ category: number | string | null }>`select job_category_id as category from jobs
    where org_id = ${ctx.orgId} and id = ${jobId}`.execute(ctx.trx);
  const category = found.rows[0]?.category ?? null;
  return category === null ? null : Number(category);
}

async function beforeSave(ctx: HookContext, values: Row, current: Row | null): Promise<void> {
  const errors = await labelTypeErrors(ctx, values, current, 'labelIds', 'work');
  const { jobId, jobCategoryId } = values as { jobId: number | null; jobCategoryId: number | null };
  if (jobId !== null && jobCategoryId !== null && changed(values, current, ['jobId', 'jobCategoryId'])) {
    if ((await categoryOfJob(ctx, jobId)) !== jobCategoryId) errors.jobCategoryId = [INVALID_CHOICE];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/**
 * `job`: the phases of that job, and those of no job for its category or for every job.
 * `jobCategory`: the phases of the category, of its jobs, and those for every job.
 */
async function listWhere(ctx: ListContext, params: Record<string, unknown>): Promise<Expression<SqlBool>[]> {
  const conditions: Expression<SqlBool>[] = await ownJobAccessConditions(ctx, params);
  const jobs = ids(params.job);
  if (jobs.length > 0) {
    conditions.push(sql<boolean>`(r.job_id = any(${jobs}::bigint[]) or (r.job_id is null and (r.job_category_id is null
      or r.job_category_id in (select j.job_category_id from jobs j where j.id = any(${jobs}::bigint[])))))`);
  }
  const categories = ids(params.jobCategory);
  if (categories.length > 0) {
    conditions.push(sql<boolean>`(r.job_category_id = any(${categories}::bigint[])
      or (r.job_id is null and r.job_category_id is null)
      or r.job_id in (select j.id from jobs j where j.job_category_id = any(${categories}::bigint[])))`);
  }
  return conditions;
}

export const jobPhasesServer = defineServerResource(jobPhasesResource, { hooks: { beforeSave }, listWhere });
