/** A span of paid time inside a shift; kind 0 = work, 1 = paid break. `day` is set by day assignment. */
export type Segment = { start: number; end: number; kind: 0 | 1; payClass: string | null; day: number };

/** A span of work removed by an automatic break deduction. */
export type Deduction = { start: number; end: number; rule: string; missed: boolean; payClass: string | null };

/**
 * Removes the window [offset, offset + amount) measured in worked seconds from the shift's
 * first IN (gaps are skipped). Kept work is returned (untouched spans are reused as they are,
 * they belong to the shift being built); removed spans are appended to `deductions`.
 * Returns the number of seconds removed.
 */
export function cutWork(
  work: readonly Segment[],
  offset: number,
  amount: number,
  rule: string,
  missed: boolean,
  kept: Segment[],
  deductions: Deduction[],
): number {
  const lo = offset;
  const hi = offset + amount;
  let pos = 0;
  let removed = 0;
  for (let i = 0; i < work.length; i++) {
    const seg = work[i] as Segment;
    const len = seg.end - seg.start;
    const a = Math.max(pos, lo);
    const b = Math.min(pos + len, hi);
    if (b > a) {
      const from = seg.start + (a - pos);
      const to = seg.start + (b - pos);
      if (from > seg.start) kept.push({ start: seg.start, end: from, kind: seg.kind, payClass: seg.payClass, day: seg.day });
      deductions.push({ start: from, end: to, rule, missed, payClass: seg.payClass });
      removed += to - from;
      if (to < seg.end) kept.push({ start: to, end: seg.end, kind: seg.kind, payClass: seg.payClass, day: seg.day });
    } else {
      kept.push(seg);
    }
    pos += len;
  }
  return removed;
}
