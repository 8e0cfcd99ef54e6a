import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { employeesResource } from '@punchline/contracts';
import { buildPath, hasPermission, parseView } from '@punchline/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { viewerOf } from '../lists/viewer';
import { AdministratorsPanel } from './admins/AdministratorsPanel';
import { shownGroup, viewOfGroup, type UsersGroup } from './users-view';
import { workerDef } from './worker-access';
import { useWorkersConfig } from './workers-config';

const ROUTE = 'org.settings.users.list';

/**
 * Settings → Users (`users/list/{view?}`): the workers, and for holders of edit_org_users a
 * switch to the administrators. The choice lives in the view parameter's JSON filter
 * (`{"group":"administrators"}`), so it survives a reload and can be linked to.
 */
export function UsersScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const view = useParams().view;
  const canAdmins = hasPermission(session.permissions, 'edit_org_users');
  const group = shownGroup(view, canAdmins);
  const viewer = useMemo(() => viewerOf(session), [session]);
  const def = useMemo(() => workerDef(session, viewer, employeesResource), [session, viewer]);
  const config = useWorkersConfig(orgId);

  const switcher = canAdmins ? (
    <SegmentedControl
      aria-label="Show"
      size="sm"
      value={group}
      onChange={(next) => void navigate(buildPath(ROUTE, { orgId, view: viewOfGroup(next as UsersGroup) }))}
      data={[
        { value: 'workers', label: 'Workers' },
        { value: 'administrators', label: 'Administrators' },
      ]}
    />
  ) : undefined;

  if (group === 'administrators') {
    return (
      <Stack gap="sm">
        {/* The same header as the workers list, so the switch stays in place. */}
        <Group gap="md" wrap="wrap">
          <Title order={1} size="h3">
            Administrators
          </Title>
          {switcher}
        </Group>
        <AdministratorsPanel orgId={orgId} />
      </Stack>
    );
  }
  // The switch sits beside the list's title; a worker's form has its own header.
  const listing = parseView(view).mode === 'list';
  return <ResourceScreen def={def} routeName={ROUTE} config={config} heading={listing ? switcher : undefined} />;
}
