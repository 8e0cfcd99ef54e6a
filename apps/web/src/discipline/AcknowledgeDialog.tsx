import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DisciplineEvent } from '@punchline/contracts';
import { pointsText } from '@punchline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { acknowledgeEvent } from './discipline-api';

type Props = { orgId: number; event: DisciplineEvent; onClose: () => void; onDone: () => void };

const NOTE_MAX = 500;

/** A 409: someone acknowledged (or the clock's worker did) since the list was read. */
const isStale = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * Acknowledges an event with a note (what was done: a talk, a written warning handed over). The
 * event's version goes with it, so two managers cannot both acknowledge it unknowingly.
 */
export function AcknowledgeDialog({ orgId, event, onClose, onDone }: Props) {
  const [note, setNote] = useState('');
  const ack = useMutation({
    mutationFn: () => acknowledgeEvent(orgId, event, note.trim()),
    onSuccess: () => {
      notifications.show({ message: `${event.eventType} for ${event.worker} acknowledged.` });
      onDone();
    },
  });
  const stale = isStale(ack.error);
  return (
    <Modal opened onClose={onClose} title="Acknowledge event" centered>
      <Stack>
        <Text size="sm">
          <b>{event.eventType}</b> for {event.worker}: {pointsText(event.points)}, threshold {pointsText(event.threshold)}.
        </Text>
        <Textarea
          label="Note"
          description="What was done about it."
          withAsterisk
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        {stale && (
          <Alert color="orange" title="This event changed">
            Someone else acknowledged or changed it after the list was loaded. Reload the list to see it as it is now.
          </Alert>
        )}
        {ack.error && !stale && <Alert color="red">{ack.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {stale ? (
            <Button onClick={onDone}>Reload the list</Button>
          ) : (
            <Button disabled={note.trim() === ''} loading={ack.isPending} onClick={() => ack.mutate()}>
              Acknowledge
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
