import type { Fields } from '@punchline/contracts';

/** A spreadsheet as text: its header row and the rows under it. */
export type Sheet = { headers: string[]; rows: string[][] };
/** Field name → index of the spreadsheet column that feeds it (null: not imported). */
export type ColumnMap = Record<string, number | null>;

/** Parses CSV (RFC 4180: quotes, doubled quotes, CRLF or LF, a leading BOM). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
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
