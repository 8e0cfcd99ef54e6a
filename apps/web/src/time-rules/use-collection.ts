import type { ResourceDef } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchPage, type ResourceRow } from '../lists/list-api';
import { resourceKey } from '../lists/resource-queries';

/**
 * Every row of a small settings collection (pay codes, rounding rules, breaks), active or not, in
 * the same cache the collection's own screen fills, so an edit there shows here at once.
 */
export function useCollection(orgId: number, def: ResourceDef): ResourceRow[] | undefined {
  const query = { active: 'all' as const };
  const { data } = useQuery({
    queryKey: [...resourceKey(orgId, def.path), 'list', query],
    queryFn: () => fetchPage(orgId, def, query, LOAD_ALL_PAGE_SIZE),
  });
  return data?.results;
}
