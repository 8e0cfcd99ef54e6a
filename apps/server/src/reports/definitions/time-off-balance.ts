import { TIME_OFF_BALANCE_REPORT, type ReportRow } from '@punchline/contracts';
import { dateInZone, formatDate } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { workedForPage } from '../../time-off/balances.service';
import { ledgerOf } from '../../time-off/ledger.service';
import { loadTimeOffOrg } from '../../time-off/time-off-org';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportWorkers, workerCells } from '../report-workers';
import { requireAccrualReports, unitCells, unitLabel, type TimeOffUnit } from './time-off-common';

// Time off balance: each worker's balance of each code they have a ledger of (a policy, time off
// or an adjustment of the code), on params.asOf (the organization's today unless told), from the
// same ledger the balances screen shows (ledgerOf); the hours worked that per-hour policies earn
// from are read once for all the report's workers (workedForPage), as that screen does.

type Pair = { employee_id: number; code_id: number; code: string; unit: TimeOffUnit };

/** The worker and code pairs that have a ledger, for these workers, by code name. */
async function ledgerPairs(trx: TenantTx, orgId: number, employeeIds: readonly number[]): Promise<Pair[]> {
  const { rows } = await sql<Pair>`
    with p as (
      select a.employee_id, p.code_id from time_off_assignments a join time_off_policies p on p.id = a.policy_id where a.org_id = ${orgId}
      union select employee_id, code_id from time_off_entries where org_id = ${orgId}
      union select employee_id, code_id from time_off_adjustments where org_id = ${orgId}
    )
    select p.employee_id::int as employee_id, p.code_id::int as code_id, c.name as code, c.unit
      from p join time_off_codes c on c.id = p.code_id
     where p.employee_id = any(${employeeIds}::bigint[])
     order by c.name, c.id`.execute(trx);
  return rows;
}

async function run(r: ReportRun) {
  const asOf = r.params.asOf ?? dateInZone(r.now * 1000, r.timeZone);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const pairs =
    workers.length === 0
      ? []
      : await ledgerPairs(
          r.trx,
          r.orgId,
          workers.map((w) => w.id),
        );
  const org = await loadTimeOffOrg(r.trx, r.orgId);
  // The ledger reads the app clock in milliseconds (an open shift is worked up to it).
  const nowMs = r.now * 1000;
  const worked = await workedForPage(r.trx, r.orgId, pairs, asOf, nowMs);
  const byWorker = new Map<number, ReportRow[]>();
  let done = 0;
  for (const p of pairs) {
    const ledger = await ledgerOf(r.trx, r.orgId, org, p.employee_id, p.code_id, asOf, nowMs, worked);
    const row: ReportRow = {
      codeId: p.code_id,
      code: p.code,
      unit: unitLabel(p.unit),
      policy: ledger.policy?.name ?? null,
      ...unitCells('balance', p.unit, ledger.balance),
      ...unitCells('scheduled', p.unit, ledger.scheduled),
      ...unitCells('pending', p.unit, ledger.pending),
      ...unitCells('available', p.unit, ledger.available),
    };
    const list = byWorker.get(p.employee_id);
    if (list) list.push(row);
    else byWorker.set(p.employee_id, [row]);
    r.progress(++done / pairs.length);
  }
  // Workers by name (reportWorkers' order), each one's codes by name.
  const rows = workers.flatMap((w) => (byWorker.get(w.id) ?? []).map((row) => ({ ...workerCells(w), ...row })));
  return { rows, notes: [`Balances on ${formatDate(asOf, r.prefs)}`] };
}

export const timeOffBalanceReport: ServerReport = { spec: TIME_OFF_BALANCE_REPORT, gate: requireAccrualReports, run };
