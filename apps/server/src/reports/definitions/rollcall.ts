import { ROLLCALL_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { loadStoredRules } from '../../timecards/rules.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportWorkers, workerCells } from '../report-workers';
import { placeText } from './punch-place';

// Roll call: who is on site at the run's instant. Punches are IN and OUT only, and a punched
// break is the gap between an OUT and the next IN of the same shift (the engine's breaks), so:
// - In: the last punch is an IN less than maxShift hours old (older, it is a forgotten clock-out
//   the time card flags as missed, not someone on site);
// - On break: the last punch is an OUT, no longer ago than the longest break rule (with its
//   grace), after an IN less than maxShift hours old;
// - Out: everyone else (listed only when asked: includeOut).
// One read for all workers: each one's last two punches at or before the instant.

type Last = {
  employee_id: number;
  type: 'in' | 'out';
  at: Date;
  device: string | null;
  latitude: number | null;
  longitude: number | null;
  geo: string | null;
  rank: number;
};

async function lastPunches(trx: TenantTx, orgId: number, ids: number[], now: Date, since: Date): Promise<Last[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<Last>`
    select * from (
      select p.employee_id, p.type, p.at, d.name as device, p.latitude, p.longitude, p.geo,
             row_number() over (partition by p.employee_id order by p.at desc, p.id desc)::int as rank
      from punches p left join devices d on d.id = p.device_id
      where p.org_id = ${orgId} and p.employee_id = any(${ids}::bigint[]) and p.deleted_at is null
        and p.at <= ${now} and p.at > ${since}
    ) last where rank <= 2`.execute(trx);
  return rows;
}

async function run(r: ReportRun) {
  const [workers, rules] = await Promise.all([reportWorkers(r.trx, r.orgId, r.params, r.prefs), loadStoredRules(r.trx, r.orgId)]);
  const maxShiftSec = Math.round((rules.shift.maxShift > 0 ? rules.shift.maxShift : 16) * 3600);
  // Break rules are stored in minutes (duration and grace).
  const longestBreakSec = Math.max(0, ...rules.breakRules.filter((b) => b.active).map((b) => (b.duration + b.grace) * 60));
  const now = new Date(r.now * 1000);
  const punches = await lastPunches(
    r.trx,
    r.orgId,
    workers.map((w) => w.id),
    now,
    new Date((r.now - maxShiftSec) * 1000),
  );
  const last = new Map<number, Last>();
  const before = new Map<number, Last>();
  for (const p of punches) (p.rank === 1 ? last : before).set(p.employee_id, p);
  const rows: ReportRow[] = [];
  for (const w of workers) {
    const p = last.get(w.id);
    const onBreak = p?.type === 'out' && before.get(w.id)?.type === 'in' && r.now - p.at.getTime() / 1000 <= longestBreakSec;
    const state = p?.type === 'in' ? 'In' : onBreak ? 'On break' : 'Out';
    if (state === 'Out' && !r.params.includeOut) continue;
    const since = state === 'Out' || !p ? null : Math.floor(p.at.getTime() / 1000);
    // Where they are: where they clocked in (a break's OUT may be punched anywhere).
    const place = state === 'On break' ? before.get(w.id)! : p;
    rows.push({
      ...workerCells(w),
      state,
      since,
      forSeconds: since === null ? null : r.now - since,
      device: place?.device ?? null,
      location: place ? placeText(place) : null,
    });
  }
  const onSite = rows.filter((row) => row.state !== 'Out').length;
  return { rows, notes: [`${onSite} on site`] };
}

export const rollcallReport: ServerReport = { spec: ROLLCALL_REPORT, run };
