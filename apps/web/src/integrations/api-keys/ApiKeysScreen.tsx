import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiKey, ApiKeyCreated } from '@punchline/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { formatWith } from '../../formats/display';
import { useFormats } from '../../formats/use-formats';
import { useOrgSession } from '../../layout/use-org-session';
import { useRefNames } from '../../lists/ref-options';
import { permissionSummary, restrictionSummary } from '../../users/admins/admin-summary';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { SecretDialog } from './SecretDialog';
import { useApiKeys, useRevokeApiKey } from './use-api-keys';

const RESTRICTION_KINDS = ['orgunit', 'department', 'label'];

/**
 * Settings → Integrations → API Keys (issue 36, docs/api-keys.md): the organization's keys with
 * what each may do, who made it and when it was last used; create one (its secret shown once) and
 * revoke one (at once). Needs edit_settings and the features integration and api, as the server does.
 */
export function ApiKeysScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const keys = useApiKeys(orgId);
  const revoke = useRevokeApiKey(orgId);
  const fmt = formatWith(useFormats(), session.timezone);
  const nameOf = useRefNames(orgId, session.features.includes('job_costing') ? [...RESTRICTION_KINDS, 'job'] : RESTRICTION_KINDS);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated['result'] | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const rows = keys.data?.results ?? [];

  function answerRevoke(yes: boolean | null) {
    const target = revoking;
    setRevoking(null);
    if (yes && target) revoke.mutate({ id: target.id, version: target.version, name: target.name }, { onError: (e) => errorToast(e) });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          API Keys
        </Title>
        <Button onClick={() => setCreating(true)}>Create API key</Button>
      </Group>
      <Text size="sm" c="dimmed">
        A program calls this organization&apos;s API with a key, as the person who made it, limited to the key&apos;s permissions and
        restrictions. Revoking a key stops it at once.
      </Text>
      {keys.isPending && <Loader size="sm" aria-label="Loading API keys" />}
      {keys.isError && (
        <Alert color="red" role="alert">
          {keys.error.message}
        </Alert>
      )}
      {keys.data && rows.length === 0 && <Text c="dimmed">No API keys yet.</Text>}
      {rows.length > 0 && (
        // On a phone the table scrolls sideways instead of squeezing its columns.
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="API keys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Restrictions</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((k) => {
                const permissions = permissionSummary(k.permissions);
                return (
                  <Table.Tr key={k.id} data-revoked={k.revokedAt !== null || undefined}>
                    <Table.Td miw={140}>
                      <Group gap={6}>
                        <Text size="sm">{k.name}</Text>
                        {k.revokedAt !== null && (
                          <Badge color="gray" title={`Revoked ${fmt.dateTime(k.revokedAt)}`}>
                            Revoked
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {k.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td title={permissions.title}>{permissions.text}</Table.Td>
                    <Table.Td>{restrictionSummary(k, nameOf)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{fmt.dateTime(k.createdAt)}</Text>
                      <Text size="xs" c="dimmed">
                        by {k.createdBy.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{k.lastUsedAt ? fmt.dateTime(k.lastUsedAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      {k.revokedAt === null && (
                        <Button size="xs" variant="subtle" color="red" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {creating && (
        <CreateApiKeyDialog
          orgId={orgId}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <SecretDialog name={created.name} secret={created.secret} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API key"
        message={`Revoke ${revoking?.name ?? ''}? Programs using it are refused from their next call; this cannot be undone.`}
        yes="Revoke"
        no="Cancel"
        onAnswer={answerRevoke}
      />
    </Stack>
  );
}
