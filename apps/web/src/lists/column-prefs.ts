import type { Fields } from '@punchline/contracts';

/** SPEC section 3 Column preference item. `width` null means the grid's own width. */
export type ColumnPref = { field: string; header: string; visible: boolean; width: number | null };

/** Column preferences live per list and organization (SPEC section 9). */
export const columnPrefsKey = (orgId: number, list: string) => `punchline.columns.${orgId}.${list}`;

/**
 * The columns a list offers: the definition's list columns (shown), then, when the organization
 * asks for all columns (format preference allColumns), every other field (hidden until chosen).
 */
export function defaultColumns(fields: Fields, listColumns: readonly string[], allColumns: boolean): ColumnPref[] {
  const shown = listColumns.map((field) => ({ field, header: fields[field]?.label ?? field, visible: true, width: null }));
  if (!allColumns) return shown;
  const rest = Object.keys(fields).filter((f) => !listColumns.includes(f) && !fields[f]!.sensitive);
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
