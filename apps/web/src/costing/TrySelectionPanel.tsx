import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import {
  EMPTY_COSTING_SELECTION,
  formatPersonName,
  validateCostingSelection,
  type CostingSelection as Selection,
  type PersonName,
} from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/http';
import { RemoteSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import type { ListPage, ResourceRow } from '../lists/list-api';
import { resourceKey } from '../lists/resource-queries';
import { codedName, COSTING_PATHS } from './costing-lookups';
import { CostingSelection } from './CostingSelection';
import { flagsWithMode, openJobsText, tryResult } from './try-selection';
import { useCostingRecords } from './use-costing-records';

const WORKERS = 'employees/readonly';
// Enough to see whom job access lets in; the rest is a search away in the job picker.
const OPEN_JOBS_SHOWN = 50;
const COLORS = { valid: 'green', invalid: 'red', checking: 'gray' } as const;

/** A worker's name as the organization formats names, once its lookup row is known. */
function useWorkerName(orgId: number, workerId: number | null) {
  const prefs = useFormats();
  const { data } = useQuery({
    queryKey: [...resourceKey(orgId, 'employees'), 'try-costing-worker', workerId],
    queryFn: () => api<ListPage>(`orgs/${orgId}/${WORKERS}`, { query: { id: workerId!, limit: 1 } }),
    enabled: workerId !== null,
    staleTime: 60_000,
  });
  const row = data?.results[0];
  return {
    name: row ? formatPersonName(row as PersonName, prefs) : null,
    toLabel: (r: ResourceRow) => formatPersonName(r as PersonName, prefs),
  };
}

/** The jobs job access opens to one worker (the lookup's `worker` parameter, as saved). */
function OpenJobs({ orgId, workerId, workerName }: { orgId: number; workerId: number; workerName: string }) {
  const { data, isFetching } = useQuery({
    queryKey: [...resourceKey(orgId, COSTING_PATHS.job), 'try-costing-open', workerId],
    queryFn: () => api<ListPage>(`orgs/${orgId}/${COSTING_PATHS.job}`, { query: { worker: workerId, limit: OPEN_JOBS_SHOWN } }),
  });
  if (!data) return isFetching ? <Loader size="sm" /> : null;
  const more = data.cursor !== undefined && data.cursor !== null;
  return (
    <Stack gap={4} data-testid="try-costing-open-jobs">
      <Text size="sm">{openJobsText(workerName, data.results.length, more)}</Text>
      {data.results.length > 0 && (
        <List size="sm" withPadding>
          {data.results.map((row) => (
            <List.Item key={row.id}>{codedName(row)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

type Props = {
  orgId: number;
  /** The costing defaults being edited (saved or not). */
  values: Record<string, unknown>;
  /** Unsaved edits: job access (which the server decides) still follows the saved settings. */
  dirty: boolean;
};

/**
 * "Try a selection": pick a worker and a costing selection and see at once what the settings being
 * edited make of it (the costing rules run here, in the browser) and which jobs that worker may
 * use, so an administrator sees the effect before the clocks do.
 */
export function TrySelectionPanel({ orgId, values, dirty }: Props) {
  const session = useOrgSession();
  const [workerId, setWorkerId] = useState<number | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_COSTING_SELECTION);
  const worker = useWorkerName(orgId, workerId);
  const flags = flagsWithMode(session.features, values.costingMode);
  const context = { enhanced: flags.enhancedCostingEnabled, jobRequired: values.jobRequired === true };
  const { records, loading } = useCostingRecords(orgId, selection, { workerId });
  const errors = validateCostingSelection(selection, { ...context, ...records });
  const result = tryResult(errors, worker.name, loading);
  // Only what there is to say: an empty body would pad the verdict.
  const details =
    result.problems.length > 0 ? (
      <List size="sm">
        {result.problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    ) : undefined;
  return (
    <Stack gap="sm" data-testid="try-costing">
      <Title order={2} size="h5">
        Try a selection
      </Title>
      <Text size="sm" c="dimmed">
        See what these settings make of a costing selection before the clocks use them. Nothing here is saved.
      </Text>
      <RemoteSelect
        orgId={orgId}
        path={WORKERS}
        cachePath="employees"
        toLabel={worker.toLabel}
        label="Worker"
        placeholder="Any worker"
        description="Pickers then offer only the jobs open to this worker."
        value={workerId}
        onChange={setWorkerId}
      />
      <CostingSelection value={selection} onChange={setSelection} flags={flags} context={context} errors={errors} workerId={workerId} />
      <Alert color={COLORS[result.state]} title={result.text} data-testid="try-costing-result">
        {details}
      </Alert>
      {workerId !== null && worker.name && <OpenJobs orgId={orgId} workerId={workerId} workerName={worker.name} />}
      {dirty && workerId !== null && (
        <Text size="xs" c="dimmed">
          Which jobs a worker may use follows the saved job access settings: save to see a change there.
        </Text>
      )}
    </Stack>
  );
}
