import { ApiError, NetworkError, deviceApi, isUnpaired } from './api';
import { enqueue } from './outbox';
import type { ClockDb } from './storage';
import type { ClockConfig, PunchResult, PunchBody as PunchSubmission } from '@punchline/contracts/device';

// Sending one punch from the clock: straight to the server when there is a network, into the
// offline queue when there is none (and the organization allows it), and what to tell the worker.

export type PunchOutcome =
  | { kind: 'recorded'; result: PunchResult; submission: PunchSubmission }
  | { kind: 'queued'; submission: PunchSubmission }
  | { kind: 'still-in'; detail: string; since: string; choices: string[]; submission: PunchSubmission }
  | { kind: 'refused'; message: string }
  | { kind: 'unpaired'; message: string };

export const OFFLINE_NOT_ALLOWED =
  'There is no network, and this clock does not keep punches for later. Try again when the network is back.';

export type PunchContext = { db: ClockDb; token: string; config: ClockConfig };

/** A new punch's identity and time, taken when the worker presses the button. */
export function newSubmission(fields: Omit<PunchSubmission, 'clientId' | 'at'>, now = new Date()): PunchSubmission {
  return { ...fields, clientId: crypto.randomUUID(), at: now.toISOString() };
}

export async function sendPunch(ctx: PunchContext, submission: PunchSubmission, label: string): Promise<PunchOutcome> {
  const keep = async (): Promise<PunchOutcome> => {
    if (!ctx.config.defaults.offlinePunchingAllowed) return { kind: 'refused', message: OFFLINE_NOT_ALLOWED };
    await enqueue(ctx.db, submission, label);
    return { kind: 'queued', submission };
  };
  if (!navigator.onLine) return keep();
  try {
    return { kind: 'recorded', result: await deviceApi.punch(ctx.token, submission), submission };
  } catch (error) {
    if (error instanceof NetworkError) return keep();
    if (isUnpaired(error)) return { kind: 'unpaired', message: error.message };
    if (error instanceof ApiError && error.code === 'still_clocked_in') {
      return { kind: 'still-in', detail: error.message, since: String(error.body.since), choices: error.body.choices ?? [], submission };
    }
    if (error instanceof ApiError && error.status < 500) return { kind: 'refused', message: error.message };
    // The server failing is no reason to lose the punch: it goes with the offline queue.
    return keep();
  }
}
