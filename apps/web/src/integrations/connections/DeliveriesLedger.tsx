import { Alert, Badge, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookDeliveryStatus } from '@punchline/contracts';
import { useState } from 'react';
import { DeliveryDrawer } from './DeliveryDrawer';
import { eventLabel, lastAnswer, STATUS_COLOR, statusLabel } from './delivery-labels';
import { ReplayFailedSince } from './ReplayFailedSince';
import { useDeliveries } from './use-connections';

type Props = { orgId: number; connectionId: number; timeZone: string; dateTime: (instant: string) => string };

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];

/** A connection's deliveries, newest first: each event, its state, attempts and last answer. */
export function DeliveriesLedger({ orgId, connectionId, timeZone, dateTime }: Props) {
  const [filter, setFilter] = useState('all');
  const [open, setOpen] = useState<number | null>(null);
  const list = useDeliveries(orgId, connectionId, filter === 'all' ? null : (filter as WebhookDeliveryStatus));
  const rows = list.data?.results ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          Deliveries
        </Title>
        <ReplayFailedSince orgId={orgId} connectionId={connectionId} timeZone={timeZone} />
      </Group>
      <SegmentedControl
        aria-label="Which deliveries"
        data={FILTERS}
        value={filter}
        onChange={setFilter}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && <Loader size="sm" aria-label="Loading deliveries" />}
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && rows.length === 0 && <Text c="dimmed">No deliveries{filter === 'all' ? ' yet' : ''}.</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last answer</Table.Th>
                <Table.Th>Occurred</Table.Th>
                <Table.Th>Last try</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.id} onClick={() => setOpen(d.id)} style={{ cursor: 'pointer' }} data-testid="delivery-row">
                  <Table.Td>
                    <Text size="sm">{eventLabel(d.eventType)}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {d.eventId}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={120}>
                    <Badge color={STATUS_COLOR[d.status]} variant="light">
                      {statusLabel(d)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td maw={220}>
                    <Text size="sm" lineClamp={2}>
                      {lastAnswer(d)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{dateTime(d.occurredAt)}</Table.Td>
                  <Table.Td>{d.lastAttemptAt ? dateTime(d.lastAttemptAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data?.cursor && (
        <Text size="xs" c="dimmed">
          The latest 100 are shown.
        </Text>
      )}
      {open !== null && (
        <DeliveryDrawer orgId={orgId} connectionId={connectionId} deliveryId={open} dateTime={dateTime} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
