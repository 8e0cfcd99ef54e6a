import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { RecomputeRun } from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { useOrgSession } from '../layout/use-org-session';
import { RECOMPUTE_QUERY } from './recompute-query';
import { activeRuns } from './recompute-runs';

const POLL_MS = 2_000;

/**
 * The time cards being recomputed after a retroactive save (GET timecards/recompute), with how
 * far each run has come; polled while one runs, silent otherwise.
 */
export function RecomputeProgress() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const { data } = useQuery({
    queryKey: [...RECOMPUTE_QUERY, orgId],
    queryFn: async () => (await api<{ results: RecomputeRun[] }>(`orgs/${orgId}/timecards/recompute`)).results,
    enabled: hasPermission(session.permissions, 'edit_punches'),
    refetchInterval: (query) => (activeRuns(query.state.data ?? []).length > 0 ? POLL_MS : false),
  });
  const runs = activeRuns(data ?? []);
  if (runs.length === 0) return null;
  return (
    <Alert color="blue" title="Recomputing time cards" mb="md" data-testid="recompute-progress">
      <Stack gap="xs">
        {runs.map((run) => (
          <Stack key={run.id} gap={2}>
            <Text size="sm">
              {run.reason}: {run.state === 'queued' ? 'waiting to start' : `${run.done} of ${run.total}`}
            </Text>
            <Progress value={run.total > 0 ? (100 * run.done) / run.total : 0} animated />
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
