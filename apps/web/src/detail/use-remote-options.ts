import { useDebouncedValue } from '@mantine/hooks';
import { REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_LIMIT } from '@punchline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../api/http';
import type { ListPage, ResourceRow } from '../lists/list-api';
import { resourceKey } from '../lists/resource-queries';
import { idsToResolve, pickerData, resolveParams, searchFor, searchParams, type Params } from './remote-select';

export type RemoteSource = {
  orgId: number;
  /** The list endpoint under the organization ('labels', 'employees/readonly'). */
  path: string;
  /** The collection whose saves make the options stale (default: `path`). */
  cachePath?: string;
  /** Extra list parameters ({type: 'user'}). */
  params?: Params;
  /** How a row reads in the picker (default: its name). */
  toLabel?: (row: ResourceRow) => string;
  limit?: number;
};

const nameOf = (row: ResourceRow) => (typeof row.name === 'string' && row.name !== '' ? row.name : `#${row.id}`);

/**
 * The options of a remote select picker: a search call per typed text (debounced 500 ms, made
 * once the dropdown first opens), and one call resolving the stored ids' names. Both live under
 * the collection's query key, so a save to it refreshes every picker.
 */
export function useRemoteOptions(source: RemoteSource, value: readonly number[], create: boolean) {
  const { orgId, path, params = {}, toLabel = nameOf, limit = REMOTE_SELECT_LIMIT } = source;
  const key = resourceKey(orgId, source.cachePath ?? path);
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  // Labels of options chosen here (no call needed to name them).
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const unresolved = idsToResolve(value, picked);
  const resolved = useQuery({
    queryKey: [...key, 'remote-ids', path, params, unresolved],
    queryFn: () => api<ListPage>(`orgs/${orgId}/${path}`, { query: resolveParams(unresolved, params) }),
    enabled: unresolved.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const labels = useMemo(() => {
    const all = new Map<number, string>(picked);
    for (const row of resolved.data?.results ?? []) all.set(row.id, toLabel(row));
    return all;
  }, [picked, resolved.data, toLabel]);
  const chosenLabel = value.length === 1 ? labels.get(value[0]!) : undefined;
  const [search] = useDebouncedValue(searchFor(typed, chosenLabel), REMOTE_SELECT_DEBOUNCE_MS);

  const page = useQuery({
    queryKey: [...key, 'remote', path, params, search, limit],
    queryFn: () => api<ListPage>(`orgs/${orgId}/${path}`, { query: searchParams(search, params, limit) }),
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const data = useMemo(() => {
    const found = (page.data?.results ?? []).map((row) => ({ value: String(row.id), label: toLabel(row) }));
    return pickerData({
      found,
      hasMore: page.data?.cursor !== undefined && page.data.cursor !== null,
      limit,
      selected: value,
      labels,
      create: create ? searchFor(typed, chosenLabel) : undefined,
    });
  }, [labels, page.data, toLabel, value, limit, create, typed, chosenLabel]);

  return {
    data,
    typed,
    setTyped,
    loading: page.isFetching || resolved.isFetching,
    open: () => setOpened(true),
    remember: (id: number, label: string) => setPicked((m) => new Map(m).set(id, label)),
  };
}
