import { isEmpty, isIsoDate, validators } from '@punchline/domain';
import type { FieldDef } from './define';
import { FIELD_MESSAGES } from './field-messages';
import { rangeError, type Normalized } from './normalize-shared';

/** A duration is stored in a PostgreSQL integer column: larger would be a database error. */
export const DURATION_MAX_MINUTES = 2_147_483_647;

/** 'YYYY-MM-DD', a real calendar day. */
export function date(raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const value = typeof raw === 'string' ? raw.trim() : raw;
  return isIsoDate(value) ? { value } : { value: null, error: FIELD_MESSAGES.date };
}

// Date, time to the minute at least, optional seconds and fraction, then the offset (checked apart
// so that its absence gets its own message).
const INSTANT = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;

/** ISO 8601 with an offset or Z, as the UTC ISO string; fractions finer than milliseconds are cut. */
export function instant(raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const invalid = { value: null, error: FIELD_MESSAGES.dateTime };
  // A stored timestamptz read back by pg is a Date: it is a moment already.
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? invalid : inYears(raw.toISOString(), invalid);
  const m = typeof raw === 'string' ? INSTANT.exec(raw.trim()) : null;
  if (!m) return invalid;
  const [, day, hh = '', mm = '', ss = '00', fraction = '', zone] = m;
  if (!isIsoDate(day) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return invalid;
  if (zone === undefined) return { value: null, error: FIELD_MESSAGES.dateTimeOffset };
  const offset = offsetOf(zone);
  if (offset === null) return invalid;
  const time = Date.parse(`${day}T${hh}:${mm}:${ss}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`);
  return Number.isFinite(time) ? inYears(new Date(time).toISOString(), invalid) : invalid;
}

// An offset can move the moment out of the years PostgreSQL stores (0001-9999).
function inYears(iso: string, invalid: Normalized): Normalized {
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000') ? { value: iso } : invalid;
}

/** 'Z', '+05', '+0530' or '+05:30' as 'Z' or '+05:30'; null when out of range. */
function offsetOf(zone: string): string | null {
  if (zone === 'Z' || zone === 'z') return 'Z';
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return null;
  const [, sign, hours = '', minutes = '00'] = m;
  return Number(hours) <= 23 && Number(minutes) <= 59 ? `${sign}${hours}:${minutes}` : null;
}

// Spreadsheets write durations as h:mm, sometimes with ':00' seconds.
const HOURS_MINUTES = /^(\d+):([0-5]\d)(?::00)?$/;

/** Whole minutes, from an integer or 'h:mm' ('7:30' is 450); at least 0 unless `min` says otherwise. */
export function duration(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const value = minutesOf(raw);
  if (value === null) return { value: null, error: FIELD_MESSAGES.duration };
  const error = rangeError(value, field.min ?? 0, field.max) ?? validators.maxValue(value, DURATION_MAX_MINUTES);
  return error ? { value, error } : { value };
}

function minutesOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (/^[+-]?\d+$/.test(text)) return Number(text);
  const m = HOURS_MINUTES.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
