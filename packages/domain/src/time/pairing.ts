import type { Punch } from './types';

/** An IN/OUT pair; a missing half is -1 (the pair then holds no time). Indexes refer to the sorted punches. */
export type RawPair = { inIdx: number; outIdx: number; start: number; end: number };

/** Order of punches: by instant; at equal instants OUT first (it closes the previous pair), then by id. */
function comparePunches(a: Punch, b: Punch): number {
  return a.at - b.at || (a.type === b.type ? 0 : a.type === 'out' ? -1 : 1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Punches ordered by instant; at equal instants OUT comes first (it closes the previous pair), then by id.
 * Callers usually pass punches already in order: then the input itself is returned (never modified),
 * which saves a copy and a sort per card.
 */
export function sortPunches(punches: readonly Punch[]): readonly Punch[] {
  for (let i = 1; i < punches.length; i++) {
    const a = punches[i - 1] as Punch;
    const b = punches[i] as Punch;
    if (a.at < b.at) continue; // the usual case, decided without the full comparison
    if (comparePunches(a, b) > 0) return [...punches].sort(comparePunches);
  }
  return punches;
}

/**
 * Pairs each IN with the next OUT. An IN followed by another IN, an OUT with no open IN, and
 * an IN/OUT pair longer than maxShiftSec become incomplete pairs (flagged "missed").
 */
export function pairPunches(sorted: readonly Punch[], maxShiftSec: number): RawPair[] {
  const pairs: RawPair[] = [];
  let open = -1;
  let openAt = 0;
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i] as Punch;
    if (p.type === 'in') {
      if (open >= 0) pairs.push({ inIdx: open, outIdx: -1, start: openAt, end: openAt });
      open = i;
      openAt = p.at;
      continue;
    }
    if (open >= 0 && p.at - openAt <= maxShiftSec) {
      pairs.push({ inIdx: open, outIdx: i, start: openAt, end: p.at });
    } else {
      if (open >= 0) pairs.push({ inIdx: open, outIdx: -1, start: openAt, end: openAt });
      pairs.push({ inIdx: -1, outIdx: i, start: p.at, end: p.at });
    }
    open = -1;
  }
  if (open >= 0) pairs.push({ inIdx: open, outIdx: -1, start: openAt, end: openAt });
  return pairs;
}
