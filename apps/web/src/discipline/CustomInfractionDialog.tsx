import { Alert, Anchor, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { disciplineCustomInfractionsResource as def } from '@punchline/contracts';
import { buildPath, extractErrorText, hasPermission, pointsText } from '@punchline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/errors';
import { useOrgSession } from '../layout/use-org-session';
import { addCustomInfraction } from './discipline-api';
import { useCustomTypes } from './use-discipline-setup';
import { WorkerPicker } from './WorkerPicker';

type Props = { orgId: number; today: string; onClose: () => void; onDone: () => void };

const NOTE_MAX = 500;
const LABELS = Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, f.label]));

/** The server's refusal in words, its field errors named by the form's labels. */
const errorText = (error: Error) => (error instanceof ApiRequestError ? extractErrorText(error.body, { labels: LABELS }) : error.message);

/**
 * Records what the time card cannot show (a dress code, a phone on the floor): a worker, a custom
 * infraction type (its points), a day and a note saying what happened.
 */
export function CustomInfractionDialog({ orgId, today, onClose, onDone }: Props) {
  const session = useOrgSession();
  const { types, loading } = useCustomTypes(orgId);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () => addCustomInfraction(orgId, { employeeId: employeeId!, typeId: Number(typeId), date, note: note.trim() }),
    onSuccess: () => {
      notifications.show({ message: 'Custom infraction added.' });
      onDone();
    },
  });
  const ready = employeeId !== null && typeId !== null && date !== '' && note.trim() !== '';
  const noTypes = !loading && types.length === 0;
  return (
    <Modal opened onClose={onClose} title="Add Custom Infraction" centered>
      <Stack>
        {noTypes && (
          <Alert color="blue">
            There are no custom infraction types yet.{' '}
            {hasPermission(session.permissions, 'edit_settings') ? (
              <Anchor c="blue.9" component={Link} to={buildPath('org.settings.attendance.custom-infraction-types', { orgId })}>
                Add one in Settings → Attendance → Custom Infraction Types.
              </Anchor>
            ) : (
              'Ask an administrator to add one in Settings → Attendance → Custom Infraction Types.'
            )}
          </Alert>
        )}
        <WorkerPicker orgId={orgId} label="Worker" withAsterisk value={employeeId} onChange={setEmployeeId} />
        <Select
          label="Infraction Type"
          withAsterisk
          disabled={noTypes}
          data={types.map((t) => ({ value: String(t.id), label: `${t.name} (${pointsText(t.points)})` }))}
          value={typeId}
          onChange={setTypeId}
        />
        <TextInput type="date" label="Date" withAsterisk value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <Textarea
          label="Note"
          description="What happened, for the worker's record."
          withAsterisk
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {add.error && <Alert color="red">{errorText(add.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!ready} loading={add.isPending} onClick={() => add.mutate()}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
