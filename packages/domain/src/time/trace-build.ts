import { weekStartOf } from './allocate';
import { isoFromDay } from './civil';
import type { BuiltShift } from './shift-build';
import type { TraceEntry } from './timecard-types';
import type { SummaryInput } from './totals';
import { explainChunk, explainDeduction, makeLabeler } from './trace';

/** Trace of the period: one entry per allocated chunk and per deducted span, in time order. */
export function buildTrace(s: SummaryInput, shifts: readonly BuiltShift[]): TraceEntry[] {
  const label = makeLabeler();
  const out: TraceEntry[] = [];
  for (const c of s.chunks) {
    if (c.day < s.fromDay || c.day > s.toDay) continue;
    const timeOff = c.kind === 'timeOff';
    const start = timeOff ? s.clock.dayStart(c.day) : c.start;
    const end = timeOff ? start + (c.end - c.start) : c.end;
    out.push({
      date: isoFromDay(c.day),
      start,
      end,
      seconds: end - start,
      payCode: c.code,
      payClass: c.payClass,
      kind: c.kind,
      reason: c.reason,
      text: explainChunk(c, s.rule, label, weekStartOf(c.day, s.rule.weekStartsOn)),
    });
  }
  for (const b of shifts) {
    for (const d of b.deductions) {
      out.push({
        date: isoFromDay(b.day),
        start: d.start,
        end: d.end,
        seconds: d.end - d.start,
        payCode: null,
        payClass: d.payClass,
        kind: 'deducted',
        reason: 'autoDeduct',
        text: explainDeduction(d, b.day, label),
      });
    }
  }
  return out.sort((a, b) => a.start - b.start || (a.kind === 'deducted' ? 1 : 0) - (b.kind === 'deducted' ? 1 : 0));
}
