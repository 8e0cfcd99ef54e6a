import type { FieldType } from '@punchline/contracts';

// How wide a list column may get by what it holds: a time ('11/26/2026 6:34 AM') never cut to
// '11/26/2026 …', while short values (Yes/No, In/Out, a duration) and mostly empty text leave
// the room to the columns that need it. Widths are the grid's minimum; flex shares what is left.

type Sizing = { minWidth: number; flex: number };

const BY_TYPE: Partial<Record<FieldType, Sizing>> = {
  instant: { minWidth: 175, flex: 1.5 },
  date: { minWidth: 115, flex: 1 },
  bool: { minWidth: 80, flex: 0.5 },
  choice: { minWidth: 90, flex: 0.5 },
  integer: { minWidth: 80, flex: 0.5 },
  number: { minWidth: 80, flex: 0.5 },
  duration: { minWidth: 85, flex: 0.5 },
  money: { minWidth: 95, flex: 0.7 },
};

const DEFAULT: Sizing = { minWidth: 120, flex: 1 };
/** A column with nothing in the loaded rows: room for its header, no share of the rest. */
const EMPTY: Sizing = { minWidth: 90, flex: 0.2 };

/** A column's minimum width and flex share from its field's type (unknown fields: plain text). */
export function columnSizing(type: FieldType | undefined, empty = false): Sizing {
  return empty ? EMPTY : ((type && BY_TYPE[type]) ?? DEFAULT);
}

/** The fields with no value in any of the rows (none when there are no rows yet), as one key. */
export function emptyFieldsKey(fields: readonly string[], rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  return fields.filter((f) => rows.every((row) => blank(row[f]))).join(',');
}
