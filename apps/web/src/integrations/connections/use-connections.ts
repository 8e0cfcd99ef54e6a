import { notifications } from '@mantine/notifications';
import type {
  ConnectionRecord,
  DeliveryListQuery,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryStatus,
} from '@punchline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';

// The Connections screen's calls (docs/webhooks.md): the connections are a collection of the
// resource toolkit (list, create, update, delete, the rollSecret action); deliveries, replays and
// the test event have calls of their own. Every change refreshes the connection's queries.

export type ConnectionDraft = Pick<ConnectionRecord, 'name' | 'url' | 'eventTypes' | 'active'>;

const path = (orgId: number) => `orgs/${orgId}/integration/connections`;
export const connectionsKey = (orgId: number) => ['orgs', orgId, 'integration/connections'] as const;
const POLL_MS = 3000;
const deliveriesKey = (orgId: number, id: number) => [...connectionsKey(orgId), id, 'deliveries'] as const;

export function useConnections(orgId: number) {
  return useQuery({
    queryKey: [...connectionsKey(orgId), 'list'],
    queryFn: async () => (await api<{ results: ConnectionRecord[] }>(path(orgId), { query: { active: 'all', limit: 500 } })).results,
  });
}

function useRefresh(orgId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: connectionsKey(orgId) });
}

/** Creates (no id) or updates a connection; answers it as saved. */
export function useSaveConnection(orgId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: async ({ id, version, draft }: { id?: number; version?: number; draft: ConnectionDraft }) =>
      (
        await api<{ result: ConnectionRecord }>(id ? `${path(orgId)}/${id}` : path(orgId), {
          method: id ? 'PUT' : 'POST',
          body: id ? { ...draft, version } : draft,
        })
      ).result,
    onSuccess: (saved) => notifications.show({ message: `${saved.name} saved.` }),
    onSettled: refresh,
  });
}

export function useDeleteConnection(orgId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: (c: ConnectionRecord) => api<null>(`${path(orgId)}/${c.id}`, { method: 'DELETE', query: { version: c.version } }),
    onSuccess: (_, c) => notifications.show({ message: `${c.name} deleted.` }),
    onSettled: refresh,
  });
}

export function useRollSecret(orgId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: async (c: ConnectionRecord) =>
      (
        await api<{ result: ConnectionRecord }>(`${path(orgId)}/${c.id}/actions/rollSecret`, {
          method: 'POST',
          body: { version: c.version },
        })
      ).result,
    onSuccess: () => notifications.show({ message: 'A new signing secret is in use.' }),
    onSettled: refresh,
  });
}

export function useDeliveries(orgId: number, connectionId: number, status: WebhookDeliveryStatus | null) {
  const query: DeliveryListQuery = { limit: 100, ...(status ? { status } : {}) };
  return useQuery({
    queryKey: [...deliveriesKey(orgId, connectionId), query],
    queryFn: () => api<{ results: WebhookDelivery[]; cursor?: string }>(`${path(orgId)}/${connectionId}/deliveries`, { query }),
    placeholderData: keepPreviousData,
    // Deliveries leave after commit and retry later: the ledger follows them while any is pending.
    refetchInterval: (q) => (q.state.data?.results.some((d) => d.status === 'pending') ? POLL_MS : false),
  });
}

export function useDelivery(orgId: number, connectionId: number, deliveryId: number | null) {
  return useQuery({
    queryKey: [...deliveriesKey(orgId, connectionId), 'detail', deliveryId],
    queryFn: async () => (await api<{ result: WebhookDeliveryDetail }>(`${path(orgId)}/${connectionId}/deliveries/${deliveryId}`)).result,
    enabled: deliveryId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? POLL_MS : false),
  });
}

export function useSendTest(orgId: number, connectionId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: () => api<{ result: WebhookDelivery }>(`${path(orgId)}/${connectionId}/test`, { method: 'POST' }),
    onSuccess: () => notifications.show({ message: 'Test event queued: it is sent in a moment.' }),
    onSettled: refresh,
  });
}

export function useReplay(orgId: number, connectionId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api<{ result: WebhookDelivery }>(`${path(orgId)}/${connectionId}/deliveries/${deliveryId}/replay`, { method: 'POST' }),
    onSuccess: () => notifications.show({ message: 'Delivery queued to be sent again.' }),
    onSettled: refresh,
  });
}

export function useReplayFailed(orgId: number, connectionId: number) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: async (since: string) =>
      (
        await api<{ result: { replayed: number } }>(`${path(orgId)}/${connectionId}/deliveries/replay-failed`, {
          method: 'POST',
          body: { since },
        })
      ).result.replayed,
    onSuccess: (count) =>
      notifications.show({
        message:
          count === 0 ? 'No failed deliveries since then.' : `${count} failed ${count === 1 ? 'delivery' : 'deliveries'} queued again.`,
      }),
    onSettled: refresh,
  });
}
