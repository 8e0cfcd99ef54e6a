import { formatCalendarDate, pointsText } from '@punchline/domain';
import type { DeviceFormats, WorkerDiscipline } from '@punchline/contracts/device';
import { ApiError, NetworkError } from './api';

// What My attendance shows (issue 34), apart from the screen so it can be tested. No Temporal:
// the notice after identification uses these from the punch screen's own chunk.

export type AttendanceEvent = WorkerDiscipline['events'][number];
export type AttendanceEntry = WorkerDiscipline['recent'][number];

/** '5.5', '0.25', '3': a balance as the large figure shows it. */
export function pointsFigure(points: number): string {
  return pointsText(points).split(' ')[0]!;
}

/** '+0.5', '−1', '0': what an entry did to the balance. */
export function deltaText(delta: number): string {
  return delta > 0 ? `+${pointsFigure(delta)}` : pointsFigure(delta);
}

/** An ISO date ('2026-11-20') in the organization's date format. */
export function isoDateText(iso: string, f: DeviceFormats): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return formatCalendarDate({ year, month, day, dayOfWeek: weekday === 0 ? 7 : weekday }, f);
}

/** '0.5 points expire on 02/18/2027', or null when nothing will. */
export function expiryText(next: WorkerDiscipline['nextExpiry'], f: DeviceFormats): string | null {
  if (!next) return null;
  return `${pointsText(next.points)} ${next.points === 1 ? 'expires' : 'expire'} on ${isoDateText(next.date, f)}`;
}

/** An entry's words without the points at their end, which the row shows on its own. */
export function entryText(entry: AttendanceEntry): string {
  const suffix = `: ${pointsText(entry.delta)}`;
  return entry.delta !== 0 && entry.text.endsWith(suffix) ? entry.text.slice(0, -suffix.length) : entry.text;
}

/** 'Reached 5.5 points on 11/20/2026'. */
export function eventLine(event: AttendanceEvent, f: DeviceFormats): string {
  return `Reached ${pointsText(event.points)} on ${isoDateText(event.crossedOn, f)}`;
}

/** The events still waiting for the worker's acknowledgement. */
export const toAcknowledge = (data: WorkerDiscipline | null): AttendanceEvent[] =>
  data?.shown ? data.events.filter((e) => !e.acknowledged) : [];

/** What the punch screen says when events wait: 'Written Warning: your manager asks you to read and acknowledge it.' */
export function noticeText(pending: readonly AttendanceEvent[]): string {
  const names = [...new Set(pending.map((e) => e.eventType))].join(', ');
  return `${names}: your manager asks you to read and acknowledge ${pending.length === 1 ? 'it' : 'them'}.`;
}

/** What to tell the worker when My attendance fails to load; '' when the organization does not run discipline (nothing shows). */
export function attendanceFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'discipline_off') return '';
  if (error instanceof NetworkError) return 'Your attendance cannot be loaded without network.';
  if (error instanceof ApiError && error.status < 500 && error.code !== undefined) return error.message;
  return 'Your attendance could not be loaded just now.';
}

/** What to tell the worker when acknowledging fails. */
export function acknowledgeFailure(error: unknown): string {
  if (error instanceof NetworkError) return 'There is no network. Acknowledge it when the network is back.';
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'It could not be acknowledged just now. Try again.';
}
