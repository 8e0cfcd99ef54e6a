import type { Publication, ScheduleBoard, Shift, ShiftCreate, ShiftUpdate } from '@punchline/contracts';
import { api } from '../api/http';

// The schedule board's calls (apps/server/src/schedule/schedule.routes.ts, docs/schedules.md).

export type BoardRange = { from: string; to: string };

/** Every schedule query of the organization starts with this (claims too), so one invalidation refreshes them all. */
export const scheduleKey = (orgId: number) => ['orgs', orgId, 'schedule'];
export const boardKey = (orgId: number, range: BoardRange, filter: Record<string, string>) => [
  ...scheduleKey(orgId),
  'board',
  range,
  filter,
];

export const fetchBoard = (orgId: number, range: BoardRange, filter: Record<string, string>) =>
  api<ScheduleBoard>(`orgs/${orgId}/schedule/board`, { query: { ...range, ...filter } });

export const createShift = (orgId: number, body: ShiftCreate) =>
  api<{ result: Shift }>(`orgs/${orgId}/schedule/shifts`, { method: 'POST', body });

export const updateShift = (orgId: number, id: number, body: ShiftUpdate) =>
  api<{ result: Shift }>(`orgs/${orgId}/schedule/shifts/${id}`, { method: 'PUT', body });

export const deleteShift = (orgId: number, shift: Pick<Shift, 'id' | 'version'>) =>
  api<void>(`orgs/${orgId}/schedule/shifts/${shift.id}`, { method: 'DELETE', query: { version: String(shift.version) } });

export const copyShifts = (orgId: number, body: { from: string; to: string; days: number }) =>
  api<{ results: Shift[]; skipped: { shiftId: number; reason: string }[] }>(`orgs/${orgId}/schedule/shifts/actions/copy`, {
    method: 'POST',
    body,
  });

/** Publishes the range; with employeeIds only those workers' shifts (a filtered board publishes what it shows). */
export const publishSchedule = (orgId: number, range: BoardRange, employeeIds?: number[]) =>
  api<{ result: Publication }>(`orgs/${orgId}/schedule/publish`, {
    method: 'POST',
    body: { ...range, notify: true, ...(employeeIds ? { employeeIds } : {}) },
  });
