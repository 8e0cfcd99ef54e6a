import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { employeePayRatesResource as payRates } from '@punchline/contracts';
import { formatDate, formatMessage, formatPay, LOAD_ALL_PAGE_SIZE, MESSAGES } from '@punchline/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/http';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { errorToast } from '../../detail/toast';
import { useFormats } from '../../formats/use-formats';
import { fetchPage, resourceUrl, type ResourceRow } from '../../lists/list-api';
import { invalidateResource, resourceKey } from '../../lists/resource-queries';
import { Section, WorkerField, type WorkerCtx } from './parts';
import { PayRateDialog } from './PayRateDialog';

/**
 * Pay: the pay type and the pay rate history (GET employee-pay-rates?employeeId=…), each rate
 * added, changed or deleted on its own. Shown only with pay rates access (access_employee_sensitive
 * and manage_payroll); the server refuses it to anyone else.
 */
export function PaySection({ ctx }: { ctx: WorkerCtx }) {
  return (
    <Section title="Pay" testId="section-pay">
      <WorkerField ctx={ctx} name="payType" />
      <div style={{ gridColumn: '1 / -1' }}>
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to add pay rates.
          </Text>
        ) : (
          <PayRates orgId={ctx.orgId} workerId={ctx.id} readOnly={ctx.readOnly} />
        )}
      </div>
    </Section>
  );
}

function PayRates({ orgId, workerId, readOnly }: { orgId: number; workerId: number; readOnly: boolean }) {
  const prefs = useFormats();
  const client = useQueryClient();
  const query = { active: 'all' as const, employeeId: String(workerId) };
  const { data, error } = useQuery({
    queryKey: [...resourceKey(orgId, payRates.path), 'list', query],
    queryFn: () => fetchPage(orgId, payRates, query, LOAD_ALL_PAGE_SIZE),
  });
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [deleting, setDeleting] = useState<ResourceRow | null>(null);
  const refresh = () => invalidateResource(client, orgId, payRates.path);
  const remove = useMutation({
    mutationFn: (row: ResourceRow) => api(resourceUrl(orgId, payRates, row.id), { method: 'DELETE', query: { version: row.version } }),
    onError: (e) => errorToast(e, payRates.fields),
    onSettled: refresh,
  });
  // Newest first: the rate in force now is on top.
  const rows = [...(data?.results ?? [])].sort((a, b) => String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Pay Rates
        </Text>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ employeeId: workerId, effectiveFrom: null, rate: null, note: null })}
          >
            Add Pay Rate
          </Button>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error.message}
        </Text>
      )}
      <Table withTableBorder striped fz="sm" data-testid="pay-rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Effective From</Table.Th>
            <Table.Th>Rate</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4} c="dimmed">
                No pay rates yet.
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDate(String(row.effectiveFrom), prefs)}</Table.Td>
              <Table.Td>{typeof row.rate === 'number' ? formatPay(row.rate, prefs) : ''}</Table.Td>
              <Table.Td>{(row.note as string | null) ?? ''}</Table.Td>
              <Table.Td>
                {!readOnly && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit the rate of ${String(row.effectiveFrom)}`}
                      onClick={() => setEditing(row)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the rate of ${String(row.effectiveFrom)}`}
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
      {editing && <PayRateDialog orgId={orgId} original={editing} onSaved={() => void refresh()} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={formatMessage(MESSAGES.deleteConfirm, { resource: payRates.label.toLowerCase() })}
        onAnswer={(answer) => {
          const row = deleting;
          setDeleting(null);
          if (answer && row) remove.mutate(row);
        }}
      />
    </Stack>
  );
}
