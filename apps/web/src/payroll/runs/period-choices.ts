import { payPeriodFor, previousPayPeriod, type PayPeriodSettings } from '@punchline/domain';

export type PeriodChoice = { start: string; end: string };

/**
 * The pay periods a regular run may cover, newest first: the current one and `count - 1` before
 * it. The last complete period (the second) is the one to preselect.
 * @example periodChoices('2026-11-26', { payPeriodType: 'week', payPeriodStarts: 2 }, 3)[1] // { start: '2026-11-16', end: '2026-11-22' }
 */
export function periodChoices(today: string, settings: PayPeriodSettings, count = 12): PeriodChoice[] {
  const out: PeriodChoice[] = [];
  let period = payPeriodFor(today, settings);
  for (let i = 0; i < count; i += 1) {
    out.push({ start: period.start, end: period.end });
    period = previousPayPeriod(period, settings);
  }
  return out;
}

export const SELECTION_KINDS = ['all', 'departmentIds', 'orgUnitIds', 'labelIds', 'employeeIds'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

/** Who a run pays, as the API takes it: all, or the chosen ids of one kind. */
export function selectionOf(kind: SelectionKind, ids: readonly number[]): Partial<Record<Exclude<SelectionKind, 'all'>, number[]>> {
  return kind === 'all' || ids.length === 0 ? {} : { [kind]: [...ids] };
}
