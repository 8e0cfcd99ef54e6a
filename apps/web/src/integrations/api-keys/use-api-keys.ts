import { notifications } from '@mantine/notifications';
import type { ApiKeyCreated, ApiKeyList, ApiKeyResult } from '@punchline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import type { AdminDraft } from '../../users/admins/admin-summary';

// The API keys' calls (docs/api-keys.md): the list, create (answers the secret once), revoke.
// Every change refreshes the list.

/** What the create dialog sends: a name, and permissions and restrictions as an administrator's. */
export type NewApiKey = AdminDraft & { name: string };

export const apiKeysKey = (orgId: number) => ['orgs', orgId, 'api-keys'] as const;

export function useApiKeys(orgId: number) {
  return useQuery({ queryKey: apiKeysKey(orgId), queryFn: () => api<ApiKeyList>(`orgs/${orgId}/api-keys`) });
}

export function useCreateApiKey(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKey) => api<ApiKeyCreated>(`orgs/${orgId}/api-keys`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey(orgId) }),
  });
}

export function useRevokeApiKey(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number; name: string }) =>
      api<ApiKeyResult>(`orgs/${orgId}/api-keys/${id}/revoke`, { method: 'POST', body: { version } }),
    onSuccess: (_, { name }) => notifications.show({ message: `${name} revoked.` }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey(orgId) }),
  });
}
