import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { PaySummaryRow } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorToast } from '../../detail/toast';
import { downloadBlob } from '../../exports/download';
import { useOrgSession } from '../../layout/use-org-session';
import { ExportsMenu } from './ExportsMenu';
import { fetchFile, stubPath } from './exports-api';
import { fetchRun, fetchStale, fetchSummaries, runKey } from './pay-runs-api';
import { RunHeader } from './RunHeader';
import { StaleBanner } from './StaleBanner';
import { SummariesTable } from './SummariesTable';
import { usePayFormats } from './use-pay-formats';
import { useRunAction } from './use-run-action';

const ROUTE = 'org.manage.payroll.runs';

/** One pay run: its state and actions, the stale workers with their changes, the workers' summaries, stubs and exports. */
export function RunDetail({ runId }: { runId: number }) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const f = usePayFormats();
  const navigate = useNavigate();
  const [stubBusy, setStubBusy] = useState<number | null>(null);
  const run = useQuery({ queryKey: runKey(orgId, runId), queryFn: () => fetchRun(orgId, runId) });
  const calculated = run.data !== undefined && run.data.state !== 'draft';
  const summaries = useQuery({
    queryKey: [...runKey(orgId, runId), 'summaries', run.data?.version],
    queryFn: () => fetchSummaries(orgId, runId),
    enabled: run.data !== undefined,
  });
  const stale = useQuery({
    queryKey: [...runKey(orgId, runId), 'stale', run.data?.version],
    queryFn: () => fetchStale(orgId, runId),
    enabled: calculated && run.data?.state !== 'finalized',
  });
  const action = useRunAction(orgId, run.data, () => void navigate(buildPath(ROUTE, { orgId })));
  const busy = action.isPending ? (action.variables?.action ?? null) : null;

  const downloadStub = async (row: PaySummaryRow) => {
    setStubBusy(row.id);
    try {
      const file = await fetchFile(stubPath(orgId, runId, row.id), `pay-stub-${runId}-${row.employeeId}.pdf`);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      errorToast(error);
    } finally {
      setStubBusy(null);
    }
  };

  if (run.isPending) return <Loader m="md" size="sm" />;
  if (run.error) {
    return (
      <Stack p="md">
        <Alert color="red">{run.error.message}</Alert>
        <Anchor component={Link} to={buildPath(ROUTE, { orgId })}>
          Back to pay runs
        </Anchor>
      </Stack>
    );
  }
  const current = run.data;
  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to={buildPath(ROUTE, { orgId })} size="sm">
        ← Pay runs
      </Anchor>
      <RunHeader run={current} f={f} busy={busy} onAction={(a) => action.mutate({ action: a })} />
      {current.note && <Text size="sm">{current.note}</Text>}
      {current.staleWorkers > 0 && stale.isPending && <Loader size="xs" />}
      <StaleBanner
        workers={stale.data ?? []}
        busy={busy === 'recalculate'}
        onRecalculate={(employeeIds) => action.mutate({ action: 'recalculate', employeeIds })}
      />
      {busy === 'calculate' || busy === 'recalculate' ? (
        <Text size="sm" c="dimmed" role="status">
          Calculating pay… this can take a little while for many workers.
        </Text>
      ) : null}
      {current.state === 'draft' && <Text c="dimmed">This run is not calculated yet: Calculate reads the time cards and prices them.</Text>}
      {summaries.error && <Alert color="red">{summaries.error.message}</Alert>}
      {summaries.data && (
        <SummariesTable
          orgId={orgId}
          runId={runId}
          rows={summaries.data}
          f={f}
          stubBusy={stubBusy}
          onStub={current.state === 'finalized' ? (row) => void downloadStub(row) : undefined}
        />
      )}
      {calculated && <ExportsMenu orgId={orgId} runId={runId} f={f} askMarkExported={Boolean(session.entryStateExportPrompt)} />}
    </Stack>
  );
}
