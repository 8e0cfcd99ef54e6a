import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { MESSAGES, NOTIFICATION_LIST_LIMIT } from '@punchline/domain';
import type { MessageList } from '@punchline/contracts';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { useOrgSession } from './use-org-session';

/** The bell: unread count, and the latest messages for this organization user. */
export function NotificationBell() {
  const session = useOrgSession();
  const orgUserId = session.orgUserId;
  const messages = useQuery({
    queryKey: ['orgs', session.organizationId, 'messages', orgUserId],
    queryFn: () =>
      api<MessageList>(`orgs/${session.organizationId}/users/${orgUserId}/messages`, {
        query: { limit: NOTIFICATION_LIST_LIMIT, multiOrg: 'no' },
      }),
    enabled: orgUserId !== null, // sudo visitors have no organization user and no messages here
  });
  const unread = messages.data?.supplementalData.unreadCount ?? 0;
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Notifications (${unread} unread)`}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        {messages.isError ? (
          <Text c="red" size="sm">
            {messages.error.message}
          </Text>
        ) : messages.isPending && orgUserId !== null ? (
          <Text size="sm">{MESSAGES.loading}</Text>
        ) : !messages.data?.results.length ? (
          <Text size="sm" c="dimmed">
            {MESSAGES.noNotifications}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {messages.data.results.map((m) => (
                <div key={m.id}>
                  <Text size="sm" fw={m.unread ? 700 : 400}>
                    {m.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {m.body}
                  </Text>
                </div>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
