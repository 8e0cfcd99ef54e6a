import { costingDefaultsSettings } from '@punchline/contracts';
import type { CostingMode } from '@punchline/domain';
import { sql } from 'kysely';
import { openTo } from '../costing/job-access';
import type { TenantTx } from '../db/tenant';
import { workerAccessSubject } from '../punches/punch-costing';
import { getSettings } from '../resources/settings.service';

// What a clock offers a worker to punch to (issue 17): the active jobs open to them (job access,
// docs/costing.md, with the clock's org unit), and the phases and cost codes that may go with
// them. The punch itself is still checked by the same rules as every other path
// (punches/punch-costing.ts); this only fills the clock's lists.

/** More than a clock's list can show usefully; an organization with more narrows by job access. */
const MAX_CHOICES = 1000;

export type ClockCostingOptions = {
  jobs: { id: number; name: string; jobCategoryId: number | null; jobPhaseMode: CostingMode; costCodeMode: CostingMode }[];
  jobPhases: { id: number; name: string; jobId: number | null; jobCategoryId: number | null }[];
  costCodes: { id: number; name: string; jobId: number | null; jobPhaseId: number | null }[];
};

export async function clockCostingOptions(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  deviceOrgUnitId: number | null,
): Promise<ClockCostingOptions> {
  const settings = await getSettings(trx, costingDefaultsSettings, orgId);
  const open =
    settings.canRestrictJobAccessByUser === true
      ? openTo('j', await workerAccessSubject(trx, orgId, { employeeId, deviceOrgUnitId }), settings.requireJobAccess === true)
      : sql<boolean>`true`;
  const ofOpenJob = sql<boolean>`(r.job_id is null or exists (select 1 from jobs j where j.id = r.job_id and j.active and ${open}))`;
  const [jobs, jobPhases, costCodes] = await Promise.all([
    sql<ClockCostingOptions['jobs'][number]>`select j.id::int as id, j.name, j.job_category_id::int as "jobCategoryId",
      j.job_phase_mode as "jobPhaseMode", j.cost_code_mode as "costCodeMode"
      from jobs j where j.org_id = ${orgId} and j.active and ${open} order by j.name_key, j.id limit ${MAX_CHOICES}`.execute(trx),
    sql<
      ClockCostingOptions['jobPhases'][number]
    >`select r.id::int as id, r.name, r.job_id::int as "jobId", r.job_category_id::int as "jobCategoryId"
      from job_phases r where r.org_id = ${orgId} and r.active and ${ofOpenJob} order by r.name_key, r.id limit ${MAX_CHOICES}`.execute(
      trx,
    ),
    sql<
      ClockCostingOptions['costCodes'][number]
    >`select r.id::int as id, r.name, r.job_id::int as "jobId", r.job_phase_id::int as "jobPhaseId"
      from cost_codes r where r.org_id = ${orgId} and r.active and ${ofOpenJob} order by r.name_key, r.id limit ${MAX_CHOICES}`.execute(
      trx,
    ),
  ]);
  return { jobs: jobs.rows, jobPhases: jobPhases.rows, costCodes: costCodes.rows };
}
