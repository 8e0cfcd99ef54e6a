import { TOTALS_REPORT, type ReportRow } from '@punchline/contracts';
import { formatDate } from '@punchline/domain';
import type { ReportRun, ServerReport } from '../report-definition';
import { payPeriodsOf, reportRange } from '../report-range';
import { reportWorkers, workerCells } from '../report-workers';
import { cachedPayCodes, payCodeNames } from '../report-cards';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { Costing } from './job-segments';
import { costingNames } from './job-transfers';
import { costingKeyOf, splitLines, type CostingLevels } from './pay-code-jobs';
import { jobSecondsOfPeriod } from './totals-jobs';

// Totals: each worker's hours and amounts per pay code over whole pay periods, read from the same
// cached time cards the time card screen shows (brought up to date first), so its totals equal
// the sum of the cards exactly. Grouped by job or showing a costing column, each line is split by
// job (totals-jobs.ts, pay-code-jobs.ts): the jobs of a line add up to the card's line exactly.

/** The costing levels the run splits by, or null when it does not split (the fast path). */
function costingLevelsOf(r: ReportRun): CostingLevels | null {
  const shown = new Set(r.params.columns ?? []);
  const byJob = r.params.groupBy === 'job' || shown.has('job') || shown.has('jobPhase') || shown.has('costCode');
  return byJob ? { jobPhase: shown.has('jobPhase'), costCode: shown.has('costCode') } : null;
}

type Sum = { seconds: number; amountScaled: number; scale: number; costing?: Costing };

async function run(r: ReportRun) {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'currentPayPeriod', inputs, r.now, r.weekStartsOn);
  const periods = payPeriodsOf(inputs, range);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const names = await payCodeNames(r.trx, r.orgId);
  const wanted = r.params.payCodeIds?.length ? new Set(r.params.payCodeIds.map((id) => names.byId.get(id)?.code)) : null;
  const levels = costingLevelsOf(r);
  const ids = workers.map((w) => w.id);
  // Sums by worker and code, then (split by job) by costing key within them.
  const sums = new Map<string, Map<string, Sum>>();
  const share = levels ? 0.5 : 1;
  let done = 0;
  for (const period of periods) {
    const tick = (from: number) => (fraction: number) => r.progress((done + from + fraction * share) / periods.length);
    const cards = await cachedPayCodes(r.trx, r.orgId, inputs, period, ids, r.now, tick(0));
    const traced = levels ? await jobSecondsOfPeriod(r.trx, r.orgId, inputs, period, ids, r.now, levels, tick(share)) : null;
    for (const [employeeId, lines] of cards) {
      const kept = wanted ? lines.filter((line) => wanted.has(line.code)) : lines;
      const split = traced ? splitLines(kept, traced.get(employeeId) ?? new Map()) : null;
      for (const line of kept) {
        const key = `${employeeId}|${line.code}`;
        const byCosting = sums.get(key) ?? new Map<string, Sum>();
        const parts = split?.get(line.code) ?? [{ costing: undefined, seconds: line.seconds, amountScaled: line.amountScaled }];
        for (const part of parts) {
          const costingKey = part.costing ? costingKeyOf(part.costing) : '';
          const sum = byCosting.get(costingKey) ?? { seconds: 0, amountScaled: 0, scale: 0, costing: part.costing };
          sum.seconds += part.seconds;
          sum.amountScaled += part.amountScaled;
          sum.scale = Math.max(sum.scale, decimalsOf(line.amount));
          byCosting.set(costingKey, sum);
        }
        sums.set(key, byCosting);
      }
    }
    done += 1;
  }
  const costing = levels ? await costingNames(r.trx, r.orgId) : null;
  const rows: ReportRow[] = [];
  for (const w of workers) {
    for (const code of names.order) {
      const byCosting = sums.get(`${w.id}|${code}`);
      if (!byCosting) continue;
      const parts = [...byCosting.entries()].map(([costingKey, sum]) => ({
        costingKey,
        sum,
        cells: costing && costingCells(costing, sum.costing),
      }));
      parts.sort((a, b) => byCostingNames(a.cells, b.cells) || a.costingKey.localeCompare(b.costingKey));
      for (const { costingKey, sum, cells } of parts) {
        rows.push({
          ...workerCells(w),
          payCode: names.byCode.get(code) ?? code,
          ...(cells ? { ...cells, costingKey } : {}),
          seconds: sum.seconds,
          amount: fromScaled(sum.amountScaled, sum.scale),
        });
      }
    }
  }
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const notes = [
    periods.length === 1
      ? `Pay period ${formatDate(first.start, r.prefs)} – ${formatDate(first.end, r.prefs)}`
      : `${periods.length} pay periods, ${formatDate(first.start, r.prefs)} – ${formatDate(last.end, r.prefs)}`,
  ];
  return { rows, notes };
}

/** The job cell of time worked on no job (and of time off). */
const NO_JOB_LABEL = 'No job';

type CostingNames = Awaited<ReturnType<typeof costingNames>>;

/** A split row's costing cells: names, 'No job' when its time was on none. */
function costingCells(names: CostingNames, c: Costing | undefined) {
  const name = (map: Map<string, string>, id: string | null | undefined, what: string) =>
    id === null || id === undefined ? null : (map.get(id) ?? `${what} ${id}`);
  return {
    job: name(names.jobs, c?.job, 'Job') ?? NO_JOB_LABEL,
    jobPhase: name(names.phases, c?.jobPhase, 'Phase'),
    costCode: name(names.codes, c?.costCode, 'Cost code'),
  };
}

/** Split rows by job, phase and cost code names, each with none last ('No job' is a job of none). */
function byCostingNames(a: ReturnType<typeof costingCells> | null, b: ReturnType<typeof costingCells> | null): number {
  if (!a || !b) return 0;
  const noJob = Number(a.job === NO_JOB_LABEL) - Number(b.job === NO_JOB_LABEL);
  const named = (x: string | null, y: string | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x.localeCompare(y));
  return noJob || named(a.job, b.job) || named(a.jobPhase, b.jobPhase) || named(a.costCode, b.costCode);
}

const decimalsOf = (amount: string) => (amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0);

/** An amount in units of 10^-scale as a decimal string ('41250', 2 → '412.50'). */
function fromScaled(value: number, scale: number): string {
  if (scale === 0) return String(value);
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export const totalsReport: ServerReport = { spec: TOTALS_REPORT, run };
