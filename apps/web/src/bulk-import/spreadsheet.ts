import type { Fields } from '@punchline/contracts';
import Papa from 'papaparse';

/** A spreadsheet as text: its header row and the rows under it. */
export type Sheet = { headers: string[]; rows: string[][] };
/** Field name → index of the spreadsheet column that feeds it (null: not imported). */
export type ColumnMap = Record<string, number | null>;

/** Parses CSV (RFC 4180: quoted fields with commas, line breaks and doubled quotes; CRLF or LF;
 *  a leading BOM), dropping blank lines. Only commas separate: no delimiter guessing. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { header: false, delimiter: ',', skipEmptyLines: 'greedy' }).data;
}

export function toSheet(table: unknown[][]): Sheet {
  const [head = [], ...rows] = table.map((r) => r.map((v) => (v === null || v === undefined ? '' : String(v))));
  return { headers: head, rows };
}

/** Guesses the mapping: a column whose header is the field's label or name (any case). */
export function guessColumns(fields: Fields, headers: string[]): ColumnMap {
  const norm = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '');
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const at = headers.findIndex((h) => norm(h) === norm(field.label) || norm(h) === norm(name));
      return [name, at < 0 ? null : at];
    }),
  );
}

/** The items POST bulk-import receives: mapped cells as text (the server normalizes them). */
export function mappedItems(sheet: Sheet, map: ColumnMap): Record<string, string>[] {
  return sheet.rows.map((row) => {
    const item: Record<string, string> = {};
    for (const [field, at] of Object.entries(map)) if (at !== null && row[at] !== undefined && row[at] !== '') item[field] = row[at];
    return item;
  });
}
