import type { PAY_LINE_KINDS } from '@punchline/contracts';
import { formatPersonName, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { formatPrefs } from '../../punches/punches.list';
import { scaled } from './stub-money';

// Everything a worker's pay stub shows, read in the tenant transaction (so label restrictions
// apply): the run, the worker, the summary's explained lines, and year-to-date figures summed over
// the worker's finalized runs of the same calendar year up to this one. Only finalized runs have
// stubs: before that the figures may still change.

export const NOT_FINALIZED = 'Pay stubs are made for finalized pay runs only. Finalize the run first.';

type Kind = (typeof PAY_LINE_KINDS)[number];

/** One line of the stub: this run's figures (null when only the year has it) and the year's. */
export type StubLine = {
  kind: Kind;
  code: string;
  name: string;
  seconds: number | null;
  rate: string | null;
  base: bigint | null;
  /** Signed as it acts on net pay (deductions negative); null: not on this run. */
  amount: bigint | null;
  ytdAmount: bigint;
  ytdSeconds: number;
};

export type StubTotals = { paidSeconds: number; gross: bigint; deductions: bigint; net: bigint; employerCost: bigint };

export type PayStubData = {
  orgName: string;
  /** The distributor's white-label console name when the organization has a distributor. */
  brand: string | null;
  worker: { id: number; name: string; employeeNumber: string | null };
  run: { id: number; name: string; periodStart: string; periodEnd: string; payDate: string | null };
  summaryId: number;
  current: StubTotals;
  ytd: StubTotals;
  lines: StubLine[];
  prefs: FormatPreferences;
};

/** Which summary: by its run (the console) or by its worker (the clock); never both unchecked. */
export type StubKey = { paySummaryId: number } & ({ payRunId: number } | { employeeId: number });

type TotalsRow = { paid_seconds: string | number; gross: string; deductions: string; net: string; employer_cost: string };
const totalsOf = (r: TotalsRow): StubTotals => ({
  paidSeconds: Number(r.paid_seconds),
  gross: scaled(r.gross),
  deductions: scaled(r.deductions),
  net: scaled(r.net),
  employerCost: scaled(r.employer_cost),
});

export async function loadPayStub(trx: TenantTx, orgId: number, key: StubKey): Promise<PayStubData> {
  let query = trx
    .selectFrom('pay_summaries as s')
    .innerJoin('pay_runs as r', 'r.id', 's.pay_run_id')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .select([
      's.id',
      's.employee_id',
      's.paid_seconds',
      's.gross',
      's.deductions',
      's.net',
      's.employer_cost',
      'r.id as run_id',
      'r.name as run_name',
      'r.state',
      'r.period_start',
      'r.period_end',
      'r.pay_date',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.display_name',
      'e.employee_number',
    ])
    .where('s.org_id', '=', orgId)
    .where('s.id', '=', key.paySummaryId);
  query = 'payRunId' in key ? query.where('s.pay_run_id', '=', key.payRunId) : query.where('s.employee_id', '=', key.employeeId);
  const row = await query.executeTakeFirst();
  if (!row) throw ApiError.notFound();
  if (row.state !== 'finalized') throw ApiError.badRequest(NOT_FINALIZED);

  const [org, prefs, lines, ytdLines, ytdTotals] = await Promise.all([
    trx
      .selectFrom('organizations as o')
      .leftJoin('distributors as d', 'd.id', 'o.distributor_id')
      .select(['o.name', 'd.console_name'])
      .where('o.id', '=', orgId)
      .executeTakeFirstOrThrow(),
    formatPrefs(trx, orgId),
    trx
      .selectFrom('pay_summary_lines')
      .select(['kind', 'code', 'name', 'seconds', 'rate', 'base', 'amount'])
      .where('org_id', '=', orgId)
      .where('pay_summary_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    yearToDate(trx, orgId, row.employee_id, row.run_id, row.pay_date ?? row.period_end),
    yearTotals(trx, orgId, row.employee_id, row.run_id, row.pay_date ?? row.period_end),
  ]);

  const ytdKey = (kind: string, code: string) => `${kind}\u0000${code}`;
  const ytd = new Map(ytdLines.map((l) => [ytdKey(l.kind, l.code), l]));
  const seen = new Set<string>();
  const stubLines: StubLine[] = lines.map((l) => {
    const k = ytdKey(l.kind, l.code);
    const year = seen.has(k) ? undefined : ytd.get(k);
    seen.add(k);
    return {
      kind: l.kind,
      code: l.code,
      name: l.name,
      seconds: l.seconds === null ? null : Number(l.seconds),
      rate: l.rate,
      base: l.base === null ? null : scaled(l.base),
      amount: scaled(l.amount),
      // A code twice on one run (two rates) carries the year's figure on its first line only.
      ytdAmount: year ? scaled(year.amount) : 0n,
      ytdSeconds: year ? Number(year.seconds ?? 0) : 0,
    };
  });
  // Codes paid earlier in the year but not on this run still show their year-to-date figure.
  for (const l of ytdLines) {
    if (seen.has(ytdKey(l.kind, l.code))) continue;
    stubLines.push({
      kind: l.kind as Kind,
      code: l.code,
      name: l.name,
      seconds: null,
      rate: null,
      base: null,
      amount: null,
      ytdAmount: scaled(l.amount),
      ytdSeconds: Number(l.seconds ?? 0),
    });
  }

  return {
    orgName: org.name,
    brand: org.console_name ?? null,
    worker: {
      id: row.employee_id,
      name: formatPersonName(
        { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, displayName: row.display_name },
        prefs,
      ),
      employeeNumber: row.employee_number,
    },
    run: { id: row.run_id, name: row.run_name, periodStart: row.period_start, periodEnd: row.period_end, payDate: row.pay_date },
    summaryId: row.id,
    current: totalsOf(row),
    ytd: totalsOf(ytdTotals),
    lines: stubLines,
    prefs,
  };
}

/**
 * The worker's finalized runs of the calendar year of `day` (a run's pay date, else its period's
 * last day), up to and including this run: a stub printed again later shows the same figures.
 */
const yearRuns = (orgId: number, runId: number, day: string) => sql`
  select r.id from pay_runs r
  where r.org_id = ${orgId} and r.state = 'finalized'
    and date_trunc('year', coalesce(r.pay_date, r.period_end)) = date_trunc('year', ${day}::date)
    and (coalesce(r.pay_date, r.period_end), r.id) <= (${day}::date, ${runId}::bigint)`;

async function yearToDate(trx: TenantTx, orgId: number, employeeId: number, runId: number, day: string) {
  const { rows } = await sql<{ kind: string; code: string; name: string; amount: string; seconds: string | null }>`
    select l.kind, l.code, (array_agg(l.name order by l.pay_run_id desc, l.position))[1] as name,
      sum(l.amount)::text as amount, sum(l.seconds)::text as seconds
    from pay_summary_lines l
    where l.org_id = ${orgId} and l.employee_id = ${employeeId} and l.pay_run_id in (${yearRuns(orgId, runId, day)})
    group by l.kind, l.code
    order by min(l.position), l.code`.execute(trx);
  return rows;
}

async function yearTotals(trx: TenantTx, orgId: number, employeeId: number, runId: number, day: string) {
  const { rows } = await sql<TotalsRow>`
    select coalesce(sum(s.paid_seconds), 0)::text as paid_seconds, coalesce(sum(s.gross), 0)::text as gross,
      coalesce(sum(s.deductions), 0)::text as deductions, coalesce(sum(s.net), 0)::text as net,
      coalesce(sum(s.employer_cost), 0)::text as employer_cost
    from pay_summaries s
    where s.org_id = ${orgId} and s.employee_id = ${employeeId} and s.pay_run_id in (${yearRuns(orgId, runId, day)})`.execute(trx);
  return rows[0]!;
}
