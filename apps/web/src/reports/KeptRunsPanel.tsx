import { Alert, Button, Group, List, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReportComparison, ReportKey, ReportResult, ReportRunSummary } from '@punchline/contracts';
import { formatDate, formatDateTime, isIsoDate } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { changeText, comparisonHeading } from './comparison-text';
import type { ReportCellText } from './report-cells';
import { compareRun, deleteRun, keptRun, listRuns, reportRunsKey } from './report-api';

type Props = { report: ReportKey; cell: ReportCellText; onOpen: (result: ReportResult) => void };

const STATE_TEXT: Record<ReportRunSummary['state'], string> = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' };

/** The caller's earlier runs of this report: reopen one as it was, compare it with a re-run, delete it. */
export function KeptRunsPanel({ report, cell, onOpen }: Props) {
  const { organizationId: orgId, timezone } = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const runs = useQuery({ queryKey: reportRunsKey(orgId, report), queryFn: () => listRuns(orgId, report) });
  const [comparison, setComparison] = useState<{ run: ReportRunSummary; answer: ReportComparison } | null>(null);
  const [deleting, setDeleting] = useState<ReportRunSummary | null>(null);
  const when = (iso: string) => formatDateTime(iso, timezone, prefs);
  const range = (r: ReportRunSummary) => {
    const { from, to, asOf } = r.params;
    if (from && to && isIsoDate(from) && isIsoDate(to)) return `${formatDate(from, prefs)} – ${formatDate(to, prefs)}`;
    return asOf && isIsoDate(asOf) ? `As of ${formatDate(asOf, prefs)}` : '';
  };
  const open = useMutation({ mutationFn: (id: number) => keptRun(orgId, id), onSuccess: onOpen, onError: (e) => errorToast(e) });
  const compare = useMutation({
    mutationFn: async (run: ReportRunSummary) => ({ run, answer: await compareRun(orgId, run.id) }),
    onSuccess: setComparison,
    onError: (e) => errorToast(e),
    onSettled: () => client.invalidateQueries({ queryKey: reportRunsKey(orgId, report) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteRun(orgId, id),
    onError: (e) => errorToast(e),
    onSettled: () => client.invalidateQueries({ queryKey: reportRunsKey(orgId, report) }),
  });
  const busy = (id: number) => (open.isPending && open.variables === id) || (compare.isPending && compare.variables?.id === id);

  return (
    <Stack gap="xs" component="section" aria-labelledby="kept-runs">
      <Title order={2} size="h4" id="kept-runs">
        Earlier runs
      </Title>
      {runs.isLoading && <Loader size="sm" />}
      {runs.error && <Alert color="red">{runs.error.message} Reload the page to try again.</Alert>}
      {runs.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          You have not run this report yet. Each run is kept here so you can reopen it.
        </Text>
      )}
      {runs.data && runs.data.length > 0 && (
        <Table.ScrollContainer minWidth={0} type="native" mah={260}>
          <Table fz="sm" data-testid="kept-runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Run</Table.Th>
                <Table.Th>Range</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{when(r.createdAt)}</Table.Td>
                  <Table.Td>{range(r)}</Table.Td>
                  <Table.Td title={r.error ?? undefined}>{STATE_TEXT[r.state]}</Table.Td>
                  <Table.Td>{r.rowCount ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {busy(r.id) && <Loader size="xs" />}
                      <Button size="compact-xs" variant="subtle" disabled={r.state !== 'done'} onClick={() => open.mutate(r.id)}>
                        Open
                      </Button>
                      <Button size="compact-xs" variant="subtle" disabled={r.state !== 'done'} onClick={() => compare.mutate(r)}>
                        Compare
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(r)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={comparison !== null} onClose={() => setComparison(null)} title="Compared with a new run" size="lg">
        {comparison && (
          <Stack gap="xs" data-testid="comparison">
            <Text>{comparisonHeading(comparison.answer, when(comparison.run.createdAt))}</Text>
            <List size="sm" spacing={4}>
              {comparison.answer.changes.map((change) => (
                <List.Item key={change.key}>{changeText(change, comparison.answer, cell)}</List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  onOpen(comparison.answer.after);
                  setComparison(null);
                }}
              >
                Show the new run
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete run"
        message="Are you sure you want to delete this run?"
        onAnswer={(yes) => {
          if (yes && deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
