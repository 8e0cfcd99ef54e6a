import type { Punch } from './types';

/** An IN/OUT pair; a missing half is -1 (the pair then holds no time). Indexes refer to the sorted punches. */
export type RawPair = { inIdx: number; outIdx: number; start: number; end: number };

/** Punches ordered by instant; at equal instants OUT comes first (it closes the previous pair), then by id. */
export function sortPunches(punches: readonly Punch[]): Punch[] {
  return [...punches].sort(
    (a, b) => a.at - b.at || (a.type === b.type ? 0 : a.type === 'out' ? -1 : 1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * Pairs each IN with the next OUT. An IN followed by another IN, an OUT with no open IN, and
 * an IN/OUT pair longer than maxShiftSec become incomplete pairs (flagged "missed").
 */
export function pairPunches(sorted: readonly Punch[], maxShiftSec: number): RawPair[] {
  const pairs: RawPair[] = [];
  let open = -1;
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i] as Punch;
    if (p.type === 'in') {
      if (open >= 0) pairs.push(single(sorted, open, -1));
      open = i;
      continue;
    }
    if (open >= 0 && p.at - (sorted[open] as Punch).at <= maxShiftSec) {
      pairs.push({ inIdx: open, outIdx: i, start: (sorted[open] as Punch).at, end: p.at });
    } else {
      if (open >= 0) pairs.push(single(sorted, open, -1));
      pairs.push(single(sorted, -1, i));
    }
    open = -1;
  }
  if (open >= 0) pairs.push(single(sorted, open, -1));
  return pairs;
}

function single(sorted: readonly Punch[], inIdx: number, outIdx: number): RawPair {
  const at = (sorted[inIdx >= 0 ? inIdx : outIdx] as Punch).at;
  return { inIdx, outIdx, start: at, end: at };
}
