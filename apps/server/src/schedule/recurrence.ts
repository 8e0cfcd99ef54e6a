import { addDaysIso, epochFromLocal, type TemplateSlot } from '@punchline/domain';
import { createRequire } from 'node:module';

// When a recurring schedule's shifts fall (issue 19, docs/schedules.md), in RFC 5545 terms: each
// template slot is a weekly rule repeating every `weeks` weeks from its day in the first cycle,
// until the end date. Dates are computed as floating calendar days (rrule's advice for local
// times: UTC dates standing for wall dates); the wall times become instants in the organization's
// zone afterwards, so 9:00 stays 9:00 across a DST change.
//
// rrule ships CommonJS for Node beside an ES build for bundlers; Node's ESM loader cannot see its
// named exports, so it is loaded with require (a documented Node API).
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

export type Recurrence = { weeks: number; startDate: string; endDate: string | null; weekStartsOn?: number };
export type Occurrence = { key: string; date: string; slot: number; start: number; end: number; breakMinutes: number };

const floating = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The first day of the template's first cycle: the start of the week the schedule starts in. */
export function cycleStart(r: Recurrence): string {
  const weekday = floating(r.startDate).getUTCDay();
  return addDaysIso(r.startDate, -((weekday - (r.weekStartsOn ?? 0) + 7) % 7));
}

/** The schedule's rule as RFC 5545 text (shown on the recurring schedule). */
export function ruleText(r: Recurrence): string {
  return new RRule({
    freq: RRule.WEEKLY,
    interval: r.weeks,
    dtstart: floating(cycleStart(r)),
    until: r.endDate ? floating(r.endDate) : null,
  }).toString();
}

/**
 * Every shift the slots make from `from` to `to` (dates, inclusive), none before the start date or
 * after the end date; keyed by date and slot, so a regeneration finds the shift it made before.
 */
export function occurrences(slots: readonly TemplateSlot[], r: Recurrence, from: string, to: string, timeZone: string): Occurrence[] {
  const first = cycleStart(r);
  const out: Occurrence[] = [];
  slots.forEach((slot, index) => {
    const offset = (slot.week - 1) * 7 + ((slot.weekday - (r.weekStartsOn ?? 0) + 7) % 7);
    const rule = new RRule({
      freq: RRule.WEEKLY,
      interval: r.weeks,
      dtstart: floating(addDaysIso(first, offset)),
      until: r.endDate ? floating(r.endDate) : null,
    });
    for (const day of rule.between(floating(from), floating(to), true)) {
      const date = dateOf(day);
      if (date < r.startDate) continue;
      const endDate = slot.endMinute <= slot.startMinute ? addDaysIso(date, 1) : date;
      out.push({
        key: `${date}#${index}`,
        date,
        slot: index,
        start: epochFromLocal(`${date}T${clock(slot.startMinute)}`, timeZone),
        end: epochFromLocal(`${endDate}T${clock(slot.endMinute)}`, timeZone),
        breakMinutes: slot.breakMinutes,
      });
    }
  });
  return out.sort((a, b) => a.start - b.start || a.slot - b.slot);
}
