import { Alert, Anchor, List, Paper, Radio, Stack, Text } from '@mantine/core';
import type { UNAPPROVED_CHOICES } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { Link } from 'react-router';
import type { Preview } from './pay-runs-api';
import { STATE_LABELS } from './run-actions';
import type { PayFormats } from './use-pay-formats';

export type UnapprovedChoice = (typeof UNAPPROVED_CHOICES)[number];

type Props = { orgId: number; preview: Preview; choice: UnapprovedChoice; onChoice: (c: UnapprovedChoice) => void; f: PayFormats };

/** What the run would cover: its days, workers, runs already over them, and unapproved cards by name. */
export function PreviewPanel({ orgId, preview, choice, onChoice, f }: Props) {
  const count = preview.unapproved.length;
  return (
    <Paper withBorder p="md" data-testid="run-preview">
      <Stack gap="sm">
        <Text fw={500}>
          {f.date(preview.periodStart)} – {f.date(preview.periodEnd)}: {preview.workers} {preview.workers === 1 ? 'worker' : 'workers'}
        </Text>
        {preview.existingRuns.length > 0 && (
          <Alert color="yellow" title="Runs already over these days">
            <List size="sm">
              {preview.existingRuns.map((run) => (
                <List.Item key={run.id}>
                  <Anchor component={Link} to={buildPath('org.manage.payroll.runs', { orgId, view: run.id })}>
                    {run.name}
                  </Anchor>{' '}
                  ({STATE_LABELS[run.state]})
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            Every card in these days is approved.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="unapproved">
            <Text size="sm">
              {count} {count === 1 ? 'worker has a card' : 'workers have cards'} not approved:
            </Text>
            <List size="sm">
              {preview.unapproved.map((w) => (
                <List.Item key={w.employeeId}>
                  {w.name}
                  {w.approvalStale ? ' (changed since approval)' : ''}
                </List.Item>
              ))}
            </List>
            <Radio.Group label="What to do with them" value={choice} onChange={(v) => onChoice(v as UnapprovedChoice)}>
              <Stack gap={6} mt={6}>
                <Radio value="approve" label="Approve their cards now" />
                <Radio value="exclude" label="Leave these workers out of the run" />
                <Radio value="include" label="Include them as they are (marked unapproved)" />
              </Stack>
            </Radio.Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
