import { createHash } from 'node:crypto';
import type { AdjustmentInput, PayPeriod, StatutoryInput } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import type { OrgInputs } from '../../timecards/timecards.service';
import {
  adjustmentsInForce,
  rangeRates,
  statutoryRules,
  workerFields,
  yearToDateBases,
  type RateInput,
  type WorkerFields,
} from './net-inputs';
import type { PayRunGate } from './pay-run-gate';
import { rangeCards, type RangeCard } from './range-cards';
import type { RunRange } from './run-scope';

// A pay summary's inputs: everything it is computed from, in the compact form stored with it
// (pay_summaries.inputs) and hashed into its fingerprint. The staleness check gathers them again
// the same way and compares: equal fingerprints, nothing changed; else the parts that differ are
// the diff people read ("REG hours 38:00 → 40:00"). Gathered set-based for all workers at once.

export type SummaryInputs = {
  /** Per pay code of the range's cards: [paid seconds, amount in units of 10^-accuracy]. */
  card: Record<string, [number, number]>;
  worker: WorkerFields;
  rates: RateInput[];
  adjustments: AdjustmentInput[];
  deductions: StatutoryInput[];
  settings: { accuracy: number; netPay: boolean };
};

/** What the summary was read from besides its inputs (not hashed: a card can change without changing pay). */
export type SummaryReads = { cards: { periodStart: string; fingerprint: string; whole: boolean }[] };

export type GatheredWorker = { inputs: SummaryInputs; fingerprint: string; cards: RangeCard[] };

/** SHA-256 of the inputs (their key order is fixed by how they are built). */
export const fingerprintOf = (inputs: SummaryInputs) => createHash('sha256').update(JSON.stringify(inputs)).digest('hex');

export type RunContext = {
  orgId: number;
  inputs: OrgInputs;
  gate: PayRunGate;
  run: { id: number; kind: 'regular' | 'off_cycle'; range: RunRange; periods: PayPeriod[]; payDate: string | null };
  now: number;
};

/** The calendar year a run pays in: its pay date's, else its last day's. */
export const runYear = (run: RunContext['run']) => Number((run.payDate ?? run.range.end).slice(0, 4));

function cardTotals(cards: readonly RangeCard[]): SummaryInputs['card'] {
  const totals: SummaryInputs['card'] = {};
  for (const card of cards) {
    for (const line of card.codes) {
      const [seconds, amount] = totals[line.code] ?? [0, 0];
      totals[line.code] = [seconds + line.seconds, amount + line.amountScaled];
    }
  }
  return Object.fromEntries(Object.entries(totals).sort(([a], [b]) => a.localeCompare(b)));
}

/** The inputs of these workers' summaries, as they are now (`known`: their range cards, already read up to date). */
export async function gatherInputs(
  trx: TenantTx,
  ctx: RunContext,
  ids: readonly number[],
  known?: ReadonlyMap<number, RangeCard[]>,
): Promise<Map<number, GatheredWorker>> {
  const { orgId, run, gate } = ctx;
  const [cards, workers, rates, adjustments, rules, ytd] = await Promise.all([
    known ?? rangeCards(trx, orgId, ctx.inputs, run.periods, run.range, ids, ctx.now),
    workerFields(trx, orgId, ids),
    rangeRates(trx, orgId, ids, run.range),
    gate.netPay ? adjustmentsInForce(trx, orgId, ids, run.range, run.id) : null,
    gate.netPay ? statutoryRules(trx, orgId) : null,
    gate.netPay ? yearToDateBases(trx, orgId, ids, runYear(run), run.id) : null,
  ]);
  const out = new Map<number, GatheredWorker>();
  for (const id of ids) {
    const worker = workers.get(id);
    if (!worker) continue;
    const own = ytd?.get(id);
    const inputs: SummaryInputs = {
      card: cardTotals(cards.get(id) ?? []),
      worker,
      rates: rates.get(id) ?? [],
      adjustments: adjustments?.get(id) ?? [],
      deductions: (rules ?? []).map((rule) => ({ ...rule, yearToDateBase: own?.get(rule.code) ?? '0' })),
      settings: { accuracy: gate.accuracy, netPay: gate.netPay },
    };
    out.set(id, { inputs, fingerprint: fingerprintOf(inputs), cards: cards.get(id) ?? [] });
  }
  return out;
}
