import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApiKeyCreated } from '@punchline/contracts';
import { useState, type FormEvent } from 'react';
import { errorToast } from '../../detail/toast';
import { fieldErrors } from '../../identity/form-errors';
import { useOrgSession } from '../../layout/use-org-session';
import { EMPTY_DRAFT, type AdminDraft } from '../../users/admins/admin-summary';
import { PermissionChecklist } from '../../users/admins/PermissionChecklist';
import { RestrictionPickers } from '../../users/admins/RestrictionPickers';
import { useCreateApiKey } from './use-api-keys';

type Props = { orgId: number; onClose: () => void; onCreated: (key: ApiKeyCreated['result']) => void };

const FORM_FIELDS = ['name', 'permissions', 'allowedOrgUnitIds', 'allowedDepartmentIds', 'allowedLabelIds', 'allowedJobIds'];
const TOAST_FIELDS = { name: { type: 'text' as const, label: 'Name' }, permissions: { type: 'text' as const, label: 'Permissions' } };

/** A new key: its name, permissions (only those the creator holds can be checked; the server
 *  refuses others too) and optional label restrictions, as an administrator's. */
export function CreateApiKeyDialog({ orgId, onClose, onCreated }: Props) {
  const session = useOrgSession();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<AdminDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<unknown>(null);
  const create = useCreateApiKey(orgId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { result } = await create.mutateAsync({ name, ...draft });
      onCreated(result);
    } catch (e) {
      setError(e);
      if (!FORM_FIELDS.some((f) => fieldErrors(e)[f])) errorToast(e, TOAST_FIELDS);
    }
  }

  const errors = fieldErrors(error);
  return (
    <Modal opened onClose={onClose} title="Create an API key" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack component="form" onSubmit={submit} gap="md">
        <TextInput
          label="Name"
          description="What the key is for, e.g. the program that uses it."
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Text size="sm" c="dimmed">
          The key acts as you, with only the permissions checked here; if you lose one later, the key loses it too.
        </Text>
        <PermissionChecklist
          value={draft.permissions}
          onChange={(permissions) => setDraft({ ...draft, permissions })}
          grantable={session.permissions}
          disabled={false}
          error={errors.permissions}
        />
        <RestrictionPickers
          orgId={orgId}
          value={draft}
          onChange={(r) => setDraft({ ...draft, ...r })}
          disabled={false}
          errors={errors}
          jobs={session.features.includes('job_costing')}
        />
        <Text size="xs" c="dimmed">
          Restrictions left empty are your own.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
