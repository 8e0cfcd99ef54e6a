import type { ReportColumn } from '@punchline/contracts';
import { formatDate, formatDateTime, formatDuration, formatFixed, formatPay, type FormatPreferences } from '@punchline/domain';

/** A report cell as text: what the table shows and every export writes. */
export type ReportCellText = (column: ReportColumn, value: unknown) => string;

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * One cell in the organization's formats, by its column's type (the framework's conventions):
 * duration = seconds in the duration format; minutes = signed minutes, shown with their sign
 * (early/late differences read as +0:05 / -0:03); hours = decimal hours with 2 places;
 * money = a decimal string at the pay accuracy; date = 'YYYY-MM-DD'; instant = epoch seconds
 * shown as date and time in the organization's zone. Empty values stay empty.
 */
export function reportCellText(column: Pick<ReportColumn, 'type'>, value: unknown, prefs: FormatPreferences, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = asNumber(value);
  switch (column.type) {
    case 'duration':
      return n === null ? String(value) : formatDuration(n, prefs);
    case 'minutes': {
      if (n === null) return String(value);
      const text = formatDuration(n * 60, prefs);
      return n > 0 && text !== '' ? `+${text}` : text;
    }
    case 'hours':
      return n === null ? String(value) : formatFixed(n, 2);
    case 'money':
      return n === null ? String(value) : formatPay(n, prefs);
    case 'number':
      return n === null ? String(value) : formatFixed(n, Number.isInteger(n) ? 0 : 2);
    case 'date':
      return typeof value === 'string' ? formatDate(value, prefs) : String(value);
    case 'instant':
      return n === null ? String(value) : formatDateTime(n * 1000, timeZone, prefs);
    case 'text':
      return String(value);
  }
}

/** Numbers are right-aligned in the table and exports read them as numbers. */
export const isNumericColumn = (column: Pick<ReportColumn, 'type'>) => !['text', 'date', 'instant'].includes(column.type);
