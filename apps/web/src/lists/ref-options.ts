import { RESOURCES, type ResourceDef } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchPage, type ResourceRow } from './list-api';
import { optionsKey } from './resource-queries';

export type RefOption = { value: string; label: string; active: boolean };

/** The collection a `ref` (by kind) points at. */
export const refTarget = (kind: string | undefined): ResourceDef | undefined => RESOURCES.find((r) => r.kind === kind);

/** A record as a picker names it: its name (and type, for labels), else its id. */
export function optionLabel(row: ResourceRow): string {
  return [row.name, row.type].filter((v) => typeof v === 'string' && v !== '').join(' · ') || String(row.id);
}

/** A record as a cell names it: its name (the column says what kind), else its id. */
export const cellName = (row: ResourceRow): string => (typeof row.name === 'string' && row.name !== '' ? row.name : String(row.id));

/** Picker choices from rows; inactive records stay (a stored reference must still show its name). */
export function toOptions(rows: readonly ResourceRow[]): RefOption[] {
  return rows.map((r) => ({ value: String(r.id), label: optionLabel(r), active: r.active !== false }));
}

/**
 * Every record of the collection a reference points at, for pickers, filters and list cells. One
 * query per collection (under its resource key, so any save to it refreshes every picker).
 */
export function useRefOptions(orgId: number, kind: string | undefined, enabled = true) {
  const query = useQuery({ ...refOptionsQuery(orgId, kind), enabled: enabled && refTarget(kind) !== undefined });
  const options = useMemo(() => toOptions(query.data?.results ?? []), [query.data]);
  return { options, loading: query.isFetching };
}

function refOptionsQuery(orgId: number, kind: string | undefined) {
  const target = refTarget(kind);
  return {
    queryKey: optionsKey(orgId, target?.path ?? ''),
    queryFn: () => fetchPage(orgId, target!, { active: 'all' }, LOAD_ALL_PAGE_SIZE),
    staleTime: 60_000,
  };
}

/** Names of referenced records by kind and id, for list cells (kinds without a collection are skipped). */
export function useRefNames(orgId: number, kinds: readonly string[]): (kind: string, id: number) => string | undefined {
  const known = kinds.filter((k) => refTarget(k) !== undefined);
  // combine re-runs only when a result changes, so `pages` is stable between renders.
  const pages = useQueries({ queries: known.map((kind) => refOptionsQuery(orgId, kind)), combine: pickData });
  const key = known.join();
  return useMemo(() => {
    const names = new Map(key.split(',').map((kind, i) => [kind, new Map((pages[i]?.results ?? []).map((r) => [r.id, cellName(r)]))]));
    return (kind: string, id: number) => names.get(kind)?.get(id);
  }, [key, pages]);
}

function pickData<T>(results: { data?: T }[]) {
  return results.map((r) => r.data);
}
