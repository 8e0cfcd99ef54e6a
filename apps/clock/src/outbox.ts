import { ApiError, NetworkError } from './api';
import type { ClockDb, FailedPunch, QueuedPunch } from './storage';
import type { PunchResult, PunchBody as PunchSubmission } from '@punchline/contracts/device';

// Punches taken without a network wait here and are sent, oldest first, with their real times and
// the ids they were taken with, so a replay that runs twice (two tabs, a lost answer) records
// each punch once: the server answers a known clientId with its first answer.

export async function enqueue(db: ClockDb, submission: PunchSubmission, label: string): Promise<void> {
  const punch: QueuedPunch = { submission: { ...submission, offline: true }, label, queuedAt: new Date().toISOString() };
  await db.put('outbox', punch);
}

/** The punches still waiting, oldest first. */
export async function pendingPunches(db: ClockDb): Promise<QueuedPunch[]> {
  const all = await db.getAll('outbox');
  return all.sort((a, b) => a.submission.at.localeCompare(b.submission.at));
}

export async function failedPunches(db: ClockDb): Promise<FailedPunch[]> {
  return db.getAll('failed');
}

export async function forgetFailed(db: ClockDb, clientId: string): Promise<void> {
  await db.delete('failed', clientId);
}

export type ReplayOutcome = { sent: number; failed: number; stoppedBy: 'done' | 'network' | 'unpaired' | 'server' };

/**
 * Sends the waiting punches one by one, oldest first:
 * - accepted (201, or the same answer again): removed;
 * - "still clocked in" (409): the worker chose Clock In at the time, so it is recorded as an IN and
 *   the earlier IN stays open for a supervisor (resolution missed_out);
 * - no network, or the server failing (5xx, 429): stop and keep the rest for the next try;
 * - the device unpaired (401): stop and keep everything; it goes once the clock is paired again;
 * - any other refusal (4xx): moved to the failed list with the server's reason, since sending it
 *   again would be refused again; the next punch goes on.
 */
export async function replay(db: ClockDb, send: (submission: PunchSubmission) => Promise<PunchResult>): Promise<ReplayOutcome> {
  let sent = 0;
  let failed = 0;
  for (const punch of await pendingPunches(db)) {
    try {
      await sendOne(punch.submission, send);
      await db.delete('outbox', punch.submission.clientId);
      sent += 1;
    } catch (error) {
      if (error instanceof NetworkError) return { sent, failed, stoppedBy: 'network' };
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) return { sent, failed, stoppedBy: 'server' };
      if (error.status === 401) return { sent, failed, stoppedBy: 'unpaired' };
      const tx = db.transaction(['outbox', 'failed'], 'readwrite');
      await tx.objectStore('failed').put({ ...punch, reason: error.message });
      await tx.objectStore('outbox').delete(punch.submission.clientId);
      await tx.done;
      failed += 1;
    }
  }
  return { sent, failed, stoppedBy: 'done' };
}

async function sendOne(submission: PunchSubmission, send: (s: PunchSubmission) => Promise<PunchResult>): Promise<PunchResult> {
  try {
    return await send(submission);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'still_clocked_in') return send({ ...submission, resolution: 'missed_out' });
    throw error;
  }
}

let running: Promise<ReplayOutcome> | null = null;

/**
 * One replay at a time: a second call while one runs waits for it. Tabs of the same clock take
 * turns through a Web Lock where the browser has them (the server's clientId check covers the rest).
 */
export function replayOnce(db: ClockDb, send: (submission: PunchSubmission) => Promise<PunchResult>): Promise<ReplayOutcome> {
  const locks = globalThis.navigator?.locks;
  const run = () => replay(db, send);
  const locked = async (): Promise<ReplayOutcome> => (locks ? await locks.request('punchline-clock-outbox', run) : run());
  running ??= locked().finally(() => {
    running = null;
  });
  return running;
}
