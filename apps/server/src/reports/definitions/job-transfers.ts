import { JOB_TRANSFERS_REPORT, type ReportRow } from '@punchline/contracts';
import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { cardsOfRange, inRange, rangeNote } from './cards-of-range';
import { costingFrom, transfersOf, type Costing } from './job-segments';

// Job transfers: the shifts of the cached time cards dated in the range that were worked under
// more than one job, phase or cost code, one row per stretch. The costing is read from the punches
// the cards' pairs name (a card keeps punch ids, not their costing); the names from the costing
// tables. With jobs chosen, a shift shows when any of its stretches is on one of them.

export const JOB_COSTING_OFF =
  'Job transfers read the jobs recorded on punches: this organization does not have the Job Costing feature. Add Job Costing to the subscription to use this report.';

async function gate({ trx, orgId }: Pick<ReportRun, 'trx' | 'orgId'>) {
  const org = await trx.selectFrom('organizations').select('features').where('id', '=', orgId).executeTakeFirstOrThrow();
  if (!hasFeature(org.features.filter(isFeature), 'job_costing')) throw ApiError.forbidden(JOB_COSTING_OFF);
}

const CHUNK = 5000;

/** The costing of the punches named, by punch id. */
async function costingOfPunches(trx: TenantTx, orgId: number, ids: readonly number[]) {
  const costing = new Map<string, Costing>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('punches')
      .select(['id', 'costing'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('costing', 'is not', null)
      .execute();
    for (const row of rows) costing.set(String(row.id), costingFrom(row.costing));
  }
  return costing;
}

/** Names of the jobs, phases and cost codes by id string. */
export async function costingNames(trx: TenantTx, orgId: number) {
  const read = async (table: 'jobs' | 'job_phases' | 'cost_codes') => {
    const rows = await trx.selectFrom(table).select(['id', 'name']).where('org_id', '=', orgId).execute();
    return new Map(rows.map((row) => [String(row.id), row.name]));
  };
  const [jobs, phases, codes] = await Promise.all([read('jobs'), read('job_phases'), read('cost_codes')]);
  return { jobs, phases, codes };
}

async function run(r: ReportRun) {
  const { range, cards } = await cardsOfRange(r);
  const inIds = cards.flatMap(({ card }) =>
    card.shifts.filter((s) => inRange(range, s.date)).flatMap((s) => s.pairs.flatMap((p) => (p.in === null ? [] : [Number(p.in)]))),
  );
  const [costing, names] = await Promise.all([costingOfPunches(r.trx, r.orgId, inIds), costingNames(r.trx, r.orgId)]);
  const jobs = r.params.jobIds?.length ? new Set(r.params.jobIds.map(String)) : null;
  const rows: ReportRow[] = [];
  for (const { worker, card } of cards) {
    for (const shift of card.shifts) {
      if (!inRange(range, shift.date)) continue;
      const segments = transfersOf(shift, (id) => costing.get(id));
      if (jobs && !segments.some((s) => s.job !== null && jobs.has(s.job))) continue;
      for (const s of segments) {
        rows.push({
          ...workerCells(worker),
          date: shift.date,
          job: s.job === null ? null : (names.jobs.get(s.job) ?? `Job ${s.job}`),
          jobPhase: s.jobPhase === null ? null : (names.phases.get(s.jobPhase) ?? `Phase ${s.jobPhase}`),
          costCode: s.costCode === null ? null : (names.codes.get(s.costCode) ?? `Cost code ${s.costCode}`),
          from: s.from,
          to: s.to,
          seconds: s.seconds,
        });
      }
    }
  }
  return { rows, notes: [`Shifts dated ${rangeNote(range, r.prefs)}`] };
}

export const jobTransfersReport: ServerReport = { spec: JOB_TRANSFERS_REPORT, gate, run };
