import { useDebouncedValue } from '@mantine/hooks';
import type { ResourceDef } from '@punchline/contracts';
import { serializeViewFilter, type ViewState } from '@punchline/domain';
import { useMemo, useState } from 'react';
import { useStoredFlag } from '../app/use-stored-flag';
import { listFilterFrom, listQuery, type ListFilter } from './list-query';
import { showActiveKey } from './show-active-key';
import { useResourceList } from './use-resource-list';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * What every list screen keeps of its list: the filter of the view in the address (kept while a
 * record is open, so Back to List returns to the same rows), the debounced search, the stored
 * "show active only" switch, and the list itself. ResourceScreen and the Manage screens with
 * their own forms (punches, missed punches, clock logs) share it. `listProps` are ListView's
 * props for all of that; applying a filter shows it through `show` (the view in the address).
 */
export function useListScreen(orgId: number, def: ResourceDef, view: ViewState, show: (view: string | undefined) => void) {
  const [lastFilter, setLastFilter] = useState<ListFilter>({});
  const urlFilter = view.mode === 'list' ? listFilterFrom(view.filter, def) : lastFilter;
  if (view.mode === 'list' && JSON.stringify(urlFilter) !== JSON.stringify(lastFilter)) setLastFilter(urlFilter);
  const filter = view.mode === 'list' ? urlFilter : lastFilter;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showActive, setShowActive] = useStoredFlag(showActiveKey(orgId, def.path), true);
  const filterKey = JSON.stringify(filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter by value: a new object per render
  const query = useMemo(() => listQuery(debounced, filter, showActive, def), [debounced, filterKey, showActive, def]);
  const list = useResourceList(orgId, def, query);
  const listProps = {
    def,
    orgId,
    list,
    search,
    onSearch: setSearch,
    showActive,
    onShowActive: setShowActive,
    filter,
    onFilter: (f: ListFilter) => show(serializeViewFilter(f)),
  };
  return { filter, list, listProps };
}
