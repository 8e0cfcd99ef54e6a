import { notifications } from '@mantine/notifications';
import type { InvitationResult, OrgUserList, OrgUserResult } from '@punchline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import type { AdminDraft } from './admin-summary';

// The administrators' calls (docs/identity.md): the list, invitations, edits and removals. Every
// change refreshes the list.

/** One page holds every administrator of any real organization (the API's largest limit). */
const LIST_LIMIT = 500;

export const administratorsKey = (orgId: number) => ['orgs', orgId, 'org-users'] as const;

/** The administrators, those whose name or email contains `searchText` when given. */
export function useAdministrators(orgId: number, searchText: string) {
  return useQuery({
    queryKey: [...administratorsKey(orgId), searchText],
    queryFn: () => api<OrgUserList>(`orgs/${orgId}/org-users`, { query: { limit: LIST_LIMIT, searchText: searchText || undefined } }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshAfter<V, R>(orgId: number, call: (vars: V) => Promise<R>, done: (result: R, vars: V) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result, vars) => notifications.show({ message: done(result, vars) }),
    onSettled: () => client.invalidateQueries({ queryKey: administratorsKey(orgId) }),
  });
}

export type Invitation = AdminDraft & { email: string; name: string };

export function useInvite(orgId: number) {
  return useRefreshAfter(
    orgId,
    (body: Invitation) => api<InvitationResult>(`orgs/${orgId}/invitations`, { method: 'POST', body }),
    ({ result }) => `Invitation sent to ${result.emailAddress}.`,
  );
}

export function useUpdateAdministrator(orgId: number) {
  return useRefreshAfter(
    orgId,
    ({ id, body }: { id: number; body: AdminDraft }) => api<OrgUserResult>(`orgs/${orgId}/org-users/${id}`, { method: 'PUT', body }),
    ({ result }) => `${result.userName} saved.`,
  );
}

export function useRemoveAdministrator(orgId: number) {
  return useRefreshAfter(
    orgId,
    ({ id }: { id: number; name: string }) => api<null>(`orgs/${orgId}/org-users/${id}`, { method: 'DELETE' }),
    (_, { name }) => `${name} removed.`,
  );
}
