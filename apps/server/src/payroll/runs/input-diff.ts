import { isDeepStrictEqual } from 'node:util';
import type { StaleWorker } from '@punchline/contracts';
import { formatDate, formatDuration, type AdjustmentInput, type FormatPreferences, type StatutoryInput } from '@punchline/domain';
import { unitsText } from './money-units';
import type { SummaryInputs } from './summary-inputs';

// What changed between the inputs a summary was calculated from and today's, in words people read:
// "REG hours 38:00 → 40:00", "Pay rate 20.00 from 2026-01-01 → 22.00 from 2026-03-01". A caller
// without pay access learns that an amount changed, never the amounts (before and after null).

type Change = StaleWorker['changes'][number];
type Part = Change['part'];

export type DiffView = { prefs: FormatPreferences; pay: boolean };

// Deep equality, not JSON text: the stored inputs come back from jsonb with their keys reordered.
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

function differ<T>(
  before: T | undefined,
  after: T | undefined,
  part: Part,
  label: string,
  text: (v: T) => string,
  money: boolean,
  view: DiffView,
): Change[] {
  if (same(before, after)) return [];
  const shown = (v: T | undefined) => (v === undefined || (money && !view.pay) ? null : text(v));
  return [{ part, label, before: shown(before), after: shown(after) }];
}

const adjustmentText = (a: AdjustmentInput) =>
  a.calculation === 'percent'
    ? `${a.percent ?? '0'} % of ${a.percentOf === 'gross' ? 'gross' : 'pay after deductions'}`
    : `${a.amount ?? '0'}${a.calculation === 'rate_hours' ? ' an hour' : ''}`;

const statutoryText = (d: StatutoryInput) =>
  d.calculation === 'fixed'
    ? `${d.fixedAmount ?? '0'} a run`
    : `${d.employeePercent ?? '0'} % (employer ${d.employerPercent ?? '0'} %)${d.annualWageBase ? `, wage base ${d.annualWageBase}` : ''}`;

const byCode = <T extends { code: string }>(list: readonly T[]) => new Map(list.map((x) => [x.code, x]));
const union = (...keys: Iterable<string>[]) => [...new Set(keys.flatMap((k) => [...k]))].sort();

/** The changes between two inputs of one summary (empty when only their order differs). */
export function inputChanges(before: SummaryInputs, after: SummaryInputs, view: DiffView): Change[] {
  const accuracy = after.settings.accuracy;
  const changes: Change[] = [];
  const hours = (s: number) => formatDuration(s, { ...view.prefs, zeroDurationBlank: false });
  for (const code of union(Object.keys(before.card), Object.keys(after.card))) {
    const [bs, ba] = before.card[code] ?? [0, 0];
    const [as, aa] = after.card[code] ?? [0, 0];
    changes.push(...differ(bs, as, 'card', `${code} hours`, hours, false, view));
    changes.push(...differ(ba, aa, 'card', `${code} amount`, (u) => unitsText(BigInt(u), accuracy), true, view));
  }
  const rates = (list: SummaryInputs['rates']) => list.map((r) => `${r.rate} from ${r.from}`).join(', ') || 'none';
  changes.push(...differ(before.rates, after.rates, 'rate', 'Pay rate', rates, true, view));
  const adjBefore = byCode(before.adjustments);
  const adjAfter = byCode(after.adjustments);
  for (const code of union(adjBefore.keys(), adjAfter.keys())) {
    changes.push(...differ(adjBefore.get(code), adjAfter.get(code), 'adjustments', `Adjustment ${code}`, adjustmentText, true, view));
  }
  const dedBefore = byCode(before.deductions);
  const dedAfter = byCode(after.deductions);
  for (const code of union(dedBefore.keys(), dedAfter.keys())) {
    // The rule's figures; what was used of the wage base this year is its own change below.
    const rule = (d: StatutoryInput | undefined) => (d ? { ...d, yearToDateBase: '' } : undefined);
    changes.push(
      ...differ(
        rule(dedBefore.get(code)),
        rule(dedAfter.get(code)),
        'deductions',
        `Statutory ${code}`,
        (d) => statutoryText(d),
        true,
        view,
      ),
    );
    changes.push(
      ...differ(
        dedBefore.get(code)?.yearToDateBase,
        dedAfter.get(code)?.yearToDateBase,
        'deductions',
        `Statutory ${code} base earlier this year`,
        String,
        true,
        view,
      ),
    );
  }
  changes.push(...differ(before.settings.accuracy, after.settings.accuracy, 'settings', 'Decimal places of amounts', String, false, view));
  changes.push(...differ(before.settings.netPay, after.settings.netPay, 'settings', 'Net pay', (on) => (on ? 'on' : 'off'), false, view));
  changes.push(...differ(before.worker.payType, after.worker.payType, 'worker', 'Pay type', String, true, view));
  changes.push(
    ...differ(
      before.worker.hireDate,
      after.worker.hireDate,
      'worker',
      'Hire date',
      (d) => (d ? formatDate(d, view.prefs) : 'none'),
      false,
      view,
    ),
  );
  changes.push(
    ...differ(
      before.worker.terminationDate,
      after.worker.terminationDate,
      'worker',
      'Termination date',
      (d) => (d ? formatDate(d, view.prefs) : 'none'),
      false,
      view,
    ),
  );
  return changes;
}
