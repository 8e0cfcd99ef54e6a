import type { TimeOffBalanceLine } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import { ledgerOf, type Ledger, type WorkedCache } from './ledger.service';
import { loadTimeOffOrg } from './time-off-org';
import { workedByWorker } from './worked-hours.service';

// Balances for the console (issue 20): one line per worker and code they have a policy, time off
// or an adjustment of, each the ledger's summary; and one worker's ledgers in full.

/** Most lines a balances page answers. */
export const BALANCES_LIMIT = 500;

export type BalanceLine = TimeOffBalanceLine;

/** The worker and code pairs that have a ledger, those of workers the caller sees (RLS). */
async function pairs(trx: TenantTx, orgId: number, employeeId: number | null, searchText: string) {
  const like = `%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<
    Pick<Row<'time_off_entries'>, 'employee_id' | 'code_id'> & Pick<Row<'employees'>, 'first_name' | 'last_name'> & { code_name: string }
  >`
    with p as (
      select a.employee_id, p.code_id from time_off_assignments a join time_off_policies p on p.id = a.policy_id where a.org_id = ${orgId}
      union select employee_id, code_id from time_off_entries where org_id = ${orgId}
      union select employee_id, code_id from time_off_adjustments where org_id = ${orgId}
    )
    select distinct p.employee_id::int as employee_id, p.code_id::int as code_id, e.first_name, e.last_name, c.name as code_name
      from p join employees e on e.id = p.employee_id join time_off_codes c on c.id = p.code_id
     where (${employeeId}::bigint is null or p.employee_id = ${employeeId})
       and (${searchText} = '' or e.first_name ilike ${like} or e.last_name ilike ${like} or coalesce(e.display_name, '') ilike ${like})
     order by e.last_name, e.first_name, 1, c.name
     limit ${BALANCES_LIMIT}`.execute(trx);
  return rows;
}

export async function balances(trx: TenantTx, orgId: number, asOf: string, searchText: string, now: number): Promise<BalanceLine[]> {
  const org = await loadTimeOffOrg(trx, orgId);
  const lines = await pairs(trx, orgId, null, searchText);
  const cache = await workedForPage(trx, orgId, lines, asOf, now);
  const out: BalanceLine[] = [];
  for (const p of lines) {
    const { entries: _entries, ...summary } = await ledgerOf(trx, orgId, org, p.employee_id, p.code_id, asOf, now, cache);
    out.push({ ...summary, employeeName: `${p.first_name} ${p.last_name}`, codeName: p.code_name });
  }
  return out;
}

/**
 * The hours worked of every worker of the page with a per-hour policy, read in one pass over the
 * pay periods (a batch of cards per period) rather than worker by worker.
 */
export async function workedForPage(
  trx: TenantTx,
  orgId: number,
  lines: { employee_id: number }[],
  asOf: string,
  now: number,
): Promise<WorkedCache> {
  const ids = [...new Set(lines.map((l) => l.employee_id))];
  const { rows } = await sql<Pick<Row<'time_off_assignments'>, 'employee_id'> & { first: string }>`
    select a.employee_id::int as employee_id, to_char(min(a.effective_from), 'YYYY-MM-DD') as first
      from time_off_assignments a join time_off_policies p on p.id = a.policy_id
     where a.org_id = ${orgId} and p.method = 'perHour' and a.employee_id = any(${ids}::bigint[])
     group by a.employee_id`.execute(trx);
  const cache: WorkedCache = new Map();
  if (rows.length === 0) return cache;
  const from = rows.reduce((min, r) => (r.first < min ? r.first : min), rows[0]!.first);
  const worked = await workedByWorker(
    trx,
    orgId,
    rows.map((r) => r.employee_id),
    from,
    asOf,
    now,
  );
  for (const [id, days] of worked) cache.set(id, Promise.resolve(days));
  return cache;
}

export async function workerLedgers(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  asOf: string,
  now: number,
): Promise<(Ledger & { codeName: string })[]> {
  const org = await loadTimeOffOrg(trx, orgId);
  const cache: WorkedCache = new Map();
  const out: (Ledger & { codeName: string })[] = [];
  for (const p of await pairs(trx, orgId, employeeId, '')) {
    out.push({ ...(await ledgerOf(trx, orgId, org, employeeId, p.code_id, asOf, now, cache)), codeName: p.code_name });
  }
  return out;
}
