import { Alert, Badge, Button, Code, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorToast } from '../../detail/toast';
import { eventLabel, prettyBody, STATUS_COLOR, statusLabel } from './delivery-labels';
import { useDelivery, useReplay } from './use-connections';

type Props = {
  orgId: number;
  connectionId: number;
  deliveryId: number;
  dateTime: (instant: string) => string;
  onClose: () => void;
};

/** One delivery: the request body as signed and sent, every attempt with its answer, and Replay. */
export function DeliveryDrawer({ orgId, connectionId, deliveryId, dateTime, onClose }: Props) {
  const detail = useDelivery(orgId, connectionId, deliveryId);
  const replay = useReplay(orgId, connectionId);
  const d = detail.data;
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={d ? eventLabel(d.eventType) : 'Delivery'}>
      {detail.isPending && <Loader size="sm" aria-label="Loading delivery" />}
      {detail.isError && <Alert color="red">{detail.error.message}</Alert>}
      {d && (
        <Stack gap="md" data-testid="delivery-detail">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Event id
              </Text>
              <Code>{d.eventId}</Code>
            </Stack>
            <Badge color={STATUS_COLOR[d.status]} variant="light">
              {statusLabel(d)}
            </Badge>
          </Group>
          <Text size="sm">
            Occurred {dateTime(d.occurredAt)}
            {d.nextAttemptAt && ` · next try ${dateTime(d.nextAttemptAt)}`}
          </Text>
          <Button
            variant="light"
            loading={replay.isPending}
            onClick={() => replay.mutate(d.id, { onError: (e) => errorToast(e) })}
            style={{ alignSelf: 'flex-start' }}
          >
            Replay
          </Button>
          <Title order={3} size="h5">
            Request body
          </Title>
          <Code block aria-label="Request body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {prettyBody(d.body)}
          </Code>
          <Title order={3} size="h5">
            Attempts ({d.attemptList.length})
          </Title>
          {d.attemptList.length === 0 && <Text c="dimmed">Not tried yet.</Text>}
          {[...d.attemptList].reverse().map((a) => (
            <Stack key={a.id} gap={4} data-testid="delivery-attempt">
              <Group gap="xs">
                <Badge color={a.delivered ? 'teal' : 'red'} variant="light">
                  {a.httpStatus !== null ? `HTTP ${a.httpStatus}` : 'No answer'}
                </Badge>
                <Text size="sm">{dateTime(a.at)}</Text>
                <Text size="xs" c="dimmed">
                  {a.durationMs} ms
                </Text>
              </Group>
              {a.error && (
                <Text size="sm" c="red">
                  {a.error}
                </Text>
              )}
              {a.responseBody !== null && a.responseBody !== '' && (
                <Code block aria-label="Answer" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {a.responseBody}
                </Code>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
