import type { FieldDef, Fields } from '@punchline/contracts';

/** SPEC section 3 Column preference item. `width` null means the grid's own width. */
export type ColumnPref = { field: string; header: string; visible: boolean; width: number | null };

/** Column preferences live per list and organization (SPEC section 9). */
export const columnPrefsKey = (orgId: number, list: string) => `punchline.columns.${orgId}.${list}`;

/** Whether the viewer may be offered a column (see `defaultColumns`). */
export type ColumnFilter = (name: string, field: FieldDef) => boolean;

/** Never a column: a write-only field (nothing to show) or a map of values (no single cell). */
const cellless = (field: FieldDef) => field.writeOnly === true || field.type === 'valueMap';

/**
 * The columns a list offers: the definition's list columns (shown), then, when the organization
 * asks for all columns (format preference allColumns), every other field (hidden until chosen).
 * Columns `mayShow` refuses are never offered: the server leaves a sensitive field out for a viewer
 * without access, so its column would stand empty (by default every sensitive field is refused).
 */
export function defaultColumns(
  fields: Fields,
  listColumns: readonly string[],
  allColumns: boolean,
  mayShow: ColumnFilter = (_, field) => !field.sensitive,
  /** Offered hidden whatever allColumns says (a screen's own extra columns). */
  alwaysOffered: readonly string[] = [],
): ColumnPref[] {
  const offered = (f: string) => !fields[f] || (!cellless(fields[f]) && mayShow(f, fields[f]));
  const shown = listColumns.filter(offered).map((field) => ({ field, header: fields[field]?.label ?? field, visible: true, width: null }));
  const rest = Object.keys(fields).filter((f) => !listColumns.includes(f) && offered(f) && (allColumns || alwaysOffered.includes(f)));
  return [...shown, ...rest.map((field) => ({ field, header: fields[field]!.label, visible: false, width: null }))];
}

/**
 * Lays stored preferences over the defaults: stored order, visibility and width win for columns
 * that still exist; columns the definition gained since are appended; ones it lost are dropped.
 * Headers always come from the definition (a renamed field shows its new name).
 */
export function mergeColumnPrefs(defaults: ColumnPref[], stored: unknown): ColumnPref[] {
  if (!Array.isArray(stored)) return defaults;
  const byField = new Map(defaults.map((c) => [c.field, c]));
  const merged: ColumnPref[] = [];
  for (const item of stored as Partial<ColumnPref>[]) {
    const base = typeof item?.field === 'string' ? byField.get(item.field) : undefined;
    if (!base || merged.some((c) => c.field === base.field)) continue;
    const width = typeof item.width === 'number' && item.width > 0 ? item.width : null;
    merged.push({ ...base, visible: item.visible !== false, width });
  }
  return [...merged, ...defaults.filter((c) => !merged.some((m) => m.field === c.field))];
}

export function readColumnPrefs(key: string, defaults: ColumnPref[]): ColumnPref[] {
  try {
    return mergeColumnPrefs(defaults, JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return defaults;
  }
}

/** Moves a column one place up (-1) or down (+1). */
export function moveColumn(prefs: ColumnPref[], field: string, by: -1 | 1): ColumnPref[] {
  const at = prefs.findIndex((c) => c.field === field);
  const to = at + by;
  if (at < 0 || to < 0 || to >= prefs.length) return prefs;
  const next = [...prefs];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}
