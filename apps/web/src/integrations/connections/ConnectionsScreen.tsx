import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ConnectionRecord } from '@punchline/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { formatWith } from '../../formats/display';
import { useFormats } from '../../formats/use-formats';
import { useOrgSession } from '../../layout/use-org-session';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionPanel } from './ConnectionPanel';
import { ConnectionsTable } from './ConnectionsTable';
import { TemplatesSection } from './TemplatesSection';
import { useConnections, useDeleteConnection } from './use-connections';

/**
 * Settings → Integrations → Connections (issue 36, docs/webhooks.md): addresses that receive the
 * organization's events as signed webhooks. The chosen connection (?connection=id, so its page can
 * be linked) shows its secret, "Send test event" and its deliveries as a ledger with replays; the
 * export templates, the other way out, are linked below. The server gates it all (edit_settings,
 * the integration feature).
 */
export function ConnectionsScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const fmt = formatWith(useFormats(), session.timezone);
  const connections = useConnections(orgId);
  const remove = useDeleteConnection(orgId);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<ConnectionRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConnectionRecord | null>(null);
  const rows = connections.data ?? [];
  const asked = Number(params.get('connection'));
  // The one asked for, else the first: a screen with connections always shows one's deliveries.
  const selected = rows.find((c) => c.id === asked) ?? rows[0] ?? null;
  const select = (id: number) => setParams({ connection: String(id) }, { replace: true });

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1} size="h3">
          Connections
        </Title>
        <Text size="sm" c="dimmed">
          A connection sends the events it subscribes to (punches, approved time cards, finalized pay runs, time-off decisions, workers,
          published schedules) to an address as signed webhooks, in the order they happened, retrying until the receiver takes them.
        </Text>
        <Button onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          Add connection
        </Button>
      </Stack>
      {connections.isPending && <Loader size="sm" aria-label="Loading connections" />}
      {connections.isError && (
        <Alert color="red" role="alert">
          {connections.error.message}
        </Alert>
      )}
      {connections.data && rows.length === 0 && <Text c="dimmed">No connections yet.</Text>}
      {rows.length > 0 && <ConnectionsTable connections={rows} selected={selected?.id ?? null} onSelect={select} />}
      {selected && (
        <ConnectionPanel
          key={selected.id}
          orgId={orgId}
          connection={selected}
          timeZone={session.timezone}
          dateTime={fmt.dateTime}
          onEdit={() => setEditing(selected)}
          onDelete={() => setDeleting(selected)}
        />
      )}
      <TemplatesSection orgId={orgId} />
      {editing && (
        <ConnectionForm
          orgId={orgId}
          connection={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            select(saved.id);
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete connection"
        message={`Delete ${deleting?.name ?? ''}? Its deliveries are deleted with it and nothing more is sent to its address.`}
        yes="Delete"
        no="Cancel"
        onAnswer={(yes) => {
          const target = deleting;
          setDeleting(null);
          if (yes && target) remove.mutate(target, { onSuccess: () => setParams({}, { replace: true }), onError: (e) => errorToast(e) });
        }}
      />
    </Stack>
  );
}
