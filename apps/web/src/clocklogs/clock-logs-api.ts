import type { ClockLogRecord, ConvertCosting, DecisionResponse, ShiftData } from '@punchline/contracts';
import { api } from '../api/http';
import type { ResourceRow } from '../lists/list-api';

// The clock log calls besides the list (SPEC section 7 Async, clock logs, bulk); their answers are the contracts' schemas.

const base = (orgId: number) => `orgs/${orgId}/clocklogs`;

export const fetchClockLog = async (orgId: number, id: number) => (await api<{ result: ClockLogRecord }>(`${base(orgId)}/${id}`)).result;

export const fetchShiftData = async (orgId: number, id: number) =>
  (await api<{ result: ShiftData }>(`${base(orgId)}/${id}/shift-data`)).result;

export function decideClockLog(
  orgId: number,
  id: number,
  decision: 'approve' | 'reject',
  body: { employee?: number; version?: number } = {},
) {
  return api<DecisionResponse>(`${base(orgId)}/${id}/${decision}`, { method: 'POST', body });
}

export function bulkDecide(orgId: number, itemIds: number[], action: 'approve' | 'reject') {
  return api<{ results: ResourceRow[] }>(`${base(orgId)}/bulk-action`, { method: 'POST', body: { itemIds, actionData: { action } } });
}

/** What the convert dialog sends: a new punch, or the missing side of a pair (its id). */
export type AttachChoice = { punch: number | 'new'; type: 'in' | 'out' };

export function attachPunch(orgId: number, id: number, choice: AttachChoice, costing: ConvertCosting) {
  return api<{ result: { punchId: number; shiftData: ShiftData } }>(`${base(orgId)}/${id}/attach-punch/${choice.punch}/${choice.type}`, {
    method: 'POST',
    body: { clockLogId: id, punch: choice.punch, type: choice.type, costing },
  });
}

/** The address of a face photo (the server answers the stock image when there is none). */
export const facePhotoPath = (orgId: number, faceLogId: string) => `${base(orgId)}/face-photos/${encodeURIComponent(faceLogId)}`;
