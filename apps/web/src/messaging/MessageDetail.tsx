import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Message } from '@punchline/contracts';
import { buildPath, formatDateTime, serializeViewFilter } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { ComposeForm } from './ComposeForm';
import { CountBar } from './CountBar';
import { MessageText } from './MessageText';
import { cancelMessage, fetchMessage, fetchRecipients, messagingKey, resendMessage } from './messaging-api';
import { STATUS_BADGE } from './status-badge';
import { RecipientsTable } from './RecipientsTable';

type Props = { id: number; onBack: () => void; onSaved: (m: Message) => void };

/** One message: its text, when it went (or goes), its counts and recipients; a scheduled one can be edited or canceled. */
export function MessageDetail({ id, onBack, onSaved }: Props) {
  const { organizationId: orgId, timezone } = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: messagingKey(orgId) });
  const message = useQuery({ queryKey: [...messagingKey(orgId), 'message', id], queryFn: () => fetchMessage(orgId, id) });
  const recipients = useQuery({
    queryKey: [...messagingKey(orgId), 'recipients', { messageId: id }],
    queryFn: () => fetchRecipients(orgId, { messageId: id }),
    enabled: message.data?.status === 'sent',
  });
  const [editing, setEditing] = useState(false);
  const cancel = useMutation({ mutationFn: (m: Message) => cancelMessage(orgId, m), onSuccess: refresh });
  const resend = useMutation({
    mutationFn: (recipientIds?: number[]) => resendMessage(orgId, id, recipientIds),
    onSuccess: (n) => {
      notifications.show({
        message: n === 0 ? 'Everyone has read it: nothing to resend.' : `Sent again to ${n} ${n === 1 ? 'recipient' : 'recipients'}.`,
      });
      refresh();
    },
  });
  if (message.error)
    return (
      <Alert color="red" m="md">
        {message.error.message}
      </Alert>
    );
  if (!message.data) return <Loader m="md" size="sm" />;
  const m = message.data;
  const at = (iso: string) => formatDateTime(iso, timezone, prefs);
  if (editing)
    return (
      <Stack p="md" gap="sm">
        <Title order={1} size="h2">
          Edit Message
        </Title>
        <ComposeForm message={m} onSaved={(saved) => (setEditing(false), onSaved(saved))} onCancel={() => setEditing(false)} />
      </Stack>
    );
  const unread = (recipients.data ?? []).filter((r) => r.readAt === null).length;
  return (
    <Stack p="md" gap="sm">
      <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'start' }}>
        ← Messages
      </Anchor>
      <Group justify="space-between" align="start">
        <Title order={1} size="h2">
          {m.subject}
        </Title>
        <Badge variant="light" color={STATUS_BADGE[m.status][1]}>
          {STATUS_BADGE[m.status][0]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {m.status === 'sent' && m.sentAt ? `Sent ${at(m.sentAt)}` : m.sendAt ? `To be sent ${at(m.sendAt)}` : `Written ${at(m.createdAt)}`}
        {m.senderName ? ` by ${m.senderName}` : ''}
        {m.mustAcknowledge ? ' · Must acknowledge' : ''}
      </Text>
      <Paper withBorder p="sm" maw={900}>
        <MessageText text={m.body} />
      </Paper>
      {cancel.error && <Alert color="red">{cancel.error.message}</Alert>}
      {m.status === 'scheduled' && (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate(m)}>
            Cancel Sending
          </Button>
        </Group>
      )}
      {m.status === 'sent' && (
        <>
          <Group justify="space-between">
            <CountBar message={m} wide />
            <Group gap="xs">
              <Anchor
                component={Link}
                size="sm"
                to={buildPath('org.manage.messaging.message-recipients', { orgId, view: serializeViewFilter({ messageId: m.id }) })}
              >
                Message Recipients
              </Anchor>
              <Button size="xs" variant="light" disabled={unread === 0} loading={resend.isPending} onClick={() => resend.mutate(undefined)}>
                Resend to {unread} unread
              </Button>
            </Group>
          </Group>
          {recipients.error && <Alert color="red">{recipients.error.message}</Alert>}
          {recipients.data && recipients.data.length === 0 && <Text c="dimmed">No one was addressed when it was sent.</Text>}
          {recipients.data && recipients.data.length > 0 && (
            <RecipientsTable recipients={recipients.data} onResend={(r) => resend.mutate([r.id])} />
          )}
        </>
      )}
    </Stack>
  );
}
