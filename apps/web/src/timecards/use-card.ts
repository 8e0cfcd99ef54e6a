import type { ServerCard } from '@punchline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import type { CardChange, CardInputAnswer } from './card-draft';

// The calls of the time card editor: the engine input (recomputed here as the user types), the
// server's card (approval and period state: the contracts' ServerCard), one save, approve and withdraw.

export const timecardsKey = (orgId: number) => ['orgs', orgId, 'timecards'];
const cardKey = (orgId: number, employeeId: number, date: string) => [...timecardsKey(orgId), employeeId, date];

export function useCardData(orgId: number, employeeId: number | null, date: string) {
  const enabled = employeeId !== null;
  const input = useQuery({
    queryKey: [...cardKey(orgId, employeeId ?? 0, date), 'input'],
    queryFn: async () =>
      (await api<{ result: CardInputAnswer }>(`orgs/${orgId}/timecards/${employeeId}/input`, { query: { date } })).result,
    enabled,
    // A refetch on focus would re-lay the grid under the user's cursor; saves refresh it.
    refetchOnWindowFocus: false,
  });
  const card = useQuery({
    queryKey: [...cardKey(orgId, employeeId ?? 0, date), 'card'],
    queryFn: async () => (await api<{ result: ServerCard }>(`orgs/${orgId}/timecards/${employeeId}`, { query: { date } })).result,
    enabled,
  });
  return { input, card };
}

export function useCardActions(orgId: number, employeeId: number, date: string) {
  const client = useQueryClient();
  // Every card and summary of the organization may have changed (approvals, totals).
  const refresh = () => client.invalidateQueries({ queryKey: timecardsKey(orgId) });
  const save = useMutation({
    mutationFn: (changes: CardChange[]) =>
      api<{ result: ServerCard }>(`orgs/${orgId}/timecards/${employeeId}/changes`, { method: 'POST', body: { date, changes } }),
    onSuccess: refresh,
  });
  const approve = useMutation({
    mutationFn: (approved: boolean) =>
      approved
        ? api(`orgs/${orgId}/timecards/${employeeId}/approve`, { method: 'POST', body: { date } })
        : api(`orgs/${orgId}/timecards/${employeeId}/approve`, { method: 'DELETE', query: { date } }),
    onSuccess: refresh,
  });
  return { save, approve, refresh };
}
