import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type ConnectionRecord } from '@punchline/contracts';
import { useState } from 'react';
import { fieldErrors, formFailure } from '../../identity/form-errors';
import { useSaveConnection, type ConnectionDraft } from './use-connections';

type Props = { orgId: number; connection: ConnectionRecord | null; onClose: () => void; onSaved: (saved: ConnectionRecord) => void };

const EMPTY: ConnectionDraft = { name: '', url: 'https://', eventTypes: [], active: true };
const FIELDS = ['name', 'url', 'eventTypes', 'active'];

/** Add or edit a connection: its name, its address, the events it receives, enabled or not. */
export function ConnectionForm({ orgId, connection, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<ConnectionDraft>(connection ?? EMPTY);
  const save = useSaveConnection(orgId);
  const errors = fieldErrors(save.error);
  const failure = save.error ? formFailure(save.error, FIELDS) : null;
  const set = (values: Partial<ConnectionDraft>) => setDraft((d) => ({ ...d, ...values }));
  const submit = () =>
    save.mutate(
      {
        id: connection?.id,
        version: connection?.version,
        draft: { name: draft.name, url: draft.url, eventTypes: draft.eventTypes, active: draft.active },
      },
      { onSuccess: onSaved },
    );
  return (
    <Modal opened onClose={onClose} title={connection ? `Edit ${connection.name}` : 'Add connection'} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="Name" required value={draft.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          <TextInput
            label="Address"
            description="An https:// address; http:// only to localhost or 127.0.0.1 (a receiver on this machine)."
            required
            value={draft.url}
            error={errors.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
          />
          <Checkbox.Group
            label="Events"
            withAsterisk
            value={draft.eventTypes}
            error={errors.eventTypes}
            onChange={(eventTypes) => set({ eventTypes })}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[type]} description={type} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch label="Enabled" checked={draft.active} onChange={(e) => set({ active: e.currentTarget.checked })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
