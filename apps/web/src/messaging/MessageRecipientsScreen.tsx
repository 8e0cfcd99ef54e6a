import { Alert, Button, Group, Loader, Select, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageRecipient } from '@punchline/contracts';
import { buildPath, parseView, serializeViewFilter } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { fetchMessages, fetchRecipients, messagingKey, resendMessage, type RecipientFilters } from './messaging-api';
import { recipientFilters } from './recipient-filters';
import { RecipientsTable } from './RecipientsTable';

const ROUTE = 'org.manage.messaging.message-recipients';
type Status = NonNullable<RecipientFilters['status']> | 'all';

/**
 * Manage → Messaging → Message Recipients (SPEC section 2 messaging/message-recipients/{view?};
 * issue 35): every recipient of the messages sent, where and when each was delivered, read and
 * acknowledged; filtered by message and status; resend to those who have not read it.
 */
export function MessageRecipientsScreen() {
  const { organizationId: orgId } = useOrgSession();
  const navigate = useNavigate();
  const view = parseView(useParams().view, console);
  const filters = recipientFilters(view.mode === 'list' ? view.filter : {});
  const setFilters = (next: RecipientFilters) =>
    void navigate(
      buildPath(ROUTE, { orgId, view: serializeViewFilter(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined))) }),
    );
  const client = useQueryClient();
  const messages = useQuery({ queryKey: [...messagingKey(orgId), 'messages', 'sent'], queryFn: () => fetchMessages(orgId, 'sent') });
  const list = useQuery({ queryKey: [...messagingKey(orgId), 'recipients', filters], queryFn: () => fetchRecipients(orgId, filters) });
  const resend = useMutation({
    mutationFn: (rs: readonly MessageRecipient[]) => {
      // One call per message: a resend is a message's new attempt.
      const byMessage = new Map<number, MessageRecipient[]>();
      for (const r of rs) byMessage.set(r.messageId, [...(byMessage.get(r.messageId) ?? []), r]);
      return Promise.all(
        [...byMessage].map(([id, group]) =>
          resendMessage(
            orgId,
            id,
            group.map((r) => r.id),
          ),
        ),
      ).then((ns) => ns.reduce((a, b) => a + b, 0));
    },
    onSuccess: (n) => {
      notifications.show({ message: `Sent again to ${n} ${n === 1 ? 'recipient' : 'recipients'}.` });
      void client.invalidateQueries({ queryKey: messagingKey(orgId) });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const unread = (list.data ?? []).filter((r) => r.readAt === null);
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Message Recipients
        </Title>
        <Button variant="light" disabled={unread.length === 0} loading={resend.isPending} onClick={() => resend.mutate(unread)}>
          Resend to {unread.length} unread
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Message"
          placeholder="All messages"
          clearable
          searchable
          data={(messages.data ?? []).map((m) => ({ value: String(m.id), label: m.subject }))}
          value={filters.messageId === undefined ? null : String(filters.messageId)}
          onChange={(v) => setFilters({ ...filters, messageId: v === null ? undefined : Number(v) })}
        />
        <SegmentedControl
          aria-label="Status"
          style={{ alignSelf: 'end' }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: 'Unread' },
            { value: 'read', label: 'Read' },
            { value: 'acknowledged', label: 'Acknowledged' },
          ]}
          value={filters.status ?? 'all'}
          onChange={(v) => setFilters({ ...filters, status: v === 'all' ? undefined : (v as Exclude<Status, 'all'>) })}
        />
      </SimpleGrid>
      {list.isFetching && <Loader size="xs" />}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.data && list.data.length === 0 && <Text c="dimmed">No Rows To Show</Text>}
      {list.data && list.data.length > 0 && (
        <RecipientsTable recipients={list.data} showMessage={filters.messageId === undefined} onResend={(r) => resend.mutate([r])} />
      )}
    </Stack>
  );
}
