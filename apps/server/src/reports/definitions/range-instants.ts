import { dayFromIso, epochFromLocal, isoFromDay } from '@punchline/domain';
import type { DayRange } from '../report-range';

/** The instants a range of local days covers: its first day's midnight up to (not including) the day after its last. */
export function rangeInstants(range: DayRange, timeZone: string): { start: Date; end: Date } {
  const start = epochFromLocal(`${range.from}T00:00`, timeZone);
  const end = epochFromLocal(`${isoFromDay(dayFromIso(range.to) + 1)}T00:00`, timeZone);
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}
