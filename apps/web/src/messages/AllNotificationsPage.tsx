import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import type { NotificationMessage } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import type { UserProfile } from '@punchline/domain';
import { usePageTitle } from '../app/use-page-title';
import { MessageList } from './MessageList';

/** Notification messages of every organization (top-level notifications). */
export function AllNotificationsPage() {
  usePageTitle('Notifications');
  const { profile } = useRouteLoaderData('home') as { profile: UserProfile };
  const navigate = useNavigate();
  const open = (m: NotificationMessage) => void navigate(buildPath('org.notifications', { orgId: m.orgId }));
  return (
    <Center p="md" bg="gray.0" mih="100vh" style={{ alignItems: 'flex-start' }}>
      <Stack w={720} maw="100%" mt="5vh">
        <Title order={1} size="h2">
          Notifications
        </Title>
        <Paper withBorder p="md">
          <MessageList
            scope={{ kind: 'user', userId: profile.userId }}
            timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
            limit={100}
            onOpen={open}
          />
        </Paper>
        <Anchor component={Link} to="/" size="sm">
          Back to the console
        </Anchor>
      </Stack>
    </Center>
  );
}
