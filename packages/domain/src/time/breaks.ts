import { matchBreaks } from './break-matching';
import { FLAG_BIT } from './flags';
import { cutWork, type Deduction, type Segment } from './segments';
import type { BreakRule } from './types';
import { mergeByStart } from './merge-by-start';

/** `flags` is a bit mask (FLAG_BIT) of short/long/missed break. */
export type BreakResult = { segments: Segment[]; deductions: readonly Deduction[]; flags: number };

// Shared by every shift with nothing deducted (most of them): read-only, so one list serves all.
const NO_DEDUCTIONS: readonly Deduction[] = [];

type Cut = { offset: number; amount: number; rule: string; missed: boolean };

/**
 * Applies break rules (`ordered`, from orderBreakRules) to one shift's work spans (sorted,
 * disjoint). Gaps between spans are punched breaks, each matched to the rule it is long enough
 * for (matchBreaks); gaps matched to no rule stay unpaid and unflagged.
 * - short/long break: the matched gap is shorter/longer than durationSec by more than graceSec;
 * - paid rule: the gap counts as paid break time up to durationSec (the excess is unpaid);
 * - missed break: an unpaid rule has no gap and the shift worked at least afterSec (a paid break
 *   is time on the clock: without a gap it was taken at work, not missed);
 * - auto-deduct (unpaid rules): only when no gap satisfied the rule. Without a gap, durationSec of
 *   work is deducted starting at afterSec worked (earlier when the shift ends first); with a gap
 *   shorter than durationSec, the remainder right after the break.
 * The spans in `work` belong to the shift being built and may be reused in the result.
 * @example 6 h rule, 30 min unpaid, autoDeduct: 8 h with a 20 min punched lunch → 10 min deducted.
 * @example paid 10 min rest and unpaid 30 min auto-deducted lunch, a 37 min punched gap: it is the
 *   lunch (long by 7 min), nothing is deducted, and the rest is not missed.
 */
export function applyBreaks(work: Segment[], ordered: readonly BreakRule[]): BreakResult {
  if (ordered.length === 0 || work.length === 0) return { segments: work, deductions: NO_DEDUCTIONS, flags: 0 };
  let worked = 0;
  for (let i = 0; i < work.length; i++) worked += (work[i] as Segment).end - (work[i] as Segment).start;
  const gaps = work.length > 1 ? gapLengths(work) : NO_GAPS;
  const gapOf = gaps.length > 0 ? matchBreaks(gaps, ordered) : null; // null: no rule has a gap
  let flags = 0;
  let cuts: Cut[] | null = null;
  // Rule of each gap, so paid spans and remainders are made in time order.
  const ruleOf = gaps.length > 0 ? new Array<number>(gaps.length).fill(-1) : null;
  for (let k = 0; k < ordered.length; k++) {
    const rule = ordered[k] as BreakRule;
    const j = gapOf ? (gapOf[k] as number) : -1;
    if (j >= 0) {
      (ruleOf as number[])[j] = k;
      const len = gaps[j] as number;
      const grace = rule.graceSec ?? 0;
      if (len < rule.durationSec - grace) flags |= FLAG_BIT.short_break;
      if (len > rule.durationSec + grace) flags |= FLAG_BIT.long_break;
    } else if (!rule.paid && worked >= rule.afterSec && worked > 0) {
      flags |= FLAG_BIT.missed_break;
      if (rule.autoDeduct) {
        const offset = Math.max(0, Math.min(rule.afterSec, worked - rule.durationSec));
        (cuts ??= []).push({ offset, amount: rule.durationSec, rule: rule.name, missed: true });
      }
    }
  }
  let paid: Segment[] | null = null;
  let workedBefore = 0;
  for (let j = 0; j < gaps.length; j++) {
    const before = work[j] as Segment;
    workedBefore += before.end - before.start;
    const k = (ruleOf as number[])[j] as number;
    if (k < 0) continue;
    const rule = ordered[k] as BreakRule;
    const len = gaps[j] as number;
    if (rule.paid) {
      const end = before.end + Math.min(len, rule.durationSec);
      (paid ??= []).push({ start: before.end, end, kind: 1, payClass: before.payClass, day: before.day });
    } else if (rule.autoDeduct && len < rule.durationSec && worked >= rule.afterSec) {
      (cuts ??= []).push({ offset: workedBefore, amount: rule.durationSec - len, rule: rule.name, missed: false });
    }
  }
  const deductions: Deduction[] = cuts ? [] : (NO_DEDUCTIONS as Deduction[]);
  const kept = cuts ? deduct(work, cuts, deductions) : work;
  return { segments: paid ? mergeByStart(kept, paid) : kept, deductions, flags };
}

const NO_GAPS: readonly number[] = [];

/** Lengths of the gaps between consecutive work spans, in time order. */
function gapLengths(work: readonly Segment[]): number[] {
  const out = new Array<number>(work.length - 1);
  for (let i = 0; i + 1 < work.length; i++) out[i] = (work[i + 1] as Segment).start - (work[i] as Segment).end;
  return out;
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
