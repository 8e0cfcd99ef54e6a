import { FLAG_BIT } from './flags';
import { cutWork, type Deduction, type Segment } from './segments';
import type { BreakRule } from './types';
import { mergeByStart } from './merge-by-start';

/** `flags` is a bit mask (FLAG_BIT) of short/long/missed break. */
export type BreakResult = { segments: Segment[]; deductions: Deduction[]; flags: number };

/** Break rules in the order they are matched (by afterSec; stable). Sorted once per card, not per shift. */
export function orderBreakRules(rules: readonly BreakRule[]): readonly BreakRule[] {
  return rules.length <= 1 ? rules : [...rules].sort((a, b) => a.afterSec - b.afterSec);
}

type Cut = { offset: number; amount: number; rule: string; missed: boolean };

/**
 * Applies break rules (`ordered`, from orderBreakRules) to one shift's work spans (sorted,
 * disjoint). Gaps between spans are punched breaks, matched in order to the rules (extra gaps stay unpaid).
 * - short/long break: the matched gap is shorter/longer than durationSec by more than graceSec;
 * - paid rule: the gap counts as paid break time up to durationSec (the excess is unpaid);
 * - missed break: no gap matched and the shift worked at least afterSec;
 * - auto-deduct (unpaid rules): a missed break deducts durationSec of work starting at
 *   afterSec worked (earlier when the shift ends first); a too-short break deducts the remainder
 *   right after the break.
 * The spans in `work` belong to the shift being built and may be reused in the result.
 * @example 6 h rule, 30 min unpaid, autoDeduct: 8 h with a 20 min punched lunch → 10 min deducted.
 */
export function applyBreaks(work: Segment[], ordered: readonly BreakRule[]): BreakResult {
  if (ordered.length === 0 || work.length === 0) return { segments: work, deductions: [], flags: 0 };
  let worked = 0;
  for (let i = 0; i < work.length; i++) worked += (work[i] as Segment).end - (work[i] as Segment).start;
  let flags = 0;
  let paid: Segment[] | null = null;
  let cuts: Cut[] | null = null;
  let workedBefore = (work[0] as Segment).end - (work[0] as Segment).start;
  let gapIndex = 0;
  for (let k = 0; k < ordered.length; k++) {
    const rule = ordered[k] as BreakRule;
    const grace = rule.graceSec ?? 0;
    if (gapIndex + 1 < work.length) {
      const before = work[gapIndex] as Segment;
      const after = work[gapIndex + 1] as Segment;
      const len = after.start - before.end;
      if (len < rule.durationSec - grace) flags |= FLAG_BIT.short_break;
      if (len > rule.durationSec + grace) flags |= FLAG_BIT.long_break;
      if (rule.paid) {
        const end = before.end + Math.min(len, rule.durationSec);
        (paid ??= []).push({ start: before.end, end, kind: 1, payClass: before.payClass, day: before.day });
      } else if (rule.autoDeduct && len < rule.durationSec && worked >= rule.afterSec) {
        (cuts ??= []).push({ offset: workedBefore, amount: rule.durationSec - len, rule: rule.name, missed: false });
      }
      gapIndex += 1;
      workedBefore += after.end - after.start;
    } else if (worked >= rule.afterSec && worked > 0) {
      flags |= FLAG_BIT.missed_break;
      if (!rule.paid && rule.autoDeduct) {
        const offset = Math.max(0, Math.min(rule.afterSec, worked - rule.durationSec));
        (cuts ??= []).push({ offset, amount: rule.durationSec, rule: rule.name, missed: true });
      }
    }
  }
  const deductions: Deduction[] = [];
  const kept = cuts ? deduct(work, cuts, deductions) : work;
  return { segments: paid ? mergeByStart(kept, paid) : kept, deductions, flags };
}

/** Applies the cuts in offset order; later offsets move left by the work already removed. */
function deduct(work: Segment[], cuts: Cut[], deductions: Deduction[]): Segment[] {
  if (cuts.length > 1) cuts.sort((a, b) => a.offset - b.offset);
  let kept = work;
  let shift = 0;
  for (let i = 0; i < cuts.length; i++) {
    const c = cuts[i] as Cut;
    const next: Segment[] = [];
    shift += cutWork(kept, Math.max(0, c.offset - shift), c.amount, c.rule, c.missed, next, deductions);
    kept = next;
  }
  return kept;
}
