import type { OrgList } from '@punchline/contracts';
import { createUserProfile, sessionSettingsFrom, type SessionSettings, type UserProfile } from '@punchline/domain';
import { api } from '../api/http';

// Responses become the domain's types here, once: every screen and rule works on those.
export const profileQuery = {
  queryKey: ['user-profile'],
  queryFn: async (): Promise<UserProfile> => createUserProfile(await api<Partial<UserProfile>>('user-profile')),
};

export const sessionQuery = (orgId: number) => ({
  queryKey: ['orgs', orgId, 'session'],
  queryFn: async (): Promise<SessionSettings> => sessionSettingsFrom(await api<Record<string, unknown>>(`orgs/${orgId}/session`)),
});

export const orgListQuery = { queryKey: ['manage', 'orgs'], queryFn: () => api<OrgList>('manage/orgs', { query: { limit: 500 } }) };

export type ConsoleConfig = { helpUrl: string; support: { provider: 'none'; email: string | null } };

/** Operator settings of the console (help link, support contact); needs no sign-in. */
export const consoleConfigQuery = {
  queryKey: ['console-config'],
  queryFn: async (): Promise<ConsoleConfig> => (await fetch('/console-config.json')).json() as Promise<ConsoleConfig>,
  staleTime: Infinity,
};
