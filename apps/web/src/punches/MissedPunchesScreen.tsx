import { useDebouncedValue } from '@mantine/hooks';
import { missedPunchesResource } from '@punchline/contracts';
import { buildPath, parseView, serializeViewFilter } from '@punchline/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStoredFlag } from '../app/use-stored-flag';
import { useOrgSession } from '../layout/use-org-session';
import { listFilterFrom, listQuery, type ListFilter } from '../lists/list-query';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { showActiveKey } from '../lists/show-active-key';
import { useResourceList } from '../lists/use-resource-list';
import { missedPunchesConfig } from './punches-config';

const ROUTE = 'org.manage.punches.missed-punches';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Manage → Punches → Missed Punches (SPEC section 2 missed-punches/{view?}): workers' requests,
 * pending first; select one or many to approve (each becomes a punch, flag A) or reject, with a
 * note. Requests come from the clocks, so there is no Add or form.
 */
export function MissedPunchesScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const params = useParams();
  const view = parseView(params.view, console);
  const def = missedPunchesResource;
  const urlFilter = view.mode === 'list' ? listFilterFrom(view.filter, def) : {};
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showActive, setShowActive] = useStoredFlag(showActiveKey(orgId, def.path), true);
  const filterKey = JSON.stringify(urlFilter);
  const filter: ListFilter = urlFilter;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter by value: a new object per render
  const query = useMemo(() => listQuery(debounced, filter, showActive, def), [debounced, filterKey, showActive, def]);
  const list = useResourceList(orgId, def, query);
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(missedPunchesConfig.bulkActions ?? [])] }), []);
  const show = (next?: string) => void navigate(buildPath(ROUTE, { orgId, view: next }));

  // A request has no page of its own: anything but the list goes back to it.
  useEffect(() => {
    if (view.mode !== 'list') void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId]);

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
      onOpen={() => undefined}
      canWrite={false}
      config={missedPunchesConfig}
      actions={actions}
    />
  );
}
