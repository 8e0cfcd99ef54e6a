import type { ResourceDef } from '@punchline/contracts';
import { extractErrorText, MORE_RESULTS_OPTIONS } from '@punchline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPage, loadAllPages, type ListQuery, type ResourceRow } from './list-api';

export type ListState = {
  rows: ResourceRow[];
  cursor?: string;
  loading: boolean;
  /** A first page arrived at least once (before that a loadOnDemand list shows Load Data). */
  loaded: boolean;
  error: string | null;
  /** Rows fetched so far by a running load-all, else null. */
  progress: number | null;
};

const INITIAL: ListState = { rows: [], loading: false, loaded: false, error: null, progress: null };
const FIRST_PAGE = MORE_RESULTS_OPTIONS[0];
const message = (error: unknown) => (error instanceof Error ? error.message : extractErrorText(null));

/**
 * The rows of a list screen. Every new query (search, filter, active toggle) clears the rows and
 * reloads from the first page; a response to an older query is dropped (SPEC section 4).
 */
export function useResourceList(orgId: number, def: ResourceDef, query: ListQuery, autoLoad: boolean) {
  const [state, setState] = useState<ListState>(INITIAL);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryRef = useRef(query);
  queryRef.current = query;
  const key = JSON.stringify(query);

  const load = useCallback(async () => {
    const gen = ++generation.current;
    setState((s) => ({ ...s, rows: [], cursor: undefined, loading: true, error: null, progress: null }));
    try {
      const page = await fetchPage(orgId, def, queryRef.current, FIRST_PAGE);
      if (gen !== generation.current) return;
      setState({ rows: page.results, cursor: page.cursor, loading: false, loaded: true, error: null, progress: null });
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, loading: false, loaded: true, error: message(error) }));
    }
  }, [orgId, def]);

  const more = useCallback(
    async (limit: number) => {
      const gen = generation.current;
      setState((s) => ({ ...s, loading: true }));
      try {
        const page = await fetchPage(orgId, def, queryRef.current, limit, stateRef.current.cursor);
        if (gen !== generation.current) return;
        setState((s) => ({ ...s, rows: [...s.rows, ...page.results], cursor: page.cursor, loading: false }));
      } catch (error) {
        if (gen === generation.current) setState((s) => ({ ...s, loading: false, error: message(error) }));
      }
    },
    [orgId, def],
  );

  /** Loads every remaining page; resolves with all rows (for an export) or null when superseded. */
  const loadAll = useCallback(async (): Promise<ResourceRow[] | null> => {
    const gen = generation.current;
    const start = stateRef.current;
    if (start.loaded && !start.cursor) return start.rows;
    const from = start.loaded ? start.cursor : undefined;
    const before = start.loaded ? start.rows : [];
    setState((s) => ({ ...s, loading: true, progress: before.length }));
    const result = await loadAllPages(
      (cursor, limit) => fetchPage(orgId, def, queryRef.current, limit, cursor),
      from,
      (n) => {
        if (gen === generation.current) setState((s) => ({ ...s, progress: before.length + n }));
      },
      () => gen !== generation.current,
    );
    if (gen !== generation.current) return null;
    const rows = [...before, ...result.rows];
    const error = result.error === undefined ? null : message(result.error);
    setState({ rows, cursor: result.cursor, loading: false, loaded: true, error, progress: null });
    return rows;
  }, [orgId, def]);

  /** A saved record replaces its row (or joins the list); a deleted one leaves it. */
  const upsert = useCallback((row: ResourceRow) => {
    setState((s) => {
      const at = s.rows.findIndex((r) => r.id === row.id);
      if (at < 0) return { ...s, rows: [...s.rows, row] };
      const rows = [...s.rows];
      rows[at] = row;
      return { ...s, rows };
    });
  }, []);
  const remove = useCallback((id: number) => setState((s) => ({ ...s, rows: s.rows.filter((r) => r.id !== id) })), []);

  useEffect(() => {
    if (autoLoad || stateRef.current.loaded) void load();
    // Only a new query (or another resource) reloads; `autoLoad` is fixed per definition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load]);

  return { state, load, more, loadAll, upsert, remove };
}

export type ResourceList = ReturnType<typeof useResourceList>;
