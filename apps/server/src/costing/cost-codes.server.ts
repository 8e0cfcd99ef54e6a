import { costCodesResource, INVALID_CHOICE } from '@punchline/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { ApiError } from '../http/api-error';
import { defineServerResource, type HookContext, type ListContext, type Row } from '../resources/server-resources';
import { labelTypeErrors } from './costing-checks';
import { ownJobAccessConditions } from './job-access';
import { categoryOfJob } from './job-phases.server';

// Cost codes (costing/codes): a cost code's phase must be one its job may use (the job's own, or a
// phase of no job for the job's category or every job; with no job, only a phase of no job);
// labels are work labels. The lookups answer the codes a costing selection may pick.

type Phase = { job_id: number | string | null; job_category_id: number | string | null };

async function phaseFits(ctx: HookContext, phaseId: number, jobId: number | null): Promise<boolean> {
  const found = await sql<Phase>`select job_id, job_category_id from job_phases where org_id = ${ctx.orgId} and id = ${phaseId}`.execute(
    ctx.trx,
  );
  const phase = found.rows[0];
  if (!phase) return false;
  if (phase.job_id !== null) return jobId !== null && Number(phase.job_id) === jobId;
  if (phase.job_category_id === null || jobId === null) return true;
  return (await categoryOfJob(ctx, jobId)) === Number(phase.job_category_id);
}

async function beforeSave(ctx: HookContext, values: Row, current: Row | null): Promise<void> {
  const errors = await labelTypeErrors(ctx, values, current, 'labelIds', 'work');
  const { jobId, jobPhaseId } = values as { jobId: number | null; jobPhaseId: number | null };
  const moved = !current || current.jobId !== jobId || current.jobPhaseId !== jobPhaseId;
  if (jobPhaseId !== null && moved && !(await phaseFits(ctx, jobPhaseId, jobId))) errors.jobPhaseId = [INVALID_CHOICE];
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/** `job`, `jobPhase`: codes of that job (phase) or of none; `jobCategory`: of no job or a job of it. */
async function listWhere(ctx: ListContext, params: Record<string, unknown>): Promise<Expression<SqlBool>[]> {
  const conditions: Expression<SqlBool>[] = await ownJobAccessConditions(ctx, params);
  const jobs = ids(params.job);
  if (jobs.length > 0) conditions.push(sql<boolean>`(r.job_id is null or r.job_id = any(${jobs}::bigint[]))`);
  const phases = ids(params.jobPhase);
  if (phases.length > 0) conditions.push(sql<boolean>`(r.job_phase_id is null or r.job_phase_id = any(${phases}::bigint[]))`);
  const categories = ids(params.jobCategory);
  if (categories.length > 0) {
    conditions.push(
      sql<boolean>`(r.job_id is null or r.job_id in (select j.id from jobs j where j.job_category_id = any(${categories}::bigint[])))`,
    );
  }
  return conditions;
}

export const costCodesServer = defineServerResource(costCodesResource, { hooks: { beforeSave }, listWhere });
