import { MORE_RESULTS_OPTIONS } from '@punchline/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListPage } from './list-api';
import type { ListData, PageParam } from './resource-queries';

export const FIRST_LIMIT: number = MORE_RESULTS_OPTIONS[0];
export const FIRST_PAGE: PageParam = { limit: FIRST_LIMIT };

/**
 * The infinite query of one list: pages by cursor, the first of 25 rows. A new page asks for what
 * the user chose (`chosen()`, read when the page is fetched: More results 25...400, 500 for load
 * all); on a refetch (a save invalidated the list) each page asks for as many rows as it did
 * before, which the cached page remembers, so the list keeps its length.
 */
export function listQueryOptions(
  client: QueryClient,
  queryKey: QueryKey,
  fetch: (cursor: string | undefined, limit: number) => Promise<ListPage>,
  chosen: () => number,
) {
  return {
    queryKey,
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam }: { pageParam: PageParam }): Promise<ListPage> => {
      const limit = pageParam.limit ?? chosen();
      return { ...(await fetch(pageParam.cursor, limit)), limit };
    },
    getNextPageParam: (last: ListPage, pages: ListPage[]): PageParam | undefined =>
      last.cursor ? { cursor: last.cursor, limit: client.getQueryData<ListData>(queryKey)?.pages[pages.length]?.limit } : undefined,
  };
}
