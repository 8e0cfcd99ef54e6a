import type { PayRun } from '@punchline/contracts';

// Which transitions a run offers in its state (draft → calculated → approved → finalized), and
// why one is disabled. The server decides too; the console only keeps users from asking in vain.

export const RUN_ACTIONS = ['calculate', 'recalculate', 'approve', 'finalize', 'reopen', 'delete'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

export const RUN_ACTION_LABELS: Record<RunAction, string> = {
  calculate: 'Calculate',
  recalculate: 'Recalculate',
  approve: 'Approve',
  finalize: 'Finalize',
  reopen: 'Reopen',
  delete: 'Delete',
};

const BY_STATE: Record<PayRun['state'], readonly RunAction[]> = {
  draft: ['calculate', 'delete'],
  calculated: ['approve', 'recalculate', 'delete'],
  approved: ['finalize', 'reopen', 'delete'],
  finalized: [],
};

export type OfferedAction = { action: RunAction; label: string; disabledReason: string | null };

/**
 * The actions of a run in its state; approve and finalize are disabled while workers are stale
 * (the server refuses a stale run).
 * @example runActions({ state: 'calculated', staleWorkers: 2 })[0] // { action: 'approve', …, disabledReason: '2 workers changed…' }
 */
export function runActions(run: Pick<PayRun, 'state' | 'staleWorkers'>): OfferedAction[] {
  return BY_STATE[run.state].map((action) => ({
    action,
    label: RUN_ACTION_LABELS[action],
    disabledReason:
      (action === 'approve' || action === 'finalize') && run.staleWorkers > 0
        ? `${staleText(run.staleWorkers)}: recalculate them first.`
        : null,
  }));
}

/** "1 worker changed since this run was calculated" / "N workers changed …". */
export function staleText(count: number): string {
  return `${count} ${count === 1 ? 'worker' : 'workers'} changed since this run was calculated`;
}

export const STATE_COLORS: Record<PayRun['state'], string> = {
  draft: 'gray',
  calculated: 'blue',
  approved: 'teal',
  finalized: 'green',
};

export const STATE_LABELS: Record<PayRun['state'], string> = {
  draft: 'Draft',
  calculated: 'Calculated',
  approved: 'Approved',
  finalized: 'Finalized',
};
