import type { FieldDef, Fields, ResourceDef } from '@punchline/contracts';
import { formatDate, formatDateTime, formatDuration, formatPay, isIsoDate, type FormatPreferences } from '@punchline/domain';
import { displayValue } from '../formats/display';

/** What a cell needs besides its value: the organization's formats and time zone, and the names
 *  of referenced records by kind (ids are shown while they load). */
export type CellContext = { prefs: FormatPreferences; timeZone: string; refName: (kind: string, id: number) => string | undefined };

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * A value as a list cell (and a read-only detail value) shows it, SPEC section 3 Format
 * preferences: dates in the organization's date format, instants in its time zone, durations
 * (whole minutes) in its duration format, money with its pay accuracy, references by name.
 */
export function formatCell(field: FieldDef | undefined, value: unknown, ctx: CellContext): string {
  if (value === null || value === undefined || value === '') return '';
  const n = asNumber(value);
  switch (field?.type) {
    case 'date':
      return isIsoDate(value) ? formatDate(value, ctx.prefs) : String(value);
    case 'instant':
      try {
        return formatDateTime(String(value), ctx.timeZone, ctx.prefs);
      } catch {
        return String(value); // not an instant: shown as it came rather than hidden
      }
    case 'duration':
      return n === null ? String(value) : formatDuration(n * 60, ctx.prefs);
    case 'money':
      return n === null ? String(value) : formatPay(n, ctx.prefs);
    case 'ref':
      return field.ref && n !== null ? (ctx.refName(field.ref.kind, n) ?? String(value)) : String(value);
    case 'idList':
      if (field.ref && Array.isArray(value)) return value.map((id: number) => ctx.refName(field.ref!.kind, id) ?? String(id)).join(', ');
      return displayValue(field, value);
    default:
      return displayValue(field, value);
  }
}

/** The columns a list can show: the definition's fields and its computed (read-only) columns. */
export function columnFields(def: Pick<ResourceDef, 'fields' | 'computed'>): Fields {
  return { ...def.fields, ...(def.computed ?? {}) };
}

/** The kinds of record a list's columns point at (their names are looked up for the cells). */
export function refKinds(fields: Fields, shown: readonly string[]): string[] {
  const kinds = shown
    .map((name) => fields[name])
    .flatMap((f) => (f && (f.type === 'ref' || f.type === 'idList') && f.ref ? [f.ref.kind] : []));
  return [...new Set(kinds)];
}

/**
 * The fields and default columns of a list with its screen's column overrides: names that are
 * no field or computed column are extra columns, appended after the definition's list columns.
 * A screen's own `listColumns` replace the default columns (extra columns left out of them are
 * offered hidden); an override's `header` renames a field's column.
 */
export function columnSource(
  def: Pick<ResourceDef, 'fields' | 'computed' | 'list'>,
  overrides: Record<string, { header?: string }> = {},
  listColumns?: readonly string[],
): { fields: Fields; listColumns: string[]; extras: string[] } {
  const own = columnFields(def);
  // A header given for a field or computed column renames its column.
  const known: Fields = Object.fromEntries(
    Object.entries(own).map(([name, f]) => [name, overrides[name]?.header ? { ...f, label: overrides[name].header } : f]),
  );
  const extra = Object.entries(overrides).filter(([name]) => !(name in known));
  const fields: Fields = { ...known, ...Object.fromEntries(extra.map(([name, c]) => [name, { type: 'text', label: c.header ?? name }])) };
  const extras = extra.map(([name]) => name);
  if (listColumns) return { fields, listColumns: listColumns.filter((name) => name in fields), extras };
  return { fields, listColumns: [...def.list.columns, ...extras], extras };
}

/** Rows with the values of a screen's extra columns (computed in the browser), as exports need them. */
export function withExtraValues<R extends Record<string, unknown>>(
  rows: readonly R[],
  overrides: Record<string, { value?: (row: R) => unknown }> = {},
): R[] {
  const getters = Object.entries(overrides).filter(([, c]) => c.value);
  if (getters.length === 0) return [...rows];
  return rows.map((row) => ({ ...row, ...Object.fromEntries(getters.map(([name, c]) => [name, c.value!(row)])) }));
}
