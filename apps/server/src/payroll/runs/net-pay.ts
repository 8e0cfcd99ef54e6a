import { computeNetPay, netPayProblems, salaryForPeriod, type GrossLine, type NetPayResult } from '@punchline/domain';
import type { GatheredWorker, RunContext } from './summary-inputs';
import { cardLines, grossOnly, type CodeCatalog } from './summary-price';

// One worker's pay for the run: the gross lines (the cards' pay codes, a salaried worker's
// salary), then gross to net by the net pay engine (docs/payroll.md, Net pay) when net pay is on.

export const SALARY_CODE = 'SALARY';

/** A salaried worker's salary for a regular run's period, from their annual rates (none on an off-cycle run). */
function salaryLine(worker: GatheredWorker, ctx: RunContext): GrossLine | null {
  if (worker.inputs.worker.payType !== 'salaried' || ctx.run.kind !== 'regular') return null;
  const salary = salaryForPeriod({
    period: { type: ctx.run.periods[0]?.type ?? null, start: ctx.run.range.start, end: ctx.run.range.end },
    rates: worker.inputs.rates.map((r) => ({ from: r.from, annual: r.rate })),
    hired: worker.inputs.worker.hireDate,
    terminated: worker.inputs.worker.terminationDate,
    accuracy: ctx.gate.accuracy,
  });
  return {
    kind: 'salary',
    code: SALARY_CODE,
    name: 'Salary',
    seconds: null,
    rate: null,
    amount: salary.amount,
    source: { ...salary.source, reason: salary.reason },
  };
}

export function netPayOf(worker: GatheredWorker, catalog: CodeCatalog, ctx: RunContext): { result: NetPayResult; problems: string[] } {
  const salary = salaryLine(worker, ctx);
  const gross = [...cardLines(worker, catalog), ...(salary ? [salary] : [])];
  if (!ctx.gate.netPay) {
    const result = grossOnly(gross, ctx.gate.accuracy);
    return { result, problems: result.net.startsWith('-') ? [`Net pay would be negative (${result.net}).`] : [] };
  }
  const paidSeconds = Object.values(worker.inputs.card).reduce((sum, [seconds]) => sum + seconds, 0);
  const result = computeNetPay({
    accuracy: ctx.gate.accuracy,
    paidSeconds,
    gross,
    adjustments: paidAnything(gross) ? worker.inputs.adjustments : worker.inputs.adjustments.filter(oneOffOnThisRun),
    statutory: worker.inputs.deductions,
  });
  return { result, problems: netPayProblems(result) };
}

/** Whether the run pays the worker anything before adjustments (time or salary). */
const paidAnything = (gross: readonly GrossLine[]) => gross.some((line) => /[1-9]/.test(line.amount));

/**
 * A worker with nothing earned in the run (no hours, no salary: on leave, or hired after it) owes
 * no recurring deduction and earns no recurring addition for it, as payroll systems treat a
 * period without pay; what a manager added to this very run (a bonus off-cycle) still applies.
 */
const oneOffOnThisRun = (adjustment: { source: Record<string, unknown> }) => adjustment.source.from === 'this run';
