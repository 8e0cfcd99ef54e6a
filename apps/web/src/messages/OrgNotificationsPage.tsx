import { Alert, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import type { NotificationMessage } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { useNavigate } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { MessageList } from './MessageList';
import { useShowAllOrgs } from './use-show-all-orgs';

/** The organization's notification list (orgs/{orgId}/notifications). */
export function OrgNotificationsPage() {
  const session = useOrgSession();
  const user = useProfile();
  const navigate = useNavigate();
  const prefs = useFormats();
  const [showAll, setShowAll] = useShowAllOrgs(user.userId);
  const open = (m: NotificationMessage) => {
    if (m.orgId !== session.organizationId) void navigate(buildPath('org.notifications', { orgId: m.orgId }));
  };
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Notifications
        </Title>
        <Switch label="Show all organizations" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
      </Group>
      <Paper withBorder p="md">
        {session.orgUserId === null ? (
          <Alert color="gray">You are visiting this organization with support access, so you have no notifications here.</Alert>
        ) : (
          <MessageList
            scope={{ kind: 'org', orgId: session.organizationId, orgUserId: session.orgUserId, multiOrg: showAll }}
            timeZone={session.timezone}
            prefs={prefs}
            limit={100}
            onOpen={open}
          />
        )}
      </Paper>
    </Stack>
  );
}
