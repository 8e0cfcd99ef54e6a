import { weekStartOf, type Chunk } from './allocate';
import { isoFromDay } from './civil';
import type { BuiltShift } from './shift-build';
import type { TraceEntry } from './timecard-types';
import type { SummaryInput } from './summary-input';
import { explainChunk, explainDeduction } from './trace';
import { mergeByStart } from './merge-by-start';

/** Trace of the period: one entry per allocated chunk and per deducted span, in time order. */
export function buildTrace(s: SummaryInput, shifts: readonly BuiltShift[]): TraceEntry[] {
  const paid: TraceEntry[] = [];
  // A sentence depends only on the chunk's day, reason, kind, code and class (and the rule), so
  // consecutive chunks that agree on those (a day's morning and afternoon) share the previous one.
  let prev: Chunk | null = null;
  let text = '';
  for (let k = 0; k < s.chunks.length; k++) {
    const c = s.chunks[k] as Chunk;
    if (c.day < s.fromDay || c.day > s.toDay) continue;
    if (prev === null || !sameSentence(prev, c)) text = explainChunk(c, s.rule, weekStartOf(c.day, s.rule.weekStartsOn));
    prev = c;
    const timeOff = c.kind === 'timeOff';
    const start = timeOff ? s.clock.dayStart(c.day) : c.start;
    const end = timeOff ? start + (c.end - c.start) : c.end;
    paid.push({
      date: isoFromDay(c.day),
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
        date: isoFromDay(b.day),
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
