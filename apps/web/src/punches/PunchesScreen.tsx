import { useDebouncedValue } from '@mantine/hooks';
import { punchesResource } from '@punchline/contracts';
import { buildPath, parseView, serializeViewFilter } from '@punchline/domain';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStoredFlag } from '../app/use-stored-flag';
import { useOrgSession } from '../layout/use-org-session';
import { listFilterFrom, listQuery, type ListFilter } from '../lists/list-query';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { showActiveKey } from '../lists/show-active-key';
import { useResourceList } from '../lists/use-resource-list';
import { PunchForm } from './PunchForm';
import { punchesConfig } from './punches-config';

const ROUTE = 'org.manage.punches.list';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Manage → Punches (SPEC section 2 punches list/{view?}): the generic list over the punches
 * definition (filters in the view's JSON: date presets, worker, department, org unit, flags, job,
 * device; columns, exports, bulk flag/unflag/delete) and the punch form to add or edit one.
 */
export function PunchesScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const params = useParams();
  const view = parseView(params.view, console);
  const def = punchesResource;
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
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(punchesConfig.bulkActions ?? [])] }), []);
  const show = (next?: string) => void navigate(buildPath(ROUTE, { orgId, view: next }));
  const back = () => show(serializeViewFilter(filter));

  if (view.mode === 'add') return <PunchForm orgId={orgId} id={null} onBack={back} onSaved={back} />;
  if (view.mode === 'edit') return <PunchForm orgId={orgId} id={view.id} onBack={back} onSaved={back} />;
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
      onOpen={(id) => show(id === null ? 'new' : String(id))}
      canWrite
      config={punchesConfig}
      actions={actions}
    />
  );
}
