import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { OrgUser } from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { errorToast } from '../../detail/toast';
import { fieldErrors } from '../../identity/form-errors';
import { useOrgSession } from '../../layout/use-org-session';
import { draftOf, EMPTY_DRAFT, type AdminDraft } from './admin-summary';
import { PermissionChecklist } from './PermissionChecklist';
import { RestrictionPickers } from './RestrictionPickers';
import { useInvite, useUpdateAdministrator } from './use-administrators';

type Props = {
  orgId: number;
  /** The administrator to edit; none: a new invitation. */
  admin: OrgUser | null;
  onClose: () => void;
};

const FORM_FIELDS = ['email', 'name', 'permissions', 'allowedOrgUnitIds', 'allowedDepartmentIds', 'allowedLabelIds', 'allowedJobIds'];
const LABELS = {
  email: 'Email',
  name: 'Name',
  permissions: 'Permissions',
  allowedOrgUnitIds: 'Org units',
  allowedDepartmentIds: 'Departments',
  allowedLabelIds: 'User labels',
  allowedJobIds: 'Jobs',
};
const TOAST_FIELDS = Object.fromEntries(Object.entries(LABELS).map(([name, label]) => [name, { type: 'text' as const, label }]));

/** Invite an administrator (email, name, permissions, restrictions) or edit one (permissions and
 *  restrictions). Field errors show under their inputs; any other refusal as the error toast. */
export function AdminFormDialog({ orgId, admin, onClose }: Props) {
  const session = useOrgSession();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<AdminDraft>(admin ? draftOf(admin) : EMPTY_DRAFT);
  const [error, setError] = useState<unknown>(null);
  const invite = useInvite(orgId);
  const update = useUpdateAdministrator(orgId);
  const busy = invite.isPending || update.isPending;
  const client = useQueryClient();
  const revalidator = useRevalidator();
  // The server's own-record rule: changing oneself needs edit_self.
  const ownRecord = admin !== null && admin.orgUserId === session.orgUserId;
  const locked = ownRecord && !hasPermission(session.permissions, 'edit_self');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (admin) await update.mutateAsync({ id: admin.orgUserId, body: draft });
      else await invite.mutateAsync({ email, name, ...draft });
      onClose();
      // One's own permissions live in the session every screen reads: load it again.
      if (ownRecord) void client.invalidateQueries({ queryKey: ['orgs', orgId, 'session'] }).then(() => revalidator.revalidate());
    } catch (e) {
      setError(e);
      if (!FORM_FIELDS.some((f) => fieldErrors(e)[f])) errorToast(e, TOAST_FIELDS);
    }
  }

  const errors = fieldErrors(error);
  const title = admin ? `Edit ${admin.userName}` : 'Invite an administrator';
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack component="form" onSubmit={submit} gap="md">
        {admin ? (
          <Text size="sm" c="dimmed">
            {admin.emailAddress}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              They receive an email with a link to join; people without an account choose a password first.
            </Text>
            <Group grow align="flex-start">
              <TextInput
                label="Email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={errors.email}
              />
              <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
            </Group>
          </>
        )}
        {locked && <Alert color="yellow">You cannot change your own permissions or restrictions.</Alert>}
        <PermissionChecklist
          value={draft.permissions}
          onChange={(permissions) => setDraft({ ...draft, permissions })}
          grantable={session.permissions}
          disabled={locked}
          error={errors.permissions}
        />
        <RestrictionPickers
          orgId={orgId}
          value={draft}
          onChange={(r) => setDraft({ ...draft, ...r })}
          disabled={locked}
          errors={errors}
          jobs={session.features.includes('job_costing')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={locked}>
            {admin ? 'Save' : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
