import { hashKey, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListPage, ListQuery, ResourceRow } from './list-api';

/**
 * Every query about one collection lives under one key, so a save can invalidate all of them at
 * once: its list pages (per list parameters), its records and the option lists of every picker
 * that chooses among its records.
 */
export const resourceKey = (orgId: number, path: string): QueryKey => ['orgs', orgId, 'resources', path];
export const listKey = (orgId: number, path: string, query: ListQuery): QueryKey => [...resourceKey(orgId, path), 'list', query];
export const recordKey = (orgId: number, path: string, id: number): QueryKey => [...resourceKey(orgId, path), 'record', id];
/** A picker's choices: every record of the collection, inactive ones included. */
export const optionsKey = (orgId: number, path: string): QueryKey => [...resourceKey(orgId, path), 'options'];

/**
 * Queries outside the collection's own key that list its records: the export menu's templates
 * ('Reload templates' stays for changes made elsewhere). Add a line when a screen caches a
 * collection's records under its own key.
 */
const LISTED_ELSEWHERE: Record<string, (orgId: number) => QueryKey[]> = {
  'integration/templates': (orgId) => [['orgs', orgId, 'export-templates']],
};

/** The keys a change to the collection makes stale (each a prefix). */
export function staleAfterChange(orgId: number, path: string): QueryKey[] {
  return [resourceKey(orgId, path), ...(LISTED_ELSEWHERE[path]?.(orgId) ?? [])];
}

/**
 * Marks every query listing the collection stale; the ones on screen refetch at once. `except`
 * (a deleted record's key) is left alone: refetching it would only report it missing.
 */
export async function invalidateResource(client: QueryClient, orgId: number, path: string, except?: QueryKey): Promise<void> {
  const skip = except === undefined ? null : hashKey(except);
  await Promise.all(
    staleAfterChange(orgId, path).map((queryKey) =>
      client.invalidateQueries({ queryKey, predicate: (q) => skip === null || q.queryHash !== skip }),
    ),
  );
}

export type ListData = InfiniteData<ListPage, PageParam>;
/** Where a page starts (no cursor: the first page) and how many rows it asks for (unset: what the
 *  user chose when it is fetched). */
export type PageParam = { cursor?: string; limit?: number };

/**
 * Puts a saved record into the cache at once (its record query, and its row in every loaded list
 * page), before the lists refetch: the form and the pager show the saved values without waiting.
 */
export function storeSaved(client: QueryClient, orgId: number, path: string, row: ResourceRow): void {
  client.setQueryData(recordKey(orgId, path, row.id), row);
  client.setQueriesData<ListData>({ queryKey: [...resourceKey(orgId, path), 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map((r) => (r.id === row.id ? row : r)) })) } : data,
  );
}

/** A deleted record leaves the loaded lists at once (the refetch confirms it). */
export function dropDeleted(client: QueryClient, orgId: number, path: string, id: number): void {
  client.setQueriesData<ListData>({ queryKey: [...resourceKey(orgId, path), 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.filter((r) => r.id !== id) })) } : data,
  );
}
