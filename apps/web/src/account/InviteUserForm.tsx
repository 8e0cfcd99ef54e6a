import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { InvitationResult } from '@punchline/contracts';
import { hasPermission, PERMISSIONS, type Permission } from '@punchline/domain';
import { useState, type FormEvent } from 'react';
import { api } from '../api/http';
import { fieldErrors, formFailure } from '../identity/form-errors';

type Props = { orgId: number; grantable: readonly string[] };

/** Invites a person by email as an administrator with chosen permissions; only permissions the
 *  inviter holds are offered, as the server allows no more. */
export function InviteUserForm({ orgId, grantable }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const offered = PERMISSIONS.filter((p: Permission) => hasPermission(grantable, p));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const { result } = await api<InvitationResult>(`orgs/${orgId}/invitations`, { method: 'POST', body: { email, name, permissions } });
      setSent(`Invitation sent to ${result.emailAddress}.`);
      setEmail('');
      setName('');
      setPermissions([]);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const errors = fieldErrors(error);
  const failure = error ? formFailure(error, ['email', 'name', 'permissions']) : null;
  return (
    <Stack component="form" onSubmit={submit} gap="sm">
      <Title order={3} size="h5">
        Invite a user
      </Title>
      <Text size="sm" c="dimmed">
        They receive an email with a link to join; people without an account choose a password first.
      </Text>
      {failure && <Alert color="red">{failure}</Alert>}
      {sent && <Alert color="green">{sent}</Alert>}
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
      <Checkbox.Group label="Permissions" value={permissions} onChange={setPermissions} error={errors.permissions}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
          {offered.map((p) => (
            <Checkbox key={p} value={p} label={p.replace(/_/g, ' ')} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Button type="submit" loading={busy} w="fit-content">
        Send invitation
      </Button>
    </Stack>
  );
}
