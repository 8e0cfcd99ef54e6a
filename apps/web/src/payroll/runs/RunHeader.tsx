import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { PayRun } from '@punchline/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../detail/ConfirmDialog';
import { runActions, type RunAction } from './run-actions';
import { StateBadge } from './StateBadge';
import type { PayFormats } from './use-pay-formats';

type Props = { run: PayRun; f: PayFormats; busy: RunAction | null; onAction: (action: RunAction) => void };

// Actions that cannot be taken back without another step ask first.
const CONFIRM: Partial<Record<RunAction, { title: string; message: string; yes: string }>> = {
  finalize: {
    title: 'Finalize this run?',
    message:
      'Finalizing locks the pay period: its punches and time cards can no longer be changed, and the run cannot be edited. A correction later is an off-cycle run.',
    yes: 'Finalize',
  },
  delete: {
    title: 'Delete this run?',
    message: 'The run and its pay summaries are deleted. The time cards are not changed.',
    yes: 'Delete',
  },
};

/** The run's name, period, state, who moved it, totals and the actions its state allows. */
export function RunHeader({ run, f, busy, onAction }: Props) {
  const [asking, setAsking] = useState<RunAction | null>(null);
  const question = asking ? CONFIRM[asking] : undefined;
  const who = [
    run.finalizedAt && `Finalized ${f.dateTime(run.finalizedAt)}${run.finalizedBy ? ` by ${run.finalizedBy}` : ''}`,
    !run.finalizedAt && run.approvedAt && `Approved ${f.dateTime(run.approvedAt)}${run.approvedBy ? ` by ${run.approvedBy}` : ''}`,
    run.calculatedAt && `Calculated ${f.dateTime(run.calculatedAt)}`,
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {run.name}
            </Title>
            <StateBadge state={run.state} />
            {run.kind === 'off_cycle' && <Badge variant="outline">Off-cycle</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {f.date(run.periodStart)} – {f.date(run.periodEnd)} · {run.workers} {run.workers === 1 ? 'worker' : 'workers'}
            {run.payDate ? ` · paid ${f.date(run.payDate)}` : ''}
          </Text>
          {who.length > 0 && (
            <Text size="xs" c="dimmed">
              {who.join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {runActions(run).map(({ action, label, disabledReason }) => (
            <Tooltip key={action} label={disabledReason} disabled={!disabledReason} multiline w={260}>
              <Button
                variant={action === 'delete' ? 'light' : action === 'reopen' || action === 'recalculate' ? 'default' : 'filled'}
                color={action === 'delete' ? 'red' : undefined}
                disabled={disabledReason !== null || (busy !== null && busy !== action)}
                loading={busy === action}
                onClick={() => (CONFIRM[action] ? setAsking(action) : onAction(action))}
              >
                {label}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </Group>
      {f.seesPay && run.gross !== undefined && (
        <Group gap="lg" data-testid="run-totals">
          <Text size="sm">Hours {f.duration(run.paidSeconds)}</Text>
          <Text size="sm">Gross {f.money(run.gross)}</Text>
          {run.deductions !== undefined && <Text size="sm">Deductions {f.money(run.deductions)}</Text>}
          {run.net !== undefined && (
            <Text size="sm" fw={600}>
              Net {f.money(run.net)}
            </Text>
          )}
          {run.employerCost !== undefined && <Text size="sm">Employer cost {f.money(run.employerCost)}</Text>}
        </Group>
      )}
      <ConfirmDialog
        opened={question !== undefined}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        yes={question?.yes}
        no="Cancel"
        onAnswer={(yes) => {
          if (yes && asking) onAction(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}
