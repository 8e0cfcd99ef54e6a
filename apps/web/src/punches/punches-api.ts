import type { CostingSelection } from '@punchline/domain';
import { api } from '../api/http';
import type { ResourceRow } from '../lists/list-api';

// The punch and missed-punch calls besides the lists (apps/server/src/punches/punches.routes.ts).

/** A punch as GET punches/{id} answers it. */
export type PunchRecord = ResourceRow & {
  employeeId: number;
  employeeName: string;
  type: 'in' | 'out';
  at: string;
  originalAt: string;
  flags: string[];
  flagged: boolean;
  costing: CostingSelection;
  punchCodeId: number | null;
  note: string | null;
  customFields: Record<string, string | number | boolean>;
  editedBy: { id: number; name: string | null } | null;
  editedAt: string | null;
};

/** What the punch form sends. */
export type PunchInput = {
  employeeId?: number;
  type: 'in' | 'out';
  at: string;
  costing: CostingSelection | null;
  punchCodeId: number | null;
  note: string | null;
  customFields: Record<string, string | number | boolean | null>;
  flagged: boolean;
  version?: number;
};

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
  api<{ results: ResourceRow[] }>(`${punches(orgId)}/bulk-action`, { method: 'POST', body: { itemIds, actionData: { action } } });

export const bulkDecideMissed = (orgId: number, itemIds: number[], action: 'approve' | 'reject' | 'resolve', note?: string | null) =>
  api<{ results: ResourceRow[] }>(`${missed(orgId)}/bulk-action`, { method: 'POST', body: { itemIds, actionData: { action, note } } });
