import { punchesResource } from '@punchline/contracts';
import { buildPath, parseView, serializeViewFilter } from '@punchline/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { useListScreen } from '../lists/use-list-screen';
import { ListView } from '../lists/ListView';
import type { ScreenActions } from '../lists/screen-actions';
import { PunchForm } from './PunchForm';
import { punchesConfig } from './punches-config';

const ROUTE = 'org.manage.punches.list';

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
  const show = (next?: string) => void navigate(buildPath(ROUTE, { orgId, view: next }));
  const { filter, listProps } = useListScreen(orgId, def, view, show);
  const actions = useMemo((): ScreenActions => ({ record: [], bulk: [...(punchesConfig.bulkActions ?? [])] }), []);
  const back = () => show(serializeViewFilter(filter));

  if (view.mode === 'add') return <PunchForm orgId={orgId} id={null} onBack={back} onSaved={back} />;
  if (view.mode === 'edit') return <PunchForm orgId={orgId} id={view.id} onBack={back} onSaved={back} />;
  return (
    <ListView {...listProps} onOpen={(id) => show(id === null ? 'new' : String(id))} canWrite config={punchesConfig} actions={actions} />
  );
}
