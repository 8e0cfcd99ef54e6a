import { PUNCHES_REPORT, type ReportRow } from '@punchline/contracts';
import { FLAG_LETTERS, formatDate, sourceFlags } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange, type DayRange } from '../report-range';
import { reportWorkers, workerCells, type ReportWorker } from '../report-workers';
import { placeText } from './punch-place';
import { rangeInstants } from './range-instants';

// Punches: every punch of the range as recorded, by worker (in name order) then time. One
// set-based read per slice of workers (names of devices, jobs, phases, cost codes and editors
// joined in), so memory follows the slice, not the whole range; flags are the punch list's
// (punches/punch-api.ts: the engine's sourceFlags), so the list and the report never disagree.

/** Workers per read: bounds what one statement brings into memory. */
const WORKERS_PER_READ = 50;

type Read = { trx: TenantTx; orgId: number; start: Date; end: Date; timeZone: string; jobIds: string[] | null };

function readPunches(q: Read, employeeIds: number[]) {
  let query = q.trx
    .selectFrom('punches as p')
    .leftJoin('devices as d', 'd.id', 'p.device_id')
    .leftJoin('jobs as j', (join) => join.on(sql<boolean>`j.id::text = p.costing->>'job'`))
    .leftJoin('job_phases as jp', (join) => join.on(sql<boolean>`jp.id::text = p.costing->>'jobPhase'`))
    .leftJoin('cost_codes as cc', (join) => join.on(sql<boolean>`cc.id::text = p.costing->>'costCode'`))
    .leftJoin('users as editor', 'editor.id', 'p.edited_by')
    .leftJoin('users as creator', 'creator.id', 'p.created_by')
    .where('p.org_id', '=', q.orgId)
    .where('p.employee_id', 'in', employeeIds)
    .where('p.deleted_at', 'is', null)
    .where('p.at', '>=', q.start)
    .where('p.at', '<', q.end)
    .select(['p.id', 'p.employee_id', 'p.type', 'p.origin', 'p.at', 'p.original_at', 'p.received_at', 'p.note'])
    .select(['p.offline', 'p.tampered', 'p.attempted', 'p.flagged', 'p.face', 'p.geo', 'p.cred', 'p.latitude', 'p.longitude'])
    .select(['d.name as device', 'j.name as job', 'jp.name as job_phase', 'cc.name as cost_code'])
    .select(['editor.name as edited_by', 'creator.name as created_by', 'p.edited_by as edited_by_id'])
    .select(sql<string>`to_char(p.at at time zone ${q.timeZone}, 'YYYY-MM-DD')`.as('local_date'));
  if (q.jobIds) query = query.where(sql<boolean>`p.costing->>'job' = any(${q.jobIds}::text[])`);
  return query.orderBy('p.employee_id').orderBy('p.at').orderBy('p.id').execute();
}

type PunchRead = Awaited<ReturnType<typeof readPunches>>[number];

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function letters(p: PunchRead): string[] {
  const flags = sourceFlags({
    id: String(p.id),
    at: seconds(p.at),
    type: p.type,
    origin: p.origin,
    originalAt: seconds(p.original_at),
    receivedAt: seconds(p.received_at),
    ...(p.offline ? { offline: true } : {}),
    ...(p.tampered ? { tampered: true } : {}),
    ...(p.attempted ? { attempted: true } : {}),
    ...(p.flagged ? { flagged: true } : {}),
    ...(p.face ? { face: p.face } : {}),
    ...(p.geo ? { geo: p.geo } : {}),
    ...(p.cred ? { cred: p.cred } : {}),
  });
  return flags.map((f) => FLAG_LETTERS[f]);
}

/** Who added or last edited the punch by hand; empty for a punch as a clock recorded it. */
function editedText(p: PunchRead): string {
  const added = p.origin === 'added' ? (p.created_by ? `Added by ${p.created_by}` : 'Added') : null;
  const edited = p.edited_by_id !== null ? `edited by ${p.edited_by ?? 'a removed user'}` : null;
  if (added && edited) return `${added}, ${edited}`;
  if (edited) return edited[0]!.toUpperCase() + edited.slice(1);
  if (added) return added;
  return p.original_at.getTime() !== p.at.getTime() ? 'Edited' : '';
}

function rowOf(w: ReportWorker, p: PunchRead, flags: string[]): ReportRow {
  const moved = p.original_at.getTime() !== p.at.getTime();
  return {
    ...workerCells(w),
    punchId: p.id,
    date: p.local_date,
    time: seconds(p.at),
    type: p.type === 'in' ? 'In' : 'Out',
    flags: flags.join(' '),
    device: p.device,
    location: placeText(p),
    job: p.job,
    jobPhase: p.job_phase,
    costCode: p.cost_code,
    edited: editedText(p),
    originalTime: moved ? seconds(p.original_at) : null,
    note: p.note,
  };
}

type Source = { read: Read; workers: ReportWorker[]; wanted: Set<string> | null; progress: ReportRun['progress'] };

/** The rows slice by slice of workers, each slice in worker order then time. */
async function* slices(s: Source): AsyncGenerator<ReportRow[]> {
  for (let i = 0; i < s.workers.length; i += WORKERS_PER_READ) {
    const slice = s.workers.slice(i, i + WORKERS_PER_READ);
    const byWorker = new Map<number, PunchRead[]>();
    for (const p of await readPunches(
      s.read,
      slice.map((w) => w.id),
    )) {
      const list = byWorker.get(p.employee_id);
      if (list) list.push(p);
      else byWorker.set(p.employee_id, [p]);
    }
    const rows: ReportRow[] = [];
    for (const w of slice) {
      for (const p of byWorker.get(w.id) ?? []) {
        const flags = letters(p);
        if (s.wanted && !flags.some((f) => s.wanted!.has(f))) continue;
        rows.push(rowOf(w, p, flags));
      }
    }
    s.progress(Math.min(1, (i + slice.length) / s.workers.length));
    yield rows;
  }
}

/**
 * The report's range and its rows as slices (an exporter may write each slice and let it go: a
 * million punches never have to be in memory at once).
 */
export async function punchRows(r: ReportRun): Promise<{ range: DayRange; slices: AsyncGenerator<ReportRow[]> }> {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'currentPayPeriod', inputs, r.now, r.weekStartsOn);
  const { start, end } = rangeInstants(range, inputs.timeZone);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const jobIds = r.params.jobIds?.length ? r.params.jobIds.map(String) : null;
  const wanted = r.params.flags?.length ? new Set(r.params.flags) : null;
  const read: Read = { trx: r.trx, orgId: r.orgId, start, end, timeZone: inputs.timeZone, jobIds };
  return { range, slices: slices({ read, workers, wanted, progress: r.progress }) };
}

async function run(r: ReportRun) {
  const { range, slices } = await punchRows(r);
  const rows: ReportRow[] = [];
  for await (const slice of slices) for (const row of slice) rows.push(row);
  return { rows, notes: [`Punches ${formatDate(range.from, r.prefs)} – ${formatDate(range.to, r.prefs)}`] };
}

/** The same rows a slice at a time, for a file export of any size. */
async function* batches(r: ReportRun): AsyncGenerator<ReportRow[]> {
  yield* (await punchRows(r)).slices;
}

export const punchesReport: ServerReport = { spec: PUNCHES_REPORT, run, batches };
