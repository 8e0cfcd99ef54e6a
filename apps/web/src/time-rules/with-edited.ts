import type { ResourceRow } from '../lists/list-api';

/**
 * The stored rules with the one being edited in place of its saved version (or added, when new),
 * so a live example shows what saving would do to the whole set.
 */
export function withEdited(rows: readonly ResourceRow[], edited: Record<string, unknown>): ResourceRow[] {
  const id = typeof edited.id === 'number' ? edited.id : null;
  const others = rows.filter((row) => row.id !== id);
  return [...others, { ...edited, id: id ?? 0, version: Number(edited.version ?? 0) } as ResourceRow];
}
