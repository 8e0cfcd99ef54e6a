import { createFormatPreferences, DEFAULT_FORMAT_PREFERENCES, type FormatPreferences } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { useOrgSession } from '../layout/use-org-session';

/** The key of a single-record settings screen's data; the formats screen saves into the same one. */
export const settingsKey = (orgId: number, path: string) => ['orgs', orgId, 'settings', path];

export const formatsQuery = (orgId: number) => ({
  queryKey: settingsKey(orgId, 'org/formats'),
  queryFn: async () => (await api<{ result: Record<string, unknown> }>(`orgs/${orgId}/org/formats`)).result,
  staleTime: 5 * 60_000,
});

/** The organization's format preferences (GET org/formats, cached); defaults until they arrive. */
export function useFormats(): FormatPreferences {
  const { organizationId } = useOrgSession();
  const { data } = useQuery(formatsQuery(organizationId));
  return data ? createFormatPreferences(data as Partial<FormatPreferences>) : DEFAULT_FORMAT_PREFERENCES;
}
