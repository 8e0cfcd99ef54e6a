import type { ListFilter } from './FilterDrawer';
import type { ListQuery } from './list-api';

/** The filter part of a view parameter this list understands (unknown keys are dropped). */
export function listFilterFrom(filter: Record<string, unknown>): ListFilter {
  return filter.status === 'inactive' || filter.status === 'all' ? { status: filter.status } : {};
}

/** The API query: a status chosen in the filter wins over the Show active only switch. */
export function listQuery(searchText: string, filter: ListFilter, showActive: boolean): ListQuery {
  const active = filter.status === 'inactive' ? 'no' : filter.status === 'all' ? 'all' : showActive ? 'yes' : 'all';
  return { searchText: searchText.trim() || undefined, active };
}
