import type { ResourceDef } from '@punchline/contracts';
import { buildPath, hasPermission, parseView, serializeViewFilter } from '@punchline/domain';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DetailLoader } from '../detail/DetailLoader';
import { useOrgSession } from '../layout/use-org-session';
import type { ListFilter } from './FilterDrawer';
import { listFilterFrom, listQuery } from './list-query';
import { ListView } from './ListView';
import { useResourceList } from './use-resource-list';
import { useStoredFlag } from '../app/use-stored-flag';
import { showActiveKey } from './show-active-key';
import { useDebouncedValue } from '@mantine/hooks';

type Props = { def: ResourceDef; routeName: string };

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A master-detail screen for any collection: the route's `{view?}` picks the list (with its JSON
 * filter), the add form ('new') or an item (its id). The list's rows stay while an item is open,
 * so the pager walks them and Back to List returns to the same rows and filter.
 */
export function ResourceScreen({ def, routeName }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const view = parseView(useParams().view, console);
  const [lastFilter, setLastFilter] = useState<ListFilter>({});
  const urlFilter = view.mode === 'list' ? listFilterFrom(view.filter) : lastFilter;
  if (view.mode === 'list' && JSON.stringify(urlFilter) !== JSON.stringify(lastFilter)) setLastFilter(urlFilter);
  const filter = view.mode === 'list' ? urlFilter : lastFilter;

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showActive, setShowActive] = useStoredFlag(showActiveKey(orgId, def.path), true);
  const query = useMemo(() => listQuery(debounced, filter, showActive), [debounced, filter, showActive]);
  const list = useResourceList(orgId, def, query, !def.list.loadOnDemand);

  const go = (next?: string) => navigate(buildPath(routeName, { orgId, view: next ?? serializeViewFilter(filter) }));
  const perms = session.permissions;

  if (view.mode === 'list') {
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
        onFilter={(f) => void navigate(buildPath(routeName, { orgId, view: serializeViewFilter(f) }))}
        onOpen={(id) => void go(id === null ? 'new' : String(id))}
        canWrite={hasPermission(perms, def.access.write)}
      />
    );
  }
  return (
    <DetailLoader
      key={def.path}
      def={def}
      orgId={orgId}
      id={view.mode === 'edit' ? view.id : null}
      rows={list.state.rows}
      readOnly={!hasPermission(perms, def.access.write)}
      canAudit={hasPermission(perms, 'view_audit')}
      canSeeSensitive={hasPermission(perms, 'access_employee_sensitive')}
      onSaved={list.upsert}
      onDeleted={list.remove}
      go={go}
    />
  );
}
