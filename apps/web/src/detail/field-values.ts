import { epochFromLocal, localFromEpoch, type FormatPreferences } from '@punchline/domain';

// The new field types' inputs keep what the user types; these turn text into the stored value
// and back. A parse gives null for an empty box and undefined for text that is no value (the form
// then keeps the text, so validateRecord shows the field's message).

const HM = /^(-)?(\d{1,4}):([0-5]?\d)$/;
const HOURS = /^(-)?(\d{0,4})(?:[.,](\d+))?$/;

/** Whole minutes from 'h:mm' or decimal hours ('1:30' and '1.5' are 90). */
export function parseDuration(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const hm = HM.exec(t);
  if (hm) return (hm[1] ? -1 : 1) * (Number(hm[2]) * 60 + Number(hm[3]));
  const h = HOURS.exec(t);
  if (!h || (h[2] === '' && h[3] === undefined)) return undefined;
  const minutes = Math.round(Number(`${h[2] || '0'}.${h[3] ?? '0'}`) * 60);
  return h[1] && minutes !== 0 ? -minutes : minutes;
}

/** Minutes as the organization writes durations: 'h:mm', or hours with 2 decimals. */
export function formatDurationInput(value: unknown, prefs: Pick<FormatPreferences, 'durationFormat'>): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value === null || value === undefined ? '' : String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  if (prefs.durationFormat === 'minute') return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return `${sign}${(abs / 60).toFixed(2)}`;
}

/** An amount from '1,234.5' (thousands commas allowed). */
export function parseMoney(text: string): number | null | undefined {
  const t = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : undefined;
}

/** An amount with its 2 decimals ('12.50'). */
export function formatMoneyInput(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return value === null || value === undefined ? '' : String(value);
}

/** An instant as a date-time input shows it: the wall clock of the organization's time zone. */
export function instantToLocal(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : localFromEpoch(Math.floor(ms / 1000), timeZone);
}

/** A date-time input's wall clock in the organization's time zone as a UTC ISO instant. */
export function localToInstant(local: string, timeZone: string): string | null {
  if (local === '') return null;
  return new Date(epochFromLocal(local, timeZone) * 1000).toISOString();
}
