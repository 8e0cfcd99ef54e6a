/** A recompute of time cards as GET timecards/recompute answers it. */
export type RecomputeRun = { id: number; state: 'queued' | 'running' | 'done' | 'failed'; total: number; done: number; reason: string };

/** The runs still to finish: queued or running. */
export const activeRuns = (runs: readonly RecomputeRun[]) => runs.filter((r) => r.state === 'queued' || r.state === 'running');
