import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConnectionRecord } from '@punchline/contracts';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { DeliveriesLedger } from './DeliveriesLedger';
import { eventLabel } from './delivery-labels';
import { SigningSecret } from './SigningSecret';
import { useRollSecret, useSendTest } from './use-connections';

type Props = {
  orgId: number;
  connection: ConnectionRecord;
  timeZone: string;
  dateTime: (instant: string) => string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A connection's page: what it sends where, its secret, the test event and its deliveries. */
export function ConnectionPanel({ orgId, connection, timeZone, dateTime, onEdit, onDelete }: Props) {
  const roll = useRollSecret(orgId);
  const test = useSendTest(orgId, connection.id);
  const [rolling, setRolling] = useState(false);
  return (
    <Stack gap="md" data-testid="connection-panel">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Title order={2} size="h4">
                {connection.name}
              </Title>
              <Badge color={connection.active ? 'teal' : 'gray'} variant="light">
                {connection.active ? 'Enabled' : 'Disabled'}
              </Badge>
            </Group>
            <Group gap="xs">
              <Button
                leftSection={<IconSend size={16} />}
                loading={test.isPending}
                disabled={!connection.active}
                onClick={() => test.mutate(undefined, { onError: (e) => errorToast(e) })}
              >
                Send test event
              </Button>
              <Button variant="default" onClick={onEdit}>
                Edit
              </Button>
              <Button variant="subtle" color="red" onClick={onDelete}>
                Delete
              </Button>
            </Group>
          </Group>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            POST {connection.url}
          </Text>
          <Group gap={6}>
            {connection.eventTypes.map((t) => (
              <Badge key={t} variant="light" title={t}>
                {eventLabel(t)}
              </Badge>
            ))}
          </Group>
          <SigningSecret secret={connection.secret} rolling={roll.isPending} onRoll={() => setRolling(true)} />
        </Stack>
      </Card>
      <DeliveriesLedger orgId={orgId} connectionId={connection.id} timeZone={timeZone} dateTime={dateTime} />
      <ConfirmDialog
        opened={rolling}
        title="Roll secret"
        message="Make a new signing secret? Deliveries are signed with it from now on: the receiver must verify with the new one."
        yes="Roll secret"
        no="Cancel"
        onAnswer={(yes) => {
          setRolling(false);
          if (yes) roll.mutate(connection, { onError: (e) => errorToast(e) });
        }}
      />
    </Stack>
  );
}
