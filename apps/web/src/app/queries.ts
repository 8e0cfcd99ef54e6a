import type { ConsoleConfig, OrgList, OrgSummary as ApiOrgSummary } from '@punchline/contracts';
import { createUserProfile, sessionSettingsFrom, type SessionSettings, type UserProfile } from '@punchline/domain';
import { currentDelegate } from '../api/delegate';
import { api } from '../api/http';

// Responses become the domain's types here, once: every screen and rule works on those.
export const profileQuery = {
  queryKey: ['user-profile'],
  queryFn: async (): Promise<UserProfile> => {
    const profile = createUserProfile(await api<Partial<UserProfile>>('user-profile'));
    // Delegate mode: name and email come from the token's claims, the email counts as verified.
    const delegate = currentDelegate();
    return delegate ? { ...profile, userName: delegate.name, emailAddress: delegate.email, emailVerified: true } : profile;
  },
};

export const sessionQuery = (orgId: number) => ({
  queryKey: ['orgs', orgId, 'session'],
  queryFn: async (): Promise<SessionSettings> => sessionSettingsFrom(await api<Record<string, unknown>>(`orgs/${orgId}/session`)),
});

export const orgListQuery = { queryKey: ['manage', 'orgs'], queryFn: () => api<OrgList>('manage/orgs', { query: { limit: 500 } }) };

/** Every organization the user may enter (sudo and distributor admins: beyond membership). */
export const allOrgListQuery = {
  queryKey: ['manage', 'orgs', 'all'],
  queryFn: () => api<OrgList>('manage/orgs', { query: { limit: 500, all: 'yes' } }),
};

/** One organization as the bootstrap sees it; null when the user may not enter it. */
export const orgSummaryQuery = (orgId: number) => ({
  queryKey: ['manage', 'orgs', orgId],
  queryFn: async (): Promise<ApiOrgSummary | null> => (await api<OrgList>(`manage/orgs/${orgId}`)).results[0] ?? null,
});

/** Operator settings of the console (help link, support contact); needs no sign-in. */
export const consoleConfigQuery = {
  queryKey: ['console-config'],
  queryFn: async (): Promise<ConsoleConfig> => (await fetch('/console-config.json')).json() as Promise<ConsoleConfig>,
  staleTime: Infinity,
};
