import type { NetPayResult } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { existingCosting, laborOf } from './labor-lines';
import { unitsText } from './money-units';
import { netPayOf } from './net-pay';
import type { RangeCard } from './range-cards';
import { gatherInputs, type GatheredWorker, type RunContext } from './summary-inputs';
import { codeCatalog, readsOf } from './summary-price';
import { workerNames } from './worker-names';

// Calculating a run's workers: gather their inputs, price them (the net pay engine when net pay is
// on), refuse the whole calculation when any worker's pay cannot be paid (a negative net), then
// replace their summaries, explained lines and labour lines. All inside the caller's transaction.

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters a statement). */
const ROWS_PER_INSERT = 2000;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

export const unpayable = (problems: string[]) => `The pay run cannot be calculated: ${problems.join(' ')} Nothing was changed.`;

/**
 * Calculates these workers of the run (true in `unapproved`: their cards were included as they
 * were). `cards`: the range's cards when the caller has just read them up to date in this
 * transaction (not read twice: bringing 10,000 cards up to date takes seconds).
 */
export async function calculateWorkers(
  trx: TenantTx,
  ctx: RunContext,
  unapproved: ReadonlyMap<number, boolean>,
  cards?: ReadonlyMap<number, RangeCard[]>,
): Promise<void> {
  const ids = [...unapproved.keys()];
  const [gathered, catalog] = await Promise.all([gatherInputs(trx, ctx, ids, cards), codeCatalog(trx, ctx.orgId)]);
  const priced = new Map<number, { worker: GatheredWorker; result: NetPayResult }>();
  const problems: { id: number; text: string[] }[] = [];
  for (const [id, worker] of gathered) {
    const { result, problems: own } = netPayOf(worker, catalog, ctx);
    if (own.length > 0) problems.push({ id, text: own });
    priced.set(id, { worker, result });
  }
  if (problems.length > 0) {
    const names = await workerNames(
      trx,
      ctx.orgId,
      problems.map((p) => p.id),
    );
    throw ApiError.badRequest(unpayable(problems.map((p) => `${names.get(p.id)?.name ?? `Worker ${p.id}`}: ${p.text.join(' ')}`)));
  }
  const labor = await laborOf(trx, ctx, new Map([...gathered].map(([id, w]) => [id, w.cards])));
  await writeSummaries(trx, ctx, priced, unapproved, labor);
}

async function writeSummaries(
  trx: TenantTx,
  ctx: RunContext,
  priced: Map<number, { worker: GatheredWorker; result: NetPayResult }>,
  unapproved: ReadonlyMap<number, boolean>,
  labor: Awaited<ReturnType<typeof laborOf>>,
) {
  const { orgId } = ctx;
  const runId = ctx.run.id;
  const ids = [...unapproved.keys()];
  const calculatedAt = new Date(ctx.now * 1000);
  for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
    await trx
      .deleteFrom('pay_summaries')
      .where('org_id', '=', orgId)
      .where('pay_run_id', '=', runId)
      .where('employee_id', 'in', ids.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  const summaries = [...priced].map(([id, { worker, result }]) => ({
    org_id: orgId,
    pay_run_id: runId,
    employee_id: id,
    unapproved: unapproved.get(id) ?? false,
    paid_seconds: Object.values(worker.inputs.card).reduce((sum, [seconds]) => sum + seconds, 0),
    gross: result.gross,
    taxable_gross: result.taxableGross,
    deductions: result.deductions,
    net: result.net,
    employer_cost: result.employerCost,
    fingerprint: worker.fingerprint,
    inputs: JSON.stringify({ ...worker.inputs, reads: readsOf(worker) }),
    calculated_at: calculatedAt,
  }));
  const summaryIds = new Map<number, number>();
  await insertChunks(summaries, async (chunk) => {
    const rows = await trx.insertInto('pay_summaries').values(chunk).returning(['id', 'employee_id']).execute();
    for (const r of rows) summaryIds.set(r.employee_id, r.id);
  });
  const lines = [...priced].flatMap(([id, { result }]) =>
    result.lines.map((line, position) => ({
      org_id: orgId,
      pay_summary_id: summaryIds.get(id)!,
      pay_run_id: runId,
      employee_id: id,
      position,
      kind: line.kind,
      code: line.code,
      name: line.name,
      seconds: line.seconds,
      rate: line.rate,
      base: line.base,
      amount: line.amount,
      taxable: line.taxable,
      source: JSON.stringify(line.source),
    })),
  );
  await insertChunks(lines, (chunk) => trx.insertInto('pay_summary_lines').values(chunk).execute());
  const costingIds = await existingCosting(trx, orgId, [...labor.values()].flat());
  const laborRows = [...labor].flatMap(([id, own]) =>
    own.map((l) => ({
      org_id: orgId,
      pay_summary_id: summaryIds.get(id)!,
      pay_run_id: runId,
      employee_id: id,
      ...costingIds(l.costing),
      pay_code: l.payCode,
      seconds: l.seconds,
      amount: unitsText(BigInt(l.amountScaled), ctx.gate.accuracy),
    })),
  );
  await insertChunks(laborRows, (chunk) => trx.insertInto('pay_labor_lines').values(chunk).execute());
}
