import type { PeriodExportCreateBody } from '@punchline/contracts';
import { payrollDefaultsSettings } from '@punchline/contracts';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { getSettings } from '../../resources/settings.service';
import { loadOrgInputs } from '../../timecards/timecards.service';
import { netPayOf } from '../runs/net-pay';
import { rangeCards, type RangeCard } from '../runs/range-cards';
import { periodsOf, runRange, selectedWorkers, type RunRange } from '../runs/run-scope';
import { gatherInputs, type RunContext } from '../runs/summary-inputs';
import { codeCatalog } from '../runs/summary-price';
import { unapprovedCards } from '../runs/unapproved-cards';
import { workerNames } from '../runs/worker-names';
import { parseMoney } from './export-numbers';
import { exportOrg, NO_DATA, requireEmployeeNumbers, type PayExportData, type PayExportLine } from './pay-export-data';

// A pay period exported straight from its time cards, without a pay run (docs/payroll-exports.md
// "A pay period without a run"): for organizations whose payroll system pays, and which send it
// hours and time off. The lines are the ones a regular run of the period would start from (its
// gross lines: each pay code of the cards, time off, holidays, a salaried worker's salary), made
// by the pay runs' own code; nothing is stored but the file.

export const unapprovedNamed = (names: readonly string[]) =>
  `These workers' time cards for the period are not approved: ${names.join(', ')}. ` +
  'Approve them first, or choose to leave those workers out or include their cards as they are.';

/** The period's days, the workers employed in it and their cards, brought up to date. */
export async function periodCards(trx: TenantTx, orgId: number, periodStart: string, now: number) {
  const inputs = await loadOrgInputs(trx, orgId);
  const range = runRange(inputs, { kind: 'regular', periodStart });
  const periods = periodsOf(inputs, range);
  const ids = await selectedWorkers(trx, orgId, {}, range);
  const cards = await rangeCards(trx, orgId, inputs, periods, range, ids, now);
  return { inputs, range, periods, ids, cards };
}

/** The workers whose cards of the period are not approved, by name, in name order. */
export async function unapprovedOf(trx: TenantTx, orgId: number, cards: ReadonlyMap<number, RangeCard[]>) {
  const open = await unapprovedCards(trx, orgId, cards);
  const names = await workerNames(
    trx,
    orgId,
    open.map((u) => u.employeeId),
  );
  return open
    .map((u) => ({ employeeId: u.employeeId, name: names.get(u.employeeId)?.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId);
}

const sourceOf = (range: RunRange) => ({
  batch: `PP${range.start.replaceAll('-', '')}`,
  name: 'Pay period',
  periodStart: range.start,
  periodEnd: range.end,
  payDate: null,
});

/**
 * The file's data: the period's workers (less those left out) and their gross lines. Refuses
 * cards not approved when the caller made no choice about them, a period without paid time, and
 * workers without an employee number.
 */
export async function periodExportData(
  trx: TenantTx,
  orgId: number,
  body: Pick<PeriodExportCreateBody, 'periodStart' | 'unapproved'>,
  now: number,
): Promise<PayExportData> {
  const { inputs, range, periods, ids, cards } = await periodCards(trx, orgId, body.periodStart, now);
  const open = await unapprovedOf(trx, orgId, cards);
  if (open.length > 0 && body.unapproved === undefined) throw ApiError.fields({ unapproved: [unapprovedNamed(open.map((u) => u.name))] });
  const left = new Set(body.unapproved === 'exclude' ? open.map((u) => u.employeeId) : []);
  const paid = ids.filter((id) => !left.has(id));
  const defaults = await getSettings(trx, payrollDefaultsSettings, orgId);
  // Gross only: the payroll system computes deductions and net itself.
  const ctx: RunContext = {
    orgId,
    inputs,
    gate: { netPay: false, accuracy: Number(defaults.payAccuracy ?? 2) },
    run: { id: 0, kind: 'regular', range, periods, payDate: null },
    now,
  };
  const [gathered, catalog, people] = await Promise.all([
    gatherInputs(trx, ctx, paid, cards),
    codeCatalog(trx, orgId),
    paid.length === 0
      ? []
      : trx
          .selectFrom('employees')
          .select(['id', 'employee_number', 'first_name', 'last_name'])
          .where('org_id', '=', orgId)
          .where('id', 'in', paid)
          .orderBy('last_name')
          .orderBy('first_name')
          .orderBy('id')
          .execute(),
  ]);
  const lines: PayExportLine[] = [];
  const withPay = people.filter((p) => gathered.has(p.id));
  // A line with neither time nor money (a salary before the hire date) is not sent.
  const linesOf = new Map(
    withPay.map((p) => [
      p.id,
      netPayOf(gathered.get(p.id)!, catalog, ctx).result.lines.filter((l) => (l.seconds ?? 0) > 0 || /[1-9]/.test(l.amount)),
    ]),
  );
  const paidPeople = withPay.filter((p) => (linesOf.get(p.id) ?? []).length > 0);
  if (paidPeople.length === 0) throw ApiError.badRequest(NO_DATA);
  requireEmployeeNumbers(paidPeople);
  for (const p of paidPeople) {
    for (const line of linesOf.get(p.id)!) {
      lines.push({
        employeeId: p.id,
        employeeNumber: p.employee_number!.trim(),
        firstName: p.first_name,
        lastName: p.last_name,
        kind: line.kind,
        code: line.code,
        name: line.name,
        seconds: line.seconds,
        rate: line.rate,
        amount: parseMoney(line.amount),
      });
    }
  }
  return { source: sourceOf(range), ...(await exportOrg(trx, orgId)), lines };
}
