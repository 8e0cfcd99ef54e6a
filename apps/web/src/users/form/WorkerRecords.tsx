import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Fields, ResourceDef } from '@punchline/contracts';
import { formatMessage, LOAD_ALL_PAGE_SIZE, MESSAGES } from '@punchline/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../api/http';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { fetchPage, resourceUrl, type ResourceRow } from '../../lists/list-api';
import { invalidateResource, resourceKey } from '../../lists/resource-queries';
import { WorkerRecordDialog } from './WorkerRecordDialog';

export type WorkerRecordColumn = { label: string; render: (row: ResourceRow) => ReactNode };

type Props = {
  orgId: number;
  workerId: number;
  readOnly: boolean;
  /** A collection of the worker's dated records (GET {path}?employeeId=…), newest `effectiveFrom` first. */
  def: ResourceDef;
  /** 'Pay Rate': the buttons ('Add Pay Rate'), the dialog's title. */
  noun: string;
  /** 'Pay Rates': the heading and the empty line. */
  plural: string;
  columns: readonly WorkerRecordColumn[];
  /** The fields the add and edit dialog shows. */
  shown: Fields;
  /** A new record's values besides the worker. */
  blank: Record<string, unknown>;
  testId: string;
};

/**
 * A worker's history of one kind (pay rates, time off policies), each record added, changed or
 * deleted on its own, from the worker's form.
 */
export function WorkerRecords({ orgId, workerId, readOnly, def, noun, plural, columns, shown, blank, testId }: Props) {
  const client = useQueryClient();
  const query = { active: 'all' as const, employeeId: String(workerId) };
  const { data, error } = useQuery({
    queryKey: [...resourceKey(orgId, def.path), 'list', query],
    queryFn: () => fetchPage(orgId, def, query, LOAD_ALL_PAGE_SIZE),
  });
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [deleting, setDeleting] = useState<ResourceRow | null>(null);
  const refresh = () => invalidateResource(client, orgId, def.path);
  const remove = useMutation({
    mutationFn: (row: ResourceRow) => api(resourceUrl(orgId, def, row.id), { method: 'DELETE', query: { version: row.version } }),
    onError: (e) => errorToast(e, def.fields),
    onSettled: refresh,
  });
  // Newest first: the record in force now is on top.
  const rows = [...(data?.results ?? [])].sort((a, b) => String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {plural}
        </Text>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ employeeId: workerId, ...blank })}
          >
            Add {noun}
          </Button>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error.message}
        </Text>
      )}
      <Table withTableBorder striped fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1} c="dimmed">
                No {plural.toLowerCase()} yet.
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.render(row)}</Table.Td>
              ))}
              <Table.Td>
                {!readOnly && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit the ${noun.toLowerCase()} of ${String(row.effectiveFrom)}`}
                      onClick={() => setEditing(row)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the ${noun.toLowerCase()} of ${String(row.effectiveFrom)}`}
                      onClick={() => setDeleting(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <WorkerRecordDialog
          orgId={orgId}
          def={def}
          shown={shown}
          noun={noun}
          original={editing}
          onSaved={() => void refresh()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={formatMessage(MESSAGES.deleteConfirm, { resource: def.label.toLowerCase() })}
        onAnswer={(answer) => {
          const row = deleting;
          setDeleting(null);
          if (answer && row) remove.mutate(row);
        }}
      />
    </Stack>
  );
}
