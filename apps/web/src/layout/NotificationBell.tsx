import { ActionIcon, Anchor, Button, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { buildPath } from '@punchline/domain';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeedSummary, waitingGroups } from '../dashboard/FeedSummary';
import { useNotificationFeed } from '../dashboard/use-notification-feed';
import { MessageList } from '../messages/MessageList';
import { useMessages, type MessageScope } from '../messages/use-messages';
import { useFormats } from '../formats/use-formats';
import { useWebPush } from '../push/use-web-push';
import { useOrgSession, useProfile } from './use-org-session';

const NO_OTHER_MESSAGES = 'No messages besides the requests above.';

/** The bell: unread count, what waits for the user (the notification feed), and the latest messages of this organization user. */
export function NotificationBell() {
  const session = useOrgSession();
  const [opened, popover] = useDisclosure(false);
  const prefs = useFormats();
  const push = useWebPush(session, useProfile());
  // Sudo visitors have no organization user here, so no messages either.
  const scope: MessageScope | null =
    session.orgUserId !== null ? { kind: 'org', orgId: session.organizationId, orgUserId: session.orgUserId, multiOrg: false } : null;
  const unread = useMessages(scope).data?.supplementalData.unreadCount ?? 0;
  // With requests waiting above, an empty message list must not say there is nothing at all.
  const waiting = waitingGroups(useNotificationFeed().data).length > 0;
  return (
    <Popover opened={opened} onChange={popover.toggle} position="bottom-end" width={340} shadow="md" withinPortal>
      {/* The target is the button itself: Popover.Target puts aria-expanded/aria-haspopup on its
          child, which a div (the Indicator) may not carry. */}
      <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Notifications (${unread} unread)`} onClick={popover.toggle}>
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="sm">
          <FeedSummary onNavigate={popover.close} />
          <ScrollArea.Autosize mah={380}>
            {scope && (
              <MessageList scope={scope} timeZone={session.timezone} prefs={prefs} emptyText={waiting ? NO_OTHER_MESSAGES : undefined} />
            )}
          </ScrollArea.Autosize>
          {push.state === 'ask' && (
            <Button size="xs" variant="light" onClick={() => void push.enable()}>
              Enable browser notifications
            </Button>
          )}
          {push.state === 'declined' && (
            <Text size="xs" c="dimmed">
              Browser notifications are off. Allow them in your browser&apos;s site settings to get them here.
            </Text>
          )}
          {push.error && (
            <Text size="xs" c="red">
              {push.error}
            </Text>
          )}
          <Anchor component={Link} to={buildPath('org.notifications', { orgId: session.organizationId })} size="sm" onClick={popover.close}>
            See all notifications
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
