/**
 * Merges two lists already sorted by start into one, in the order a stable sort by start of
 * `first` followed by `second` would give (on equal starts, `first`'s item comes first) —
 * without sorting, which the engine's hot path avoids.
 * @example mergeByStart([{ start: 1 }, { start: 5 }], [{ start: 3 }]) // starts 1, 3, 5
 */
export function mergeByStart<T extends { start: number }>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    if ((first[i] as T).start <= (second[j] as T).start) out.push(first[i++] as T);
    else out.push(second[j++] as T);
  }
  while (i < first.length) out.push(first[i++] as T);
  while (j < second.length) out.push(second[j++] as T);
  return out;
}
