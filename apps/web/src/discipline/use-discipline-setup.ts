import { disciplineCustomInfractionTypesResource, disciplinePoliciesResource, type ResourceDef } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchPage, type ResourceRow } from '../lists/list-api';
import { optionsKey } from '../lists/resource-queries';

// The attendance settings the Manage screens lean on: whether any policy is active (without one,
// found infractions count no points) and the custom infraction types a manager can record. Read
// under the collection's options key, so a save in Settings → Attendance refreshes them here.

function useAllRows(orgId: number, def: ResourceDef) {
  return useQuery({
    queryKey: optionsKey(orgId, def.path),
    queryFn: () => fetchPage(orgId, def, { active: 'all' }, LOAD_ALL_PAGE_SIZE),
    staleTime: 60_000,
  });
}

const isActive = (row: ResourceRow) => row.active !== false;

/** true or false once the policies are known; undefined while loading or when they could not be read. */
export function useHasActivePolicy(orgId: number): boolean | undefined {
  const { data } = useAllRows(orgId, disciplinePoliciesResource);
  return data ? data.results.some(isActive) : undefined;
}

export type CustomType = { id: number; name: string; points: number };

/** The active custom infraction types, by name. */
export function useCustomTypes(orgId: number) {
  const query = useAllRows(orgId, disciplineCustomInfractionTypesResource);
  const types: CustomType[] = (query.data?.results ?? [])
    .filter(isActive)
    .map((r) => ({ id: r.id, name: String(r.name), points: Number(r.points) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { types, loading: query.isPending, error: query.error };
}
