import { missedPunchesResource } from '@punchline/contracts';
import { buildPath, parseView } from '@punchline/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { useListScreen } from '../lists/use-list-screen';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { missedPunchesConfig } from './punches-config';

const ROUTE = 'org.manage.punches.missed-punches';

/**
 * Manage → Punches → Missed Punches (SPEC section 2 missed-punches/{view?}): workers' requests,
 * pending first; select one or many to approve (each becomes a punch, flag A) or reject, with a
 * note. Requests come from the clocks, so there is no Add or form.
 */
export function MissedPunchesScreen() {
  return <MissedPunchesList />;
}

/**
 * The list itself; `embedded` (Manage → Time Off → Requests shows it beside the time off
 * requests) keeps its filter in the screen's state rather than in another route's address.
 */
export function MissedPunchesList({ embedded = false }: { embedded?: boolean }) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const params = useParams();
  const [ownView, setOwnView] = useState<string | undefined>(undefined);
  const view = parseView(embedded ? ownView : params.view, console);
  const def = missedPunchesResource;
  const show = (next?: string) => (embedded ? setOwnView(next) : void navigate(buildPath(ROUTE, { orgId, view: next })));
  const { listProps } = useListScreen(orgId, def, view, show);
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(missedPunchesConfig.bulkActions ?? [])] }), []);

  // A request has no page of its own: anything but the list goes back to it.
  // (Embedded, nothing opens a request: onOpen does nothing, so the view stays the list.)
  useEffect(() => {
    if (view.mode !== 'list' && !embedded) void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId, embedded]);

  return <ListView {...listProps} onOpen={() => undefined} canWrite={false} config={missedPunchesConfig} actions={actions} />;
}
