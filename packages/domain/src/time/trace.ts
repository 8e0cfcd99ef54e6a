import type { Chunk } from './allocate';
import { dayLabel, formatHours } from './civil';
import type { ResolvedPayRule } from './overtime';
import type { Deduction } from './segments';

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

function within(r: ResolvedPayRule, weekStart: number): string {
  return r.byPayPeriod ? 'in the pay period' : `in the week of ${dayLabel(weekStart)}`;
}

/** Sentence explaining why a chunk went to its pay code, e.g. "daily overtime: worked beyond 8:00 on Tue 17 Nov". */
export function explainChunk(c: Chunk, r: ResolvedPayRule, weekStart: number): string {
  const on = `on ${dayLabel(c.day)}`;
  const prefix = c.kind === 'paidBreak' ? 'paid break, ' : '';
  switch (c.reason) {
    case 'regular':
      return `${prefix}regular: within overtime thresholds ${on}`;
    case 'daily1':
      return `${prefix}daily overtime: worked beyond ${formatHours(r.daily1 ?? 0)} ${on}`;
    case 'daily2':
      return `${prefix}daily overtime 2: worked beyond ${formatHours(r.daily2 ?? 0)} ${on}`;
    case 'weekly1':
      return `${prefix}weekly overtime: worked beyond ${formatHours(r.weekly1 ?? 0)} ${within(r, weekStart)}, ${on}`;
    case 'weekly2':
      return `${prefix}weekly overtime 2: worked beyond ${formatHours(r.weekly2 ?? 0)} ${within(r, weekStart)}, ${on}`;
    case 'consecutiveRegular':
      return `${prefix}consecutive days: ${ordinal(r.consecutive ?? 0)} or later consecutive day, first ${formatHours(r.daily1 ?? 0)} ${on}`;
    case 'consecutiveDaily1':
      return `${prefix}consecutive days: ${ordinal(r.consecutive ?? 0)} or later consecutive day, beyond ${formatHours(r.daily1 ?? 0)} ${on}`;
    case 'notCounted':
      return `${prefix}regular: pay class ${c.payClass ?? ''} does not count toward overtime ${on}`;
    case 'timeOff':
      return `time off ${c.code} ${on}`;
    default:
      return `${prefix}${c.reason} ${on}`;
  }
}

/** Sentence for an automatically deducted span. */
export function explainDeduction(d: Deduction, day: number): string {
  const why = d.missed ? 'no break punched' : 'punched break shorter than the rule';
  return `auto-deducted break ${d.rule}: ${why}, ${formatHours(d.end - d.start)} on ${dayLabel(day)}`;
}
