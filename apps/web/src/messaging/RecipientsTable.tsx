import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MessageDelivery, MessageRecipient } from '@punchline/contracts';
import { formatDateTime, formatPersonName } from '@punchline/domain';
import { Fragment } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';

type Props = { recipients: readonly MessageRecipient[]; showMessage?: boolean; onResend?: (r: MessageRecipient) => void };

const CHANNEL: Record<MessageDelivery['channel'], string> = { clock: 'Clock', push: 'Push', mail: 'Mail', console: 'Console' };
const OUTCOME: Record<MessageDelivery['outcome'], string> = {
  delivered: '',
  queued: 'sent',
  suppressed: 'suppressed',
  no_address: 'no address',
};
const STATUS = { unread: ['Unread', 'gray'], read: ['Read', 'blue'], acknowledged: ['Acknowledged', 'teal'] } as const;

/** Per recipient: where and when it was delivered (each attempt), read and acknowledged with the clock. */
export function RecipientsTable({ recipients, showMessage = false, onResend }: Props) {
  const prefs = useFormats();
  const { timezone } = useOrgSession();
  const narrow = useMediaQuery('(max-width: 700px)');
  const at = (iso: string) => formatDateTime(iso, timezone, prefs);
  const nameOf = (r: MessageRecipient) => (r.person ? formatPersonName(r.person, prefs) : r.name);
  const delivered = (r: MessageRecipient) =>
    r.deliveries.length === 0 ? (
      <Text size="xs" c="dimmed">
        {r.employeeId === null ? '—' : 'Waiting for the clock'}
      </Text>
    ) : (
      <Stack gap={0}>
        {r.deliveries.map((d, n) => (
          <Text size="xs" key={n}>
            {CHANNEL[d.channel]}
            {OUTCOME[d.outcome] ? ` (${OUTCOME[d.outcome]})` : ''}
            {d.deviceName ? `, ${d.deviceName}` : ''} {at(d.at)}
            {d.attempt > 1 ? ` · attempt ${d.attempt}` : ''}
          </Text>
        ))}
      </Stack>
    );
  const state = (r: MessageRecipient) => (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATUS[r.status][1]} data-testid="recipient-status">
        {STATUS[r.status][0]}
      </Badge>
      {r.readAt && (
        <Text size="xs">
          Read {at(r.readAt)}
          {r.readDeviceName ? ` at ${r.readDeviceName}` : ''}
        </Text>
      )}
      {r.acknowledgedAt && (
        <Text size="xs">
          Acknowledged {at(r.acknowledgedAt)}
          {r.acknowledgedDeviceName ? ` at ${r.acknowledgedDeviceName}` : ''}
        </Text>
      )}
    </Stack>
  );
  const resend = (r: MessageRecipient) =>
    onResend &&
    r.readAt === null && (
      <Button size="xs" variant="light" onClick={() => onResend(r)} aria-label={`Resend to ${nameOf(r)}`}>
        Resend
      </Button>
    );
  return (
    <Table withTableBorder striped={!narrow} fz="sm" data-testid="recipients">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Recipient</Table.Th>
          {!narrow && <Table.Th>Delivered</Table.Th>}
          <Table.Th>Status</Table.Th>
          {!narrow && onResend && <Table.Th w={100} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recipients.map((r) => (
          <Fragment key={r.id}>
            <Table.Tr data-testid="recipient">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {nameOf(r)}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.employeeId === null ? 'Administrator' : 'Worker'}
                  {showMessage ? ` · ${r.subject}` : ''}
                </Text>
              </Table.Td>
              {!narrow && <Table.Td>{delivered(r)}</Table.Td>}
              <Table.Td>{state(r)}</Table.Td>
              {!narrow && onResend && <Table.Td>{resend(r)}</Table.Td>}
            </Table.Tr>
            {narrow && (
              <Table.Tr>
                <Table.Td colSpan={2} pt={0}>
                  <Group justify="space-between" align="start">
                    {delivered(r)}
                    {resend(r)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
