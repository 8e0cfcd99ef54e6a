import { Alert, Divider, Loader, Stack, Text } from '@mantine/core';
import type { NotificationMessage } from '@punchline/contracts';
import { DEFAULT_FORMAT_PREFERENCES, MESSAGES, type FormatPreferences } from '@punchline/domain';
import { Fragment, useState } from 'react';
import { MessageItem } from './MessageItem';
import { useMessageActions, useMessages, type MessageScope } from './use-messages';

type Props = {
  scope: MessageScope;
  timeZone: string;
  /** The organization's format preferences; outside an organization, the defaults. */
  prefs?: FormatPreferences;
  limit?: number;
  /** What an empty list says; the bell says less when the feed above it already lists what waits. */
  emptyText?: string;
  onOpen?: (message: NotificationMessage) => void;
};

/** A list of notification messages with read/unread and delete; errors show in the list. */
export function MessageList({
  scope,
  timeZone,
  prefs = DEFAULT_FORMAT_PREFERENCES,
  limit,
  emptyText = MESSAGES.noNotifications,
  onOpen,
}: Props) {
  const messages = useMessages(scope, limit);
  const { toggle, remove } = useMessageActions(scope);
  const [now] = useState(() => Date.now());
  const actionError = toggle.error ?? remove.error;
  if (messages.isPending) return <Loader size="sm" aria-label={MESSAGES.loading} />;
  if (messages.isError)
    return (
      <Text c="red" size="sm">
        {messages.error.message}
      </Text>
    );
  const showOrg = scope.kind === 'user' || scope.multiOrg;
  return (
    <Stack gap="xs">
      {actionError && (
        <Alert color="red" p="xs">
          {actionError.message}
        </Alert>
      )}
      {messages.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        messages.data.results.map((m, i) => (
          <Fragment key={m.id}>
            {i > 0 && <Divider />}
            <MessageItem
              message={m}
              timeZone={timeZone}
              now={now}
              showOrg={showOrg}
              prefs={prefs}
              onToggle={() => toggle.mutate(m)}
              onDelete={() => remove.mutate(m)}
              onOpen={onOpen ? () => onOpen(m) : undefined}
            />
          </Fragment>
        ))
      )}
    </Stack>
  );
}
