import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Message, MessageStatus } from '@punchline/contracts';
import { buildPath, formatDateTime, parseView } from '@punchline/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { ComposeForm } from './ComposeForm';
import { CountBar } from './CountBar';
import { MessageDetail } from './MessageDetail';
import { fetchMessages, messagingKey } from './messaging-api';
import { STATUS_BADGE } from './status-badge';

export const MESSAGES_ROUTE = 'org.manage.messaging.messages';
type StatusFilter = MessageStatus | 'all';

/**
 * Manage → Messaging → Messages (SPEC section 2 messaging/messages/{view?}; issue 35): the
 * messages written to workers and administrators, newest first, with how many read and
 * acknowledged them; new writes one, a message's view shows its recipients.
 */
export function MessagesScreen() {
  const { organizationId: orgId } = useOrgSession();
  const navigate = useNavigate();
  const view = parseView(useParams().view, console);
  const client = useQueryClient();
  const go = (v?: string) => void navigate(buildPath(MESSAGES_ROUTE, { orgId, view: v }));
  const saved = (m: Message) => {
    void client.invalidateQueries({ queryKey: messagingKey(orgId) });
    go(String(m.id));
  };
  if (view.mode === 'add') {
    return (
      <Stack p="md" gap="sm">
        <Title order={1} size="h2">
          New Message
        </Title>
        <ComposeForm onSaved={saved} onCancel={() => go()} />
      </Stack>
    );
  }
  if (view.mode === 'edit') return <MessageDetail id={view.id} onBack={() => go()} onSaved={saved} />;
  return <MessageList onOpen={(m) => go(String(m.id))} onNew={() => go('new')} />;
}

function MessageList({ onOpen, onNew }: { onOpen: (m: Message) => void; onNew: () => void }) {
  const { organizationId: orgId, timezone } = useOrgSession();
  const prefs = useFormats();
  const narrow = useMediaQuery('(max-width: 700px)');
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = useQuery({
    queryKey: [...messagingKey(orgId), 'messages', status],
    queryFn: () => fetchMessages(orgId, status === 'all' ? undefined : status),
  });
  const when = (m: Message) => formatDateTime(m.sentAt ?? m.sendAt ?? m.createdAt, timezone, prefs);
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Messages
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          New Message
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Which messages"
        style={{ alignSelf: 'start' }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'sent', label: 'Sent' },
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'canceled', label: 'Canceled' },
        ]}
        value={status}
        onChange={(v) => setStatus(v as StatusFilter)}
      />
      {list.isFetching && <Loader size="xs" />}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.data && list.data.length === 0 && <Text c="dimmed">No Rows To Show</Text>}
      {list.data && list.data.length > 0 && (
        <Table withTableBorder highlightOnHover fz="sm" data-testid="messages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subject</Table.Th>
              {!narrow && <Table.Th>Sent / Scheduled</Table.Th>}
              <Table.Th>Status</Table.Th>
              {!narrow && <Table.Th>Read</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((m) => (
              <Table.Tr key={m.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(m)} data-testid="message-row">
                <Table.Td>
                  <Text size="sm" fw={500} component="a" href="#" onClick={(e) => (e.preventDefault(), onOpen(m))}>
                    {m.subject}
                  </Text>
                  {(narrow || m.mustAcknowledge) && (
                    <Text size="xs" c="dimmed">
                      {[narrow ? when(m) : null, m.mustAcknowledge ? 'Must acknowledge' : null].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                {!narrow && <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(m)}</Table.Td>}
                <Table.Td>
                  <Badge variant="light" color={STATUS_BADGE[m.status][1]}>
                    {STATUS_BADGE[m.status][0]}
                  </Badge>
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <CountBar message={m} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
