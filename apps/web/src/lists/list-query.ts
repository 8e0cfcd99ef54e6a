import type { FilterDef, ResourceDef } from '@punchline/contracts';
import { isDatePreset, isIsoDate, type DatePreset } from '@punchline/domain';
import type { ListQuery } from './list-api';

/**
 * A list's filter as the view parameter's JSON holds it (SPEC section 2): `status`, the date
 * range's `from`/`to`/`preset`, and one key per definition filter (ids for a reference, values for
 * an enum, 'yes'/'no' for a flag, 'id:value' pairs for a valueMap).
 */
export type ListFilter = {
  status?: 'inactive' | 'all';
  from?: string;
  to?: string;
  preset?: DatePreset;
  [key: string]: string | number[] | string[] | undefined;
};

/** What a list's filters come from: the definition's `filters` and the fields they look at. */
export type FilterSource = Pick<ResourceDef, 'fields' | 'filters'>;

// List parameters of their own: a filter with one of these names would overwrite them.
const RESERVED = new Set(['searchText', 'active', 'id', 'cursor', 'limit', 'status', 'from', 'to', 'preset']);

const filtersOf = (def?: FilterSource) => Object.entries(def?.filters ?? {}).filter(([key]) => !RESERVED.has(key));
const hasDateRange = (def?: FilterSource) => Object.values(def?.filters ?? {}).some((f) => f.type === 'dateRange');

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function cleanValue(filter: FilterDef, def: FilterSource, raw: unknown): number[] | string[] | string | undefined {
  if (filter.type === 'ref') {
    const ids = list(raw)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    return ids.length ? [...new Set(ids)] : undefined;
  }
  if (filter.type === 'enum') {
    const choices = (def.fields[filter.field]?.choices ?? []).map(String);
    const values = list(raw)
      .map(String)
      .filter((v) => choices.includes(v));
    return values.length ? [...new Set(values)] : undefined;
  }
  if (filter.type === 'flag') return raw === 'yes' || raw === true ? 'yes' : raw === 'no' || raw === false ? 'no' : undefined;
  if (filter.type === 'valueMap') {
    const pairs = list(raw)
      .map(String)
      .filter((v) => /^\d+:\s*\S/.test(v));
    return pairs.length ? [...new Set(pairs)] : undefined;
  }
  return undefined;
}

/** The part of a view parameter's filter this list understands; unknown keys and bad values are dropped. */
export function listFilterFrom(raw: Record<string, unknown>, def?: FilterSource): ListFilter {
  const filter: ListFilter = {};
  if (raw.status === 'inactive' || raw.status === 'all') filter.status = raw.status;
  if (def && hasDateRange(def)) {
    // A preset wins over explicit days (it moves with today; the days would not).
    if (isDatePreset(raw.preset)) filter.preset = raw.preset;
    else {
      if (isIsoDate(raw.from)) filter.from = raw.from;
      if (isIsoDate(raw.to)) filter.to = raw.to;
    }
  }
  for (const [key, f] of def ? filtersOf(def) : []) {
    const value = cleanValue(f, def!, raw[key]);
    if (value !== undefined) filter[key] = value;
  }
  return filter;
}

/** The definition filters as list query parameters: `from`/`to` or `preset`, `key=1,2`, `key=a,b`, `key=yes`. */
export function filterParams(filter: ListFilter, def?: FilterSource): Record<string, string> {
  const params: Record<string, string> = {};
  if (def && hasDateRange(def)) {
    if (filter.preset) params.preset = filter.preset;
    else {
      if (filter.from) params.from = filter.from;
      if (filter.to) params.to = filter.to;
    }
  }
  for (const [key] of filtersOf(def)) {
    const value = filter[key];
    if (Array.isArray(value) ? value.length > 0 : value !== undefined) params[key] = Array.isArray(value) ? value.join(',') : value!;
  }
  return params;
}

/** The API query: a status chosen in the filter wins over the Show active only switch. */
export function listQuery(searchText: string, filter: ListFilter, showActive: boolean, def?: FilterSource): ListQuery {
  const active = filter.status === 'inactive' ? 'no' : filter.status === 'all' ? 'all' : showActive ? 'yes' : 'all';
  return { ...filterParams(filter, def), searchText: searchText.trim() || undefined, active };
}

/** How many filters are set (the Filters button's count): a date range counts once. */
export function filterCount(filter: ListFilter): number {
  const keys = Object.keys(filter).filter((k) => filter[k] !== undefined);
  const dates = keys.filter((k) => k === 'from' || k === 'to' || k === 'preset').length;
  return keys.length - dates + (dates > 0 ? 1 : 0);
}
