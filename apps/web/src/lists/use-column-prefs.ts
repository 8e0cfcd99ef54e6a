import type { ColumnState } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { mergeColumnPrefs, type ColumnPref } from './column-prefs';

function readStored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The list's column preferences over the current defaults (which may grow when the
 *  organization's allColumns preference arrives), saved to local storage on every change. */
export function useColumnPrefs(key: string, defaults: ColumnPref[]) {
  const [stored, setStored] = useState<unknown>(() => readStored(key));
  const columns = useMemo(() => mergeColumnPrefs(defaults, stored), [defaults, stored]);
  const save = (next: ColumnPref[]) => {
    localStorage.setItem(key, JSON.stringify(next));
    setStored(next);
  };
  return {
    columns,
    save,
    reset: () => {
      localStorage.removeItem(key);
      setStored(null);
    },
    /** The grid's state after a resize or a drag: visible columns take its order and widths. */
    fromGrid: (state: ColumnState[]) => {
      const shown = state.map((s) => columns.find((c) => c.field === s.colId)).filter((c): c is ColumnPref => c !== undefined);
      const widths = new Map(state.map((s) => [s.colId, s.width ?? null]));
      save([...shown.map((c) => ({ ...c, width: widths.get(c.field) ?? c.width })), ...columns.filter((c) => !c.visible)]);
    },
  };
}
