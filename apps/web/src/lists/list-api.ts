import type { ResourceDef } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { api } from '../api/http';

/** A record as the API returns it: id, version and the definition's fields. */
export type ResourceRow = { id: number; version: number } & Record<string, unknown>;
/** A list page; `limit` is what the console asked for (kept so a refetch asks the same). */
export type ListPage = { results: ResourceRow[]; cursor?: string; supplementalData: Record<string, unknown>; limit?: number };
/** The list parameters: search, the active switch and the definition's filters as query values. */
export type ListQuery = { searchText?: string; active: 'yes' | 'no' | 'all' } & { [param: string]: string | undefined };

export const resourceUrl = (orgId: number, def: Pick<ResourceDef, 'path'>, id?: number) =>
  `orgs/${orgId}/${def.path}${id === undefined ? '' : `/${id}`}`;

export function fetchPage(
  orgId: number,
  def: Pick<ResourceDef, 'path'>,
  query: ListQuery,
  limit: number,
  cursor?: string,
): Promise<ListPage> {
  return api<ListPage>(resourceUrl(orgId, def), {
    query: { ...query, searchText: query.searchText || undefined, limit, cursor },
  });
}

export async function fetchRecord(orgId: number, def: Pick<ResourceDef, 'path'>, id: number): Promise<ResourceRow> {
  return (await api<{ result: ResourceRow }>(resourceUrl(orgId, def, id))).result;
}

/** A custom action: `{path}/{id}/actions/{name}` on one record, `{path}/actions/{name}` with ids on
 *  many; `data` carries what the action asked for (its `input`). */
export function runAction(
  orgId: number,
  def: Pick<ResourceDef, 'path'>,
  name: string,
  target: { id: number } | { ids: number[] },
  data?: Record<string, unknown>,
) {
  const one = 'id' in target;
  return api<unknown>(`${resourceUrl(orgId, def, one ? target.id : undefined)}/actions/${name}`, {
    method: 'POST',
    body: { ...(one ? {} : { ids: target.ids }), ...(data === undefined ? {} : { data }) },
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
