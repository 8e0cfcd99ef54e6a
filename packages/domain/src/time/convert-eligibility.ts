// Convert-to-punch (SPEC section 4): which of a worker's punches a clock log may complete. Shared
// by the clock logs screen and the dashboard's face-failure panel (issue 18).

/** A punch as the dialog sees it: its id, instant (epoch seconds) and type. */
export type ConvertPunch = { id: number; at: number; type: 'in' | 'out' };

/**
 * An IN/OUT pair of the worker's punches; a side is null when that punch is missing. `id` is the
 * id of the pair's first present punch (the one the attach call names). Eligible sides are the
 * missing ones the clock log could fill.
 */
export type ConvertPair = {
  id: number;
  inAt: number | null;
  outAt: number | null;
  inEligible: boolean;
  outEligible: boolean;
};

/** Pairs punches in time order: an IN with the OUT right after it; a lone IN or OUT stands alone. */
export function pairPunches(punches: readonly ConvertPunch[]): { in: ConvertPunch | null; out: ConvertPunch | null }[] {
  const sorted = [...punches].sort((a, b) => a.at - b.at || a.id - b.id);
  const pairs: { in: ConvertPunch | null; out: ConvertPunch | null }[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i]!;
    const next = sorted[i + 1];
    if (p.type === 'in' && next?.type === 'out') {
      pairs.push({ in: p, out: next });
      i++;
    } else pairs.push(p.type === 'in' ? { in: p, out: null } : { in: null, out: p });
  }
  return pairs;
}

/**
 * The pairs with their eligible sides for a clock log at `logAt` (epoch seconds). A pair's
 * missing OUT is eligible when the log falls after its IN and before the next pair's first punch;
 * a missing IN when the log falls before its OUT and after the previous pair's last punch: the
 * log then "neighbours" the gap, so filling it keeps the punches in order.
 *
 * @example
 * // IN 08:00 with no OUT, log at 16:00, next IN the day after: OUT eligible.
 * convertEligibility([{ id: 1, at: 8 * 3600, type: 'in' }], 16 * 3600)
 * // → [{ id: 1, inAt: 28800, outAt: null, inEligible: false, outEligible: true }]
 */
export function convertEligibility(punches: readonly ConvertPunch[], logAt: number): ConvertPair[] {
  const pairs = pairPunches(punches);
  return pairs.map((pair, i) => {
    const before = pairs[i - 1];
    const after = pairs[i + 1];
    const previousEnd = before ? (before.out ?? before.in)!.at : -Infinity;
    const nextStart = after ? (after.in ?? after.out)!.at : Infinity;
    const outEligible = pair.out === null && pair.in !== null && logAt > pair.in.at && logAt < nextStart;
    const inEligible = pair.in === null && pair.out !== null && logAt < pair.out.at && logAt > previousEnd;
    return { id: (pair.in ?? pair.out)!.id, inAt: pair.in?.at ?? null, outAt: pair.out?.at ?? null, inEligible, outEligible };
  });
}
