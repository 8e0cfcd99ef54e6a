import type { MissedPunchRecord, PunchInput, PunchRecord } from '@punchline/contracts';
import { api } from '../api/http';

// The punch and missed-punch calls besides the lists (apps/server/src/punches/punches.routes.ts);
// their bodies and answers are the contracts' schemas.

const punches = (orgId: number) => `orgs/${orgId}/punches`;
const missed = (orgId: number) => `orgs/${orgId}/missed-punches`;

export const fetchPunch = async (orgId: number, id: number) => (await api<{ result: PunchRecord }>(`${punches(orgId)}/${id}`)).result;

export async function savePunch(orgId: number, id: number | null, input: PunchInput): Promise<PunchRecord> {
  const path = id === null ? punches(orgId) : `${punches(orgId)}/${id}`;
  return (await api<{ result: PunchRecord }>(path, { method: id === null ? 'POST' : 'PUT', body: input })).result;
}

export const removePunch = (orgId: number, id: number, version: number) =>
  api<void>(`${punches(orgId)}/${id}`, { method: 'DELETE', query: { version } });

export const bulkPunches = (orgId: number, itemIds: number[], action: 'delete' | 'flag' | 'unflag') =>
  api<{ results: PunchRecord[] }>(`${punches(orgId)}/bulk-action`, { method: 'POST', body: { itemIds, actionData: { action } } });

export const bulkDecideMissed = (orgId: number, itemIds: number[], action: 'approve' | 'reject' | 'resolve', note?: string | null) =>
  api<{ results: MissedPunchRecord[] }>(`${missed(orgId)}/bulk-action`, {
    method: 'POST',
    body: { itemIds, actionData: { action, note } },
  });
