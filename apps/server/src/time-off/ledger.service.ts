import { parseTiers, type TimeOffLedger } from '@punchline/contracts';
import { computeLedger, roundAmount, type AccrualPolicy, type PolicyAssignment } from '@punchline/domain';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import type { TimeOffOrg } from './time-off-org';
import { workedByWorker } from './worked-hours.service';

// A worker's balance of one time off code as a ledger (issue 20): read their policy assignments,
// their time off and adjustments of the code, and (for a policy earned per hour worked) the hours
// of their time cards, then fold them in the domain (computeLedger). Nothing is stored: the
// ledger is what these say today, so a changed policy or time card shows at the next read.

type PolicyRow = Pick<
  Row<'time_off_policies'>,
  | 'id'
  | 'name'
  | 'method'
  | 'front_loaded'
  | 'rate'
  | 'waiting_days'
  | 'balance_cap'
  | 'yearly_cap'
  | 'carry_over_limit'
  | 'carry_over_expiry_months'
  | 'allow_negative'
> &
  Pick<Row<'time_off_codes'>, 'unit'> & {
    /** The policy form's tier lines (jsonb). */
    tiers: string[];
    /** The assignment's effective date. */
    from: string;
  };

/** A policy's tiers as saved (checked on save; a line that no longer reads is left out). */
function tiersOf(lines: string[]) {
  const parsed = parseTiers(lines);
  return 'tiers' in parsed ? parsed.tiers : [];
}

function policyOf(r: PolicyRow): AccrualPolicy {
  return {
    id: r.id,
    name: r.name,
    unit: r.unit,
    method: r.method,
    frontLoaded: r.front_loaded,
    rate: r.rate,
    tiers: tiersOf(r.tiers),
    waitingDays: r.waiting_days,
    balanceCap: r.balance_cap,
    yearlyCap: r.yearly_cap,
    carryOverLimit: r.carry_over_limit,
    carryOverExpiryMonths: r.carry_over_expiry_months,
    allowNegative: r.allow_negative,
  };
}

/** A worker's ledger of one code (the contracts' TimeOffLedger). */
export type Ledger = TimeOffLedger;

/**
 * Worked seconds per date by worker, read once while one request computes several ledgers (a
 * worker's codes, a balances page fills it for all its workers at once).
 */
export type WorkedCache = Map<number, Promise<Map<string, number>>>;

function cached(cache: WorkedCache, key: number, read: () => Promise<Map<string, number>>) {
  let hit = cache.get(key);
  if (!hit) cache.set(key, (hit = read()));
  return hit;
}

export async function ledgerOf(
  trx: TenantTx,
  orgId: number,
  org: TimeOffOrg,
  employeeId: number,
  codeId: number,
  asOf: string,
  /** The app clock's time (ms), for the hours worked of an open shift. */
  now: number,
  cache: WorkedCache = new Map(),
): Promise<Ledger> {
  const [worker, code, policies, uses, adjustments, pending] = await Promise.all([
    trx.selectFrom('employees').select('hire_date').where('org_id', '=', orgId).where('id', '=', employeeId).executeTakeFirst(),
    trx.selectFrom('time_off_codes').select('unit').where('org_id', '=', orgId).where('id', '=', codeId).executeTakeFirst(),
    sql<PolicyRow>`select p.id::int as id, p.name, c.unit, p.method, p.front_loaded, p.rate, p.tiers, p.waiting_days, p.balance_cap, p.yearly_cap,
        p.carry_over_limit, p.carry_over_expiry_months, p.allow_negative, to_char(a.effective_from, 'YYYY-MM-DD') as "from"
      from time_off_assignments a join time_off_policies p on p.id = a.policy_id join time_off_codes c on c.id = p.code_id
      where a.org_id = ${orgId} and a.employee_id = ${employeeId} and p.code_id = ${codeId}
      order by a.effective_from, a.id`.execute(trx),
    trx
      .selectFrom('time_off_entries')
      .select(['date', 'amount', 'note', 'id', 'request_id'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('code_id', '=', codeId)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('time_off_adjustments')
      .select(['date', 'amount', 'note', 'id'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('code_id', '=', codeId)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    sql<Pick<Row<'time_off_requests'>, 'amount'>>`select coalesce(sum(amount), 0)::float8 as amount from time_off_requests
      where org_id = ${orgId} and employee_id = ${employeeId} and code_id = ${codeId} and status = 'pending'`.execute(trx),
  ]);
  const unit = code?.unit ?? 'hours';
  const assignments: PolicyAssignment[] = policies.rows.map((r) => ({ policy: policyOf(r), from: r.from }));
  const first = assignments[0]?.from;
  const worked =
    first !== undefined && assignments.some((a) => a.policy.method === 'perHour') && first <= asOf
      ? await cached(cache, employeeId, async () => (await workedByWorker(trx, orgId, [employeeId], first, asOf, now)).get(employeeId)!)
      : new Map<string, number>();
  const ledger = computeLedger({
    hireDate: worker?.hire_date ?? null,
    assignments,
    worked,
    uses: uses.map((u) => ({
      date: u.date,
      amount: u.amount,
      note: u.note ?? (u.request_id ? `Time off request #${u.request_id}` : 'Time off taken'),
      ref: `entry:${u.id}`,
    })),
    adjustments: adjustments.map((a) => ({ date: a.date, amount: a.amount, note: a.note, ref: `adjustment:${a.id}` })),
    payPeriodOf: org.payPeriodOf,
    weekStartsOn: org.weekStartsOn,
    asOf,
  });
  const scheduled = roundAmount(uses.filter((u) => u.date > asOf).reduce((n, u) => n + u.amount, 0));
  const waiting = roundAmount(pending.rows[0]?.amount ?? 0);
  const current = [...assignments].reverse().find((a) => a.from <= asOf)?.policy ?? null;
  return {
    employeeId,
    codeId,
    unit,
    policy: current && { id: current.id, name: current.name, allowNegative: current.allowNegative },
    balance: ledger.balance,
    scheduled,
    pending: waiting,
    available: roundAmount(ledger.balance - scheduled - waiting),
    entries: ledger.entries,
  };
}
