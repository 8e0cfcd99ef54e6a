import { addDaysIso, dayFromIso, isDatePreset, isIsoDate, resolveDatePreset } from '@punchline/domain';
import { weekStartOf, type BoardView, type Group, type Span } from './board-layout';

// The board's view in the address (SPEC section 2, view filter keys from, to, preset, group): a
// link opens the same weeks grouped the same way. A preset (thisWeek, lastWeek) follows the
// calendar; from and to are fixed dates. Anything unreadable falls back to this week.

const GROUPS: readonly Group[] = ['worker', 'team', 'orgUnit', 'department', 'job'];

export function boardViewOf(filter: Record<string, unknown>, today: string, weekStartsOn = 0): BoardView {
  const group = GROUPS.includes(filter.group as Group) ? (filter.group as Group) : 'worker';
  let from = weekStartOf(today, weekStartsOn);
  let to = addDaysIso(from, 6);
  if (isDatePreset(filter.preset)) ({ from, to } = resolveDatePreset(filter.preset, today, weekStartsOn));
  else if (isIsoDate(filter.from)) {
    from = filter.from;
    to = isIsoDate(filter.to) && filter.to >= filter.from ? filter.to : addDaysIso(from, 6);
  }
  const days = dayFromIso(to) - dayFromIso(from) + 1;
  const span: Span = days > 7 ? 14 : days === 1 ? 1 : 7;
  return { from, span, group };
}

/** The view's filter keys: from and to, the group unless it is the default. */
export function filterOf(view: BoardView): Record<string, string> {
  return { from: view.from, to: addDaysIso(view.from, view.span - 1), ...(view.group === 'worker' ? {} : { group: view.group }) };
}

/**
 * The view with another span: a day of the week shown (today when it is in it, else its first
 * day), or the week of the day shown.
 */
export function withSpan(view: BoardView, span: Span, today: string, weekStartsOn = 0): BoardView {
  if (span === view.span) return view;
  if (span === 1) {
    const inView = today >= view.from && today <= addDaysIso(view.from, view.span - 1);
    return { ...view, span, from: inView ? today : view.from };
  }
  return { ...view, span, from: view.span === 1 ? weekStartOf(view.from, weekStartsOn) : view.from };
}
