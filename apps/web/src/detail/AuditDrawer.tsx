import { Alert, Badge, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent, ResourceDef } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { displayValue, formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';

type Props = { opened: boolean; onClose: () => void; orgId: number; def: ResourceDef; recordId: number };

/** The record's audit trail (GET audit by affected kind and id), newest first, in the
 *  organization's date and time format and time zone. */
export function AuditDrawer({ opened, onClose, orgId, def, recordId }: Props) {
  const { timezone } = useOrgSession();
  const fmt = formatWith(useFormats(), timezone);
  const { data, error, isPending } = useQuery({
    queryKey: ['orgs', orgId, 'audit', def.kind, recordId],
    enabled: opened,
    staleTime: 0,
    queryFn: () =>
      api<{ results: AuditEvent[] }>(`orgs/${orgId}/audit`, { query: { affectedKind: def.kind, affectedId: recordId, limit: 100 } }),
  });
  const show = (field: string, value: unknown) => displayValue(def.fields[field], value) || '—';
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={`Audit trail: ${def.label} ${recordId}`}>
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : isPending ? (
        <Loader />
      ) : (
        <Stack gap="lg">
          {data.results.map((event) => (
            <Stack key={event.id} gap={4} data-testid="audit-event">
              <Text size="sm">
                <Badge mr="xs" variant="light">
                  {event.action}
                </Badge>
                {fmt.dateTime(event.at)} · {event.actor.name ?? `${event.actor.type} ${event.actor.id}`}
              </Text>
              <Table withTableBorder fz="sm">
                <Table.Tbody>
                  {Object.entries(event.changes).map(([field, change]) => (
                    <Table.Tr key={field}>
                      <Table.Td>{def.fields[field]?.label ?? field}</Table.Td>
                      <Table.Td>{show(field, change.before)}</Table.Td>
                      <Table.Td>{show(field, change.after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
