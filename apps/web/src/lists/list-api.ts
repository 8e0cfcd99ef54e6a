import type { ResourceDef } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { api } from '../api/http';

/** A record as the API returns it: id, version and the definition's fields. */
export type ResourceRow = { id: number; version: number } & Record<string, unknown>;
export type ListPage = { results: ResourceRow[]; cursor?: string; supplementalData: Record<string, unknown> };
export type ListQuery = { searchText?: string; active: 'yes' | 'no' | 'all' };

export const resourceUrl = (orgId: number, def: Pick<ResourceDef, 'path'>, id?: number) =>
  `orgs/${orgId}/${def.path}${id === undefined ? '' : `/${id}`}`;

export function fetchPage(orgId: number, def: ResourceDef, query: ListQuery, limit: number, cursor?: string): Promise<ListPage> {
  return api<ListPage>(resourceUrl(orgId, def), {
    query: { searchText: query.searchText || undefined, active: query.active, limit, cursor },
  });
}

export type LoadAllResult = { rows: ResourceRow[]; cursor?: string; error?: unknown };

/**
 * SPEC section 4 'Load all': pages of 500 from `cursor` until no cursor is left or a page fails.
 * Rows already fetched are kept when a page fails (the error is returned beside them);
 * `stop()` returning true (a newer search) ends the loop early.
 */
export async function loadAllPages(
  fetch: (cursor: string | undefined, limit: number) => Promise<ListPage>,
  cursor: string | undefined,
  onProgress: (loaded: number) => void,
  stop: () => boolean = () => false,
): Promise<LoadAllResult> {
  const rows: ResourceRow[] = [];
  let next = cursor;
  do {
    let page: ListPage;
    try {
      page = await fetch(next, LOAD_ALL_PAGE_SIZE);
    } catch (error) {
      return { rows, cursor: next, error };
    }
    if (stop()) return { rows, cursor: next };
    rows.push(...page.results);
    next = page.cursor;
    onProgress(rows.length);
  } while (next);
  return { rows };
}
