/** A span of paid time inside a shift; kind 0 = work, 1 = paid break. `day` is set by day assignment. */
export type Segment = { start: number; end: number; kind: 0 | 1; payClass: string | null; day: number };

/** A span of work removed by an automatic break deduction. */
export type Deduction = { start: number; end: number; rule: string; missed: boolean; payClass: string | null };

/**
 * Removes the window [offset, offset + amount) measured in worked seconds from the shift's
 * first IN (gaps are skipped). Returns the kept work and the removed spans as instants.
 */
export function cutWork(work: readonly Segment[], offset: number, amount: number): { kept: Segment[]; removed: Segment[] } {
  const kept: Segment[] = [];
  const removed: Segment[] = [];
  const lo = offset;
  const hi = offset + amount;
  let pos = 0;
  for (const seg of work) {
    const len = seg.end - seg.start;
    const a = Math.max(pos, lo);
    const b = Math.min(pos + len, hi);
    if (b > a) {
      const from = seg.start + (a - pos);
      const to = seg.start + (b - pos);
      if (from > seg.start) kept.push({ ...seg, end: from });
      removed.push({ ...seg, start: from, end: to });
      if (to < seg.end) kept.push({ ...seg, start: to });
    } else {
      kept.push(seg);
    }
    pos += len;
  }
  return { kept, removed };
}
