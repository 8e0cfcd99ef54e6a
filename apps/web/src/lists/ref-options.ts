import { RESOURCES, type ResourceDef } from '@punchline/contracts';
import {
  DEFAULT_FORMAT_PREFERENCES,
  formatPersonName,
  LOAD_ALL_PAGE_SIZE,
  type FormatPreferences,
  type PersonName,
} from '@punchline/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchPage, type ResourceRow } from './list-api';
import { useFormats } from '../formats/use-formats';
import { optionsKey } from './resource-queries';

export type RefOption = { value: string; label: string; active: boolean };

/**
 * Lists a reference may point at that are not collections of the toolkit but answer the same
 * `{results: [{id, name}]}` page: a net pay adjustment made once on a pay run picks the run.
 */
const OTHER_LISTS: Record<string, Pick<ResourceDef, 'path'>> = { payrun: { path: 'payroll/runs' } };

/** The collection (or other list) a `ref` (by kind) points at. */
export const refTarget = (kind: string | undefined): Pick<ResourceDef, 'path'> | undefined =>
  RESOURCES.find((r) => r.kind === kind) ?? (kind === undefined ? undefined : OTHER_LISTS[kind]);

/** How the organization writes people's names (a worker picked as a team's lead or a job's worker). */
type NameFormat = Pick<FormatPreferences, 'nameFormat' | 'displayMiddleName'>;

/** A worker's name in the organization's format, or null for a record that is not a person. */
function personName(row: ResourceRow, names: NameFormat): string | null {
  if (typeof row.firstName !== 'string' && typeof row.lastName !== 'string') return null;
  return formatPersonName(row as PersonName, names) || null;
}

/** A record as a picker names it: its name (and type, for labels), a worker's in the name format, else its id. */
export function optionLabel(row: ResourceRow, names: NameFormat = DEFAULT_FORMAT_PREFERENCES): string {
  return personName(row, names) ?? ([row.name, row.type].filter((v) => typeof v === 'string' && v !== '').join(' · ') || String(row.id));
}

/** A record as a cell names it: its name (the column says what kind), else its id. */
export const cellName = (row: ResourceRow, names: NameFormat = DEFAULT_FORMAT_PREFERENCES): string =>
  personName(row, names) ?? (typeof row.name === 'string' && row.name !== '' ? row.name : String(row.id));

/** Picker choices from rows; inactive records stay (a stored reference must still show its name). */
export function toOptions(rows: readonly ResourceRow[], names: NameFormat = DEFAULT_FORMAT_PREFERENCES): RefOption[] {
  return rows.map((r) => ({ value: String(r.id), label: optionLabel(r, names), active: r.active !== false }));
}

/**
 * Every record of the collection a reference points at, for pickers, filters and list cells. One
 * query per collection (under its resource key, so any save to it refreshes every picker).
 */
export function useRefOptions(orgId: number, kind: string | undefined, enabled = true) {
  const query = useQuery({ ...refOptionsQuery(orgId, kind), enabled: enabled && refTarget(kind) !== undefined });
  const prefs = useFormats();
  const options = useMemo(() => toOptions(query.data?.results ?? [], prefs), [query.data, prefs]);
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
  const prefs = useFormats();
  return useMemo(() => {
    const names = new Map(
      key.split(',').map((kind, i) => [kind, new Map((pages[i]?.results ?? []).map((r) => [r.id, cellName(r, prefs)]))]),
    );
    return (kind: string, id: number) => names.get(kind)?.get(id);
  }, [key, pages, prefs]);
}

function pickData<T>(results: { data?: T }[]) {
  return results.map((r) => r.data);
}
