import type { OrgList, SessionSettings, UserProfile } from '@punchline/contracts';
import { api } from '../api/http';

export const profileQuery = { queryKey: ['user-profile'], queryFn: () => api<UserProfile>('user-profile') };

export const sessionQuery = (orgId: number) => ({
  queryKey: ['orgs', orgId, 'session'],
  queryFn: () => api<SessionSettings>(`orgs/${orgId}/session`),
});

export const orgListQuery = { queryKey: ['manage', 'orgs'], queryFn: () => api<OrgList>('manage/orgs', { query: { limit: 500 } }) };
