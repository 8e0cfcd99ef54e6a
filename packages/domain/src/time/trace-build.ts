import { weekStartOf, type Chunk } from './allocate';
import { isoFromDay } from './civil';
import type { BuiltShift } from './shift-build';
import type { TraceEntry } from './timecard-types';
import type { SummaryInput } from './totals';
import { explainChunk, explainDeduction } from './trace';

/** Trace of the period: one entry per allocated chunk and per deducted span, in time order. */
export function buildTrace(s: SummaryInput, shifts: readonly BuiltShift[]): TraceEntry[] {
  const paid: TraceEntry[] = [];
  for (let k = 0; k < s.chunks.length; k++) {
    const c = s.chunks[k] as Chunk;
    if (c.day < s.fromDay || c.day > s.toDay) continue;
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
      text: explainChunk(c, s.rule, weekStartOf(c.day, s.rule.weekStartsOn)),
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
  const out: TraceEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < paid.length && j < deducted.length) {
    if ((paid[i] as TraceEntry).start <= (deducted[j] as TraceEntry).start) out.push(paid[i++] as TraceEntry);
    else out.push(deducted[j++] as TraceEntry);
  }
  while (i < paid.length) out.push(paid[i++] as TraceEntry);
  while (j < deducted.length) out.push(deducted[j++] as TraceEntry);
  return out;
}
