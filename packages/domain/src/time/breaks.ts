import type { FlagCode } from './flags';
import { cutWork, type Deduction, type Segment } from './segments';
import type { BreakRule } from './types';

export type BreakResult = { segments: Segment[]; deductions: Deduction[]; flags: FlagCode[] };

/**
 * Applies break rules to one shift's work spans (sorted, disjoint). Gaps between spans are
 * punched breaks, matched in order to the rules sorted by afterSec (extra gaps stay unpaid).
 * - short/long break: the matched gap is shorter/longer than durationSec by more than graceSec;
 * - paid rule: the gap counts as paid break time up to durationSec (the excess is unpaid);
 * - missed break: no gap matched and the shift worked at least afterSec;
 * - auto-deduct (unpaid rules): a missed break deducts durationSec of work starting at
 *   afterSec worked (earlier when the shift ends first); a too-short break deducts the remainder
 *   right after the break.
 * @example 6 h rule, 30 min unpaid, autoDeduct: 8 h with a 20 min punched lunch → 10 min deducted.
 */
export function applyBreaks(work: readonly Segment[], rules: readonly BreakRule[]): BreakResult {
  if (rules.length === 0 || work.length === 0) return { segments: [...work], deductions: [], flags: [] };
  const ordered = [...rules].sort((a, b) => a.afterSec - b.afterSec);
  const worked = work.reduce((sum, s) => sum + s.end - s.start, 0);
  const flags = new Set<FlagCode>();
  const paid: Segment[] = [];
  const cuts: { offset: number; amount: number; rule: string; missed: boolean }[] = [];
  let workedBefore = (work[0] as Segment).end - (work[0] as Segment).start;
  let gapIndex = 0;
  const gapAt = (i: number): { before: Segment; after: Segment } | null => {
    const before = work[i];
    const after = work[i + 1];
    return before && after ? { before, after } : null;
  };
  for (const rule of ordered) {
    const gap = gapAt(gapIndex);
    const grace = rule.graceSec ?? 0;
    if (gap) {
      const len = gap.after.start - gap.before.end;
      if (len < rule.durationSec - grace) flags.add('short_break');
      if (len > rule.durationSec + grace) flags.add('long_break');
      if (rule.paid) {
        const end = gap.before.end + Math.min(len, rule.durationSec);
        paid.push({ start: gap.before.end, end, kind: 1, payClass: gap.before.payClass, day: gap.before.day });
      } else if (rule.autoDeduct && len < rule.durationSec && worked >= rule.afterSec) {
        cuts.push({ offset: workedBefore, amount: rule.durationSec - len, rule: rule.name, missed: false });
      }
      gapIndex += 1;
      workedBefore += gap.after.end - gap.after.start;
    } else if (worked >= rule.afterSec && worked > 0) {
      flags.add('missed_break');
      if (!rule.paid && rule.autoDeduct) {
        const offset = Math.max(0, Math.min(rule.afterSec, worked - rule.durationSec));
        cuts.push({ offset, amount: rule.durationSec, rule: rule.name, missed: true });
      }
    }
  }
  return finish(work, paid, cuts, [...flags]);
}

function finish(
  work: readonly Segment[],
  paid: Segment[],
  cuts: { offset: number; amount: number; rule: string; missed: boolean }[],
  flags: FlagCode[],
): BreakResult {
  let kept: readonly Segment[] = work;
  const deductions: Deduction[] = [];
  let shift = 0; // later offsets move left by the work already removed
  for (const c of cuts.sort((a, b) => a.offset - b.offset)) {
    const r = cutWork(kept, Math.max(0, c.offset - shift), c.amount);
    kept = r.kept;
    for (const s of r.removed) {
      deductions.push({ start: s.start, end: s.end, rule: c.rule, missed: c.missed, payClass: s.payClass });
      shift += s.end - s.start;
    }
  }
  const segments = [...kept, ...paid].sort((a, b) => a.start - b.start);
  return { segments, deductions, flags };
}
