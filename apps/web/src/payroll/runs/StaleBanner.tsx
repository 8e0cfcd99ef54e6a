import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { StaleWorker } from '@punchline/contracts';
import { staleText } from './run-actions';

type Props = { workers: readonly StaleWorker[]; busy: boolean; onRecalculate: (employeeIds: number[]) => void };

const shown = (value: string | null) => (value === null || value === '' ? 'none' : value);

/** The workers whose time, rates or adjustments changed after calculation, each change old → new. */
export function StaleBanner({ workers, busy, onRecalculate }: Props) {
  if (workers.length === 0) return null;
  return (
    <Alert color="orange" title={staleText(workers.length)} data-testid="stale-banner">
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {workers.map((w) => (
            <List.Item key={w.employeeId} data-stale-worker={w.employeeId}>
              <Text span fw={500} size="sm">
                {w.name}
              </Text>
              {w.changes.map((c, i) => (
                <Text key={i} size="sm" c="dimmed">
                  {c.label}: {shown(c.before)} → {shown(c.after)}
                </Text>
              ))}
            </List.Item>
          ))}
        </List>
        <Text size="sm">Approval and finalization wait until these workers are recalculated.</Text>
        <Button w="fit-content" color="orange" loading={busy} onClick={() => onRecalculate(workers.map((w) => w.employeeId))}>
          Recalculate these workers
        </Button>
      </Stack>
    </Alert>
  );
}
