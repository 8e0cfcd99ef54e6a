import { weekStartOf, type Chunk } from './allocate';
import type { BuiltShift } from './shift-build';
import type { ResolvedPayRule } from './overtime';
import type { DayTotal, TraceEntry, TraceReason } from './timecard-types';
import type { SummaryInput } from './summary-input';
import { explainChunk, explainDeduction } from './trace';
import { mergeByStart } from './merge-by-start';

/**
 * Trace of the period: one entry per allocated chunk and per deducted span, in time order.
 * `days` are the period's day totals (their dates are the entries' dates).
 */
export function buildTrace(s: SummaryInput, shifts: readonly BuiltShift[], days: readonly DayTotal[]): TraceEntry[] {
  sentences.useRule(s.rule);
  const paid: TraceEntry[] = [];
  // A sentence depends only on the chunk's day, reason, kind, code and class (and the rule), so
  // consecutive chunks that agree on those (a day's morning and afternoon) share the previous one.
  let prev: Chunk | null = null;
  let text = '';
  for (let k = 0; k < s.chunks.length; k++) {
    const c = s.chunks[k] as Chunk;
    if (c.day < s.fromDay || c.day > s.toDay) continue;
    if (prev === null || !sameSentence(prev, c)) text = sentences.of(c, s.rule);
    prev = c;
    const timeOff = c.kind === 'timeOff';
    const start = timeOff ? s.clock.dayStart(c.day) : c.start;
    const end = timeOff ? start + (c.end - c.start) : c.end;
    paid.push({
      date: (days[c.day - s.fromDay] as DayTotal).date,
      start,
      end,
      seconds: end - start,
      payCode: c.code,
      payClass: c.payClass,
      kind: c.kind,
      reason: c.reason,
      text,
    });
  }
  const deducted: TraceEntry[] = [];
  for (const b of shifts) {
    for (const d of b.deductions) {
      deducted.push({
        date: (days[b.day - s.fromDay] as DayTotal).date,
        start: d.start,
        end: d.end,
        seconds: d.end - d.start,
        payCode: null,
        payClass: d.payClass,
        kind: 'deducted',
        reason: 'autoDeduct',
        text: explainDeduction(d, b.day),
      });
    }
  }
  return inTimeOrder(paid, deducted);
}

// Reasons whose sentence depends only on the rule, the day and paid break or not (time off names
// its code and notCounted its class: those sentences are made each time).
const KEPT_REASONS: readonly TraceReason[] = [
  'regular',
  'daily1',
  'daily2',
  'weekly1',
  'weekly2',
  'consecutiveRegular',
  'consecutiveDaily1',
];
const KEPT_LIMIT = 10_000;

/**
 * Sentences kept across cards: the cards of a pay run share their rule and their days, so each
 * sentence would be made again for every worker. Kept by day, reason and kind for the rule's
 * thresholds; a card with other thresholds (another rule) starts the list again.
 */
class Sentences {
  private rule: ResolvedPayRule | null = null;
  private readonly kept = new Map<number, string>();

  useRule(r: ResolvedPayRule): void {
    if (this.rule !== null && sameThresholds(this.rule, r)) return;
    this.rule = r;
    this.kept.clear();
  }

  /** The sentence of a chunk under the rule last given to useRule. */
  of(c: Chunk, r: ResolvedPayRule): string {
    const reason = KEPT_REASONS.indexOf(c.reason);
    if (reason < 0 || c.kind === 'timeOff') return explainChunk(c, r, weekStartOf(c.day, r.weekStartsOn));
    const key = (c.day * KEPT_REASONS.length + reason) * 2 + (c.kind === 'paidBreak' ? 1 : 0);
    let text = this.kept.get(key);
    if (text === undefined) {
      text = explainChunk(c, r, weekStartOf(c.day, r.weekStartsOn));
      if (this.kept.size >= KEPT_LIMIT) this.kept.clear();
      this.kept.set(key, text);
    }
    return text;
  }
}

/** Whether two rules give the same sentences (explainChunk reads these fields, and no others, for the kept reasons). */
function sameThresholds(a: ResolvedPayRule, b: ResolvedPayRule): boolean {
  return (
    a.daily1 === b.daily1 &&
    a.daily2 === b.daily2 &&
    a.weekly1 === b.weekly1 &&
    a.weekly2 === b.weekly2 &&
    a.consecutive === b.consecutive &&
    a.weekStartsOn === b.weekStartsOn &&
    a.byPayPeriod === b.byPayPeriod
  );
}

const sentences = new Sentences();

function sameSentence(a: Chunk, b: Chunk): boolean {
  return a.day === b.day && a.reason === b.reason && a.kind === b.kind && a.code === b.code && a.payClass === b.payClass;
}

function byStart(a: TraceEntry, b: TraceEntry): number {
  return a.start - b.start || (a.kind === 'deducted' ? 1 : 0) - (b.kind === 'deducted' ? 1 : 0);
}

function sortedByStart(list: readonly TraceEntry[]): boolean {
  for (let i = 1; i < list.length; i++) if ((list[i - 1] as TraceEntry).start > (list[i] as TraceEntry).start) return false;
  return true;
}

/**
 * The stable sort of paid entries followed by deducted ones, by start with deducted last on
 * ties. Both lists are usually already in time order, and then a merge gives the same order
 * without sorting; otherwise they are sorted.
 */
function inTimeOrder(paid: TraceEntry[], deducted: TraceEntry[]): TraceEntry[] {
  if (!sortedByStart(paid) || !sortedByStart(deducted)) return paid.concat(deducted).sort(byStart);
  if (deducted.length === 0) return paid;
  return mergeByStart(paid, deducted);
}
