import type { ReportColumn } from '../report-schemas';

// Time off amounts keep their code's unit (docs/time-off.md): a code taken in hours is read in
// hours, one taken in days in days, never converted. So each amount is two columns, one per unit,
// and a row fills the one of its code: totals then add hours to hours and days to days.

/** The time off code of a row (its name) and its unit ('Hours' or 'Days'). */
export const TIME_OFF_CODE_COLUMNS = [
  { key: 'code', label: 'Time Off Code', type: 'text' },
  { key: 'unit', label: 'Unit', type: 'text', optional: true },
] as const satisfies readonly ReportColumn[];

/** An amount in its code's unit: `${key}Hours` (hours) or `${key}Days` (a number of days). */
export function amountColumns(key: string, label: string, options: { total?: boolean; optional?: boolean } = {}): ReportColumn[] {
  return [
    { key: `${key}Hours`, label: `${label} (hours)`, type: 'hours', ...options },
    { key: `${key}Days`, label: `${label} (days)`, type: 'number', ...options },
  ];
}

export const TIME_OFF_GROUPINGS = [{ key: 'code', label: 'Time Off Code' }] as const;
