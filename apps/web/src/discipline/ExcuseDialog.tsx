import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { excuseInfractions } from './discipline-api';

type Props = { orgId: number; keys: readonly string[]; onClose: () => void; onDone: () => void };

const REASON_MAX = 500;

/**
 * Excuses one or many infractions with a reason (required: the ledger shows it as why the points
 * do not count). Opened with the keys chosen; nothing is sent until the reason is given.
 */
export function ExcuseDialog({ orgId, keys, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const excuse = useMutation({
    mutationFn: () => excuseInfractions(orgId, keys, reason.trim()),
    onSuccess: ({ changed }) => {
      notifications.show({ message: `${changed} ${changed === 1 ? 'infraction' : 'infractions'} excused.` });
      onDone();
    },
  });
  const one = keys.length === 1;
  return (
    <Modal opened onClose={onClose} title={one ? 'Excuse infraction' : `Excuse ${keys.length} infractions`} centered>
      <Stack>
        <Text size="sm">
          {one ? 'It' : 'They'} will count no points. The reason is shown on the infractions list and in the worker&rsquo;s points ledger.
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        {excuse.error && <Alert color="red">{excuse.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={reason.trim() === ''} loading={excuse.isPending} onClick={() => excuse.mutate()}>
            Excuse
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
