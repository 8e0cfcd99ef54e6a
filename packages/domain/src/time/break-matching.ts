import type { BreakRule } from './types';

// Which punched gap is which break (docs/time-engine.md "Breaks"). Matching gaps to rules in
// time order gave a 37-minute lunch to a 10-minute rest rule that came first, so the lunch was
// auto-deducted on top of it: a gap is the break it is long enough for, longer breaks first.

/**
 * Break rules in the order they choose gaps: the longest durationSec first, equal durations by
 * afterSec (stable). Sorted once per card, not per shift.
 */
export function orderBreakRules(rules: readonly BreakRule[]): readonly BreakRule[] {
  return rules.length <= 1 ? rules : [...rules].sort((a, b) => b.durationSec - a.durationSec || a.afterSec - b.afterSec);
}

const fits = (len: number, r: BreakRule) => len >= r.durationSec - (r.graceSec ?? 0) && len <= r.durationSec + (r.graceSec ?? 0);

/**
 * The gap (index into `gaps`, the lengths of a shift's punched gaps in time order) each rule of
 * `ordered` (from orderBreakRules) is matched to, or -1:
 * 1. a gap that fits a rule (within its grace) is that rule's: rules choose in order, each the
 *    earliest gap that fits it;
 * 2. the remaining gaps, longest first (equal lengths in time order), each go to the shortest
 *    remaining rule they do not run over (a short break of that rule), or, when they run over
 *    every remaining rule, to the longest of them (a long break);
 * 3. gaps left when every rule has one are not breaks of any rule.
 * @example rest 10 min and lunch 30 min, one 37-minute gap → the lunch (a long lunch); the rest has none.
 * @example the same rules, one 20-minute gap → the lunch (a short lunch: it runs over the rest).
 */
export function matchBreaks(gaps: readonly number[], ordered: readonly BreakRule[]): number[] {
  // The usual shift: one punched gap and one rule. The gap is that rule's whatever its length
  // (it fits the rule, runs short of it, or runs over the only rule there is: steps 1 and 2 below).
  if (gaps.length === 1 && ordered.length === 1) return [0];
  // Plain arrays: a shift has one or two gaps and rules, and typed arrays this small cost more to
  // allocate than they save (this runs once per shift with a gap).
  const gapOf = new Array<number>(ordered.length).fill(-1);
  if (gaps.length === 0) return gapOf;
  const taken = new Array<boolean>(gaps.length).fill(false);
  let left = gaps.length;
  for (let k = 0; k < ordered.length && left > 0; k++) {
    for (let j = 0; j < gaps.length; j++) {
      if (!taken[j] && fits(gaps[j] as number, ordered[k] as BreakRule)) {
        gapOf[k] = j;
        taken[j] = true;
        left -= 1;
        break;
      }
    }
  }
  if (left === 0) return gapOf;
  const rest: number[] = [];
  for (let j = 0; j < gaps.length; j++) if (!taken[j]) rest.push(j);
  if (rest.length > 1) rest.sort((a, b) => (gaps[b] as number) - (gaps[a] as number) || a - b);
  for (const j of rest) {
    const len = gaps[j] as number;
    let pick = -1;
    let longest = -1;
    for (let k = 0; k < ordered.length; k++) {
      if (gapOf[k] !== -1) continue;
      const r = ordered[k] as BreakRule;
      if (longest === -1) longest = k; // ordered longest first
      if (len <= r.durationSec + (r.graceSec ?? 0) && (pick === -1 || r.durationSec < (ordered[pick] as BreakRule).durationSec)) pick = k;
    }
    if (longest === -1) break; // every rule has its gap
    gapOf[pick === -1 ? longest : pick] = j;
  }
  return gapOf;
}
