import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { NotificationMessage } from '@punchline/contracts';
import { formatNotificationDate, type FormatPreferences } from '@punchline/domain';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';

type Props = {
  message: NotificationMessage;
  timeZone: string;
  now: number;
  showOrg: boolean;
  prefs: FormatPreferences;
  onToggle: () => void;
  onDelete: () => void;
  onOpen?: () => void;
};

export function MessageItem({ message, timeZone, now, showOrg, prefs, onToggle, onDelete, onOpen }: Props) {
  const date = formatNotificationDate(message.timestamp, now, timeZone, prefs);
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs" data-testid="message" data-unread={message.unread}>
      <Stack gap={2} flex={1} style={{ cursor: onOpen ? 'pointer' : undefined, minWidth: 0 }} onClick={onOpen}>
        <Text size="sm" fw={message.unread ? 700 : 400}>
          {message.title}
        </Text>
        {message.body && (
          <Text size="xs" c="dimmed" lineClamp={3}>
            {message.body}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {showOrg ? `${message.orgName} · ${date}` : date}
        </Text>
      </Stack>
      <Tooltip label={message.unread ? 'Mark as read' : 'Mark as unread'}>
        <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label={message.unread ? 'Mark as read' : 'Mark as unread'}>
          {message.unread ? <IconMailOpened size={16} /> : <IconMail size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label="Delete notification">
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
