import { buildPath, hasFeature, parseView, serializeViewFilter } from '@punchline/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { useListScreen } from '../lists/use-list-screen';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { ClockLogDetail } from './ClockLogDetail';
import { clockLogsConfig, clockLogsDefFor } from './clock-logs-config';

const ROUTE = 'org.manage.clocklogs.list';

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
  const show = (next?: string) => void navigate(buildPath(ROUTE, { orgId, view: next }));
  const { filter, listProps } = useListScreen(orgId, def, view, show);
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(config.bulkActions ?? [])] }), [config]);

  // There is no add form: 'new' goes back to the list.
  useEffect(() => {
    if (view.mode === 'add') void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId]);

  if (view.mode === 'edit') return <ClockLogDetail orgId={orgId} id={view.id} onBack={() => show(serializeViewFilter(filter))} />;
  return <ListView {...listProps} onOpen={(id) => id !== null && show(String(id))} canWrite={false} config={config} actions={actions} />;
}
