import { useDebouncedValue } from '@mantine/hooks';
import { buildPath, hasFeature, parseView, serializeViewFilter } from '@punchline/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStoredFlag } from '../app/use-stored-flag';
import { useOrgSession } from '../layout/use-org-session';
import { listFilterFrom, listQuery, type ListFilter } from '../lists/list-query';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { showActiveKey } from '../lists/show-active-key';
import { useResourceList } from '../lists/use-resource-list';
import { ClockLogDetail } from './ClockLogDetail';
import { clockLogsConfig, clockLogsDefFor } from './clock-logs-config';

const ROUTE = 'org.manage.clocklogs.list';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Manage → Clock Logs (SPEC section 2 clocklogs list/{view?}): the generic list (filters in the
 * view's JSON, columns, exports, bulk approve and reject) over the clock logs definition, and a
 * log's own detail view. Logs come from the clocks, so there is no Add, import or form.
 */
export function ClockLogsScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const params = useParams();
  const view = parseView(params.view, console);
  const face = hasFeature(session.features, 'face');
  const def = useMemo(() => clockLogsDefFor(face), [face]);
  const config = useMemo(() => clockLogsConfig(face), [face]);
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
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(config.bulkActions ?? [])] }), [config]);
  const show = (next?: string) => void navigate(buildPath(ROUTE, { orgId, view: next }));

  // There is no add form: 'new' goes back to the list.
  useEffect(() => {
    if (view.mode === 'add') void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId]);

  if (view.mode === 'edit') return <ClockLogDetail orgId={orgId} id={view.id} onBack={() => show(serializeViewFilter(filter))} />;
  return (
    <ListView
      def={def}
      orgId={orgId}
      list={list}
      search={search}
      onSearch={setSearch}
      showActive={showActive}
      onShowActive={setShowActive}
      filter={filter}
      onFilter={(f) => show(serializeViewFilter(f))}
      onOpen={(id) => id !== null && show(String(id))}
      canWrite={false}
      config={config}
      actions={actions}
    />
  );
}
