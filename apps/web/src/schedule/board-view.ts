import { dayFromIso, isDatePreset, isIsoDate, resolveDatePreset } from '@punchline/domain';
import { addDays, weekStartOf, type BoardView, type Group, type Span } from './board-layout';

// The board's view in the address (SPEC section 2, view filter keys from, to, preset, group): a
// link opens the same weeks grouped the same way. A preset (thisWeek, lastWeek) follows the
// calendar; from and to are fixed dates. Anything unreadable falls back to this week.

const GROUPS: readonly Group[] = ['worker', 'team', 'orgUnit', 'department'];

export function boardViewOf(filter: Record<string, unknown>, today: string, weekStartsOn = 0): BoardView {
  const group = GROUPS.includes(filter.group as Group) ? (filter.group as Group) : 'worker';
  let from = weekStartOf(today, weekStartsOn);
  let to = addDays(from, 6);
  if (isDatePreset(filter.preset)) ({ from, to } = resolveDatePreset(filter.preset, today, weekStartsOn));
  else if (isIsoDate(filter.from)) {
    from = filter.from;
    to = isIsoDate(filter.to) && filter.to >= filter.from ? filter.to : addDays(from, 6);
  }
  const span: Span = dayFromIso(to) - dayFromIso(from) + 1 > 7 ? 14 : 7;
  return { from, span, group };
}

/** The view's filter keys: from and to, the group unless it is the default. */
export function filterOf(view: BoardView): Record<string, string> {
  return { from: view.from, to: addDays(view.from, view.span - 1), ...(view.group === 'worker' ? {} : { group: view.group }) };
}
