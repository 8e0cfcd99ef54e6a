import type { ResourceDef } from '@punchline/contracts';
import { hashKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchPage, loadAllPages, type ListQuery, type ResourceRow } from './list-api';
import { FIRST_LIMIT, listQueryOptions } from './list-query-options';
import { listKey, type ListData } from './resource-queries';

/**
 * The rows of a list screen, one TanStack infinite query per list parameters: a new search,
 * filter or active toggle is another query (its first page loads; a late answer to the previous
 * one never shows here). A loadOnDemand list loads only after `load()` (the Load Data button).
 */
export function useResourceList(orgId: number, def: ResourceDef, query: ListQuery) {
  const client = useQueryClient();
  const key = useMemo(() => listKey(orgId, def.path, query), [orgId, def.path, query]);
  const [requested, setRequested] = useState(!def.list.loadOnDemand);
  const chosen = useRef<number>(FIRST_LIMIT);
  const [progress, setProgress] = useState<number | null>(null);
  const list = useInfiniteQuery({
    ...listQueryOptions(
      client,
      key,
      (cursor, limit) => fetchPage(orgId, def, query, limit, cursor),
      // The ref is read by the query function, when a page is fetched, never while rendering.
      // eslint-disable-next-line react-hooks/refs
      () => chosen.current,
    ),
    enabled: requested,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const { fetchNextPage, refetch } = list;
  const hasMore = list.hasNextPage;
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);

  const more = useCallback(
    async (limit: number) => {
      chosen.current = limit;
      await fetchNextPage();
    },
    [fetchNextPage],
  );

  /** SPEC section 4 'Load all': pages of 500 until none is left; resolves with every row loaded
   *  (a failed page keeps what came before and shows its error), or null when a newer search
   *  replaced the list meanwhile. */
  const loadAll = useCallback(async (): Promise<ResourceRow[] | null> => {
    const started = hashKey(key);
    const stale = () => hashKey(currentKey.current) !== started;
    const rowsNow = () => client.getQueryData<ListData>(key)?.pages.flatMap((p) => p.results) ?? [];
    setRequested(true);
    const first = client.getQueryData<ListData>(key) ?? (await refetch()).data;
    const cursor = first?.pages.at(-1)?.cursor;
    if (stale()) return null;
    if (!cursor) return rowsNow();
    const before = rowsNow().length;
    setProgress(before);
    try {
      await loadAllPages(
        async (_cursor, limit) => {
          chosen.current = limit;
          const next = await fetchNextPage();
          if (next.isError || !next.data) throw next.error;
          return next.data.pages.at(-1)!;
        },
        cursor,
        (n) => setProgress(before + n),
        stale,
      );
    } finally {
      setProgress(null);
      chosen.current = FIRST_LIMIT;
    }
    return stale() ? null : rowsNow();
  }, [client, key, fetchNextPage, refetch]);

  return {
    rows,
    hasMore,
    /** The first page is on its way (the grid's loading overlay). */
    loading: list.isFetching || progress !== null,
    /** A first page arrived (before that a loadOnDemand list shows Load Data). */
    loaded: list.data !== undefined,
    error: list.error ? list.error.message : null,
    progress,
    load: () => (requested ? void refetch() : setRequested(true)),
    more,
    loadAll,
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
