import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrgUser } from '@punchline/contracts';
import { REMOTE_SELECT_DEBOUNCE_MS } from '@punchline/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { useRefNames } from '../../lists/ref-options';
import { useOrgSession } from '../../layout/use-org-session';
import { permissionSummary, restrictionSummary } from './admin-summary';
import { AdminFormDialog } from './AdminFormDialog';
import { useAdministrators, useRemoveAdministrator } from './use-administrators';

const RESTRICTION_KINDS = ['orgunit', 'department', 'label'];

/** Which dialog is open: none, a new invitation, or an administrator being edited. */
type Dialog = { kind: 'none' } | { kind: 'invite' } | { kind: 'edit'; admin: OrgUser };

/**
 * Settings → Users → Administrators (issue 14): the organization's administrators with their
 * permissions and label restrictions; invite, edit and remove. Shown to holders of edit_org_users.
 */
export function AdministratorsPanel({ orgId }: { orgId: number }) {
  const session = useOrgSession();
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), REMOTE_SELECT_DEBOUNCE_MS);
  const admins = useAdministrators(orgId, searchText);
  const remove = useRemoveAdministrator(orgId);
  // Jobs are named only where the organization has job costing (their list is refused otherwise).
  const nameOf = useRefNames(orgId, session.features.includes('job_costing') ? [...RESTRICTION_KINDS, 'job'] : RESTRICTION_KINDS);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [removing, setRemoving] = useState<OrgUser | null>(null);
  const rows = admins.data?.results ?? [];

  function answerRemove(yes: boolean | null) {
    const target = removing;
    setRemoving(null);
    if (yes && target) remove.mutate({ id: target.orgUserId, name: target.userName }, { onError: (e) => errorToast(e) });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          placeholder="Search administrators"
          aria-label="Search administrators"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Button onClick={() => setDialog({ kind: 'invite' })}>Invite</Button>
      </Group>
      {admins.isPending && <Loader size="sm" aria-label="Loading administrators" />}
      {admins.isError && (
        <Alert color="red" role="alert">
          {admins.error.message}
        </Alert>
      )}
      {admins.data && (
        // On a phone the table scrolls sideways instead of squeezing names and badges.
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Administrators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Restrictions</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => {
                const permissions = permissionSummary(u.permissions);
                const self = u.orgUserId === session.orgUserId;
                return (
                  <Table.Tr key={u.orgUserId}>
                    <Table.Td miw={170}>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm">{u.userName}</Text>
                        {u.orgUserAccepted ? null : <Badge color="yellow">Invited</Badge>}
                        {u.workerId !== null && <Badge variant="light">Worker</Badge>}
                        {self && <Badge variant="outline">You</Badge>}
                      </Group>
                    </Table.Td>
                    <Table.Td>{u.emailAddress}</Table.Td>
                    <Table.Td title={permissions.title}>{permissions.text}</Table.Td>
                    <Table.Td>{restrictionSummary(u, nameOf)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Edit ${u.userName}`}
                          onClick={() => setDialog({ kind: 'edit', admin: u })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${u.userName}`}
                          disabled={self}
                          title={self ? 'You cannot remove yourself.' : undefined}
                          onClick={() => setRemoving(u)}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {admins.data && rows.length === 0 && <Text c="dimmed">No administrators found.</Text>}
      {admins.data?.cursor && <Text size="sm">Showing the first {admins.data.results.length} administrators; search to narrow.</Text>}
      {dialog.kind !== 'none' && (
        <AdminFormDialog
          key={dialog.kind === 'edit' ? dialog.admin.orgUserId : 'new'}
          orgId={orgId}
          admin={dialog.kind === 'edit' ? dialog.admin : null}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove administrator"
        message={`Remove ${removing?.userName ?? ''} from the organization? They lose access to it at once; a worker record of theirs stays.`}
        yes="Remove"
        no="Cancel"
        onAnswer={answerRemove}
      />
    </Stack>
  );
}
