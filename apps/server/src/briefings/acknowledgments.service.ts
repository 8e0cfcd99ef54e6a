import type { BriefingAcknowledgmentRow } from '@punchline/contracts';
import { briefingCovers, briefingPeriod, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { loadBriefings } from './briefing-rows';

// The briefing type's page: each worker it applies to with their latest acknowledgment (when,
// at which clock, their answers) and whether it counts for the current period. Workers outside
// the caller's label restrictions are not read (row-level security on both tables).

type Row = {
  id: number;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  display_name: string | null;
  department_id: number | null;
  org_unit_id: number | null;
  label_ids: unknown;
  active: boolean;
  at: Date | null;
  period: string | null;
  device_name: string | null;
  answers: unknown;
  current: boolean;
};

export type AcknowledgmentList = { results: BriefingAcknowledgmentRow[]; period: string; jobScoped: boolean };

/** Null when the briefing type is not the organization's. */
export async function briefingAcknowledgments(
  trx: TenantTx,
  orgId: number,
  id: number,
  now: number,
  outstandingOnly: boolean,
): Promise<AcknowledgmentList | null> {
  const [briefing] = await loadBriefings(trx, orgId, { id });
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
  if (!briefing) {
    // A PDF type without its file yet is still the organization's: nobody acknowledged it.
    const exists = await trx
      .selectFrom('briefing_types')
      .select('frequency')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return null;
    const period = briefingPeriod(exists.frequency as 'once' | 'daily', localFromEpoch(Math.floor(now / 1000), org.timezone).slice(0, 10));
    return { results: [], period, jobScoped: false };
  }
  const period = briefingPeriod(briefing.frequency, localFromEpoch(Math.floor(now / 1000), org.timezone).slice(0, 10));
  const { rows } = await sql<Row>`
    select e.id::int as id, e.first_name, e.middle_name, e.last_name, e.display_name, e.department_id::int as department_id,
           e.org_unit_id::int as org_unit_id, e.label_ids, e.active, a.at, a.period, d.name as device_name, a.answers,
           exists (select 1 from briefing_acknowledgments c where c.org_id = e.org_id and c.briefing_type_id = ${id}
                      and c.employee_id = e.id and c.period = ${period}) as current
      from employees e
      left join lateral (select * from briefing_acknowledgments x where x.org_id = e.org_id and x.briefing_type_id = ${id}
                            and x.employee_id = e.id order by x.at desc, x.id desc limit 1) a on true
      left join devices d on d.id = a.device_id
     where e.org_id = ${orgId}
     order by e.last_name, e.first_name, e.id`.execute(trx);
  const labels = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
  const results = rows
    .filter((r) => {
      if (r.at !== null) return true;
      const worker = { departmentId: r.department_id, orgUnitId: r.org_unit_id, labelIds: labels(r.label_ids) };
      // A job briefing applies at the clock, on the job: who did not acknowledge it cannot be told.
      return r.active && briefing.appliesTo !== 'jobs' && briefingCovers(briefing, worker, null);
    })
    .filter((r) => !outstandingOnly || !r.current)
    .map((r): BriefingAcknowledgmentRow => ({
      employeeId: r.id,
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      displayName: r.display_name,
      current: r.current,
      acknowledgedAt: r.at === null ? null : new Date(r.at).toISOString(),
      deviceName: r.device_name,
      answers: Array.isArray(r.answers) ? (r.answers as BriefingAcknowledgmentRow['answers']) : [],
    }));
  return { results, period, jobScoped: briefing.appliesTo === 'jobs' };
}
