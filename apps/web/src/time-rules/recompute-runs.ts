import type { RecomputeRun } from '@punchline/contracts';

/** The runs still to finish: queued or running. */
export const activeRuns = (runs: readonly RecomputeRun[]) => runs.filter((r) => r.state === 'queued' || r.state === 'running');
