import { Alert, Progress, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';
import type { RunState } from './use-report-run';

/** A run under way (its progress) or what went wrong and what to do about it. */
export function RunStatus({ run }: { run: RunState }) {
  if (run.state === 'running') {
    const percent = Math.round(run.progress * 100);
    return (
      <Stack gap={4} aria-busy="true" data-testid="report-progress">
        <Text size="sm">Running… {percent}%</Text>
        <Progress value={percent} aria-label="Report progress" animated />
      </Stack>
    );
  }
  if (run.state !== 'failed') return null;
  const next =
    run.message === MESSAGES.asyncTimedOut
      ? 'The report is still running on the server: look for it under Earlier runs in a few minutes, or run it for a shorter range.'
      : run.refused
        ? 'Change the parameters above and run it again.'
        : 'Try again; if it keeps failing, run it for a shorter range.';
  return (
    <Alert color="red" title="The report did not run" data-testid="report-error">
      <Text size="sm">{run.message}</Text>
      <Text size="sm">{next}</Text>
    </Alert>
  );
}
