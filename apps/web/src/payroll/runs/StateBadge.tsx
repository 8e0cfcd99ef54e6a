import { Badge } from '@mantine/core';
import type { PayRun } from '@punchline/contracts';
import { STATE_COLORS, STATE_LABELS } from './run-actions';

// Never cut short: a table squeezes its cells, and "Finalized" must read whole.
const WHOLE = { root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } };

/** A run's state as a coloured badge. */
export function StateBadge({ state }: { state: PayRun['state'] }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="run-state" styles={WHOLE}>
      {STATE_LABELS[state]}
    </Badge>
  );
}
