import { ApiError, NetworkError, postDevice } from './api';
import type { ClockDb } from './storage';

// What a worker did at the clock that the server should know (a message read, a briefing
// acknowledged) must not be lost, nor keep them from punching, when the network is down: such a
// call is sent at once when it can be, else kept in IndexedDB and sent later, oldest first, with
// the same body. The body carries the moment it happened (`at`), and the server treats a repeat
// as done already, so a receipt sent twice (an answer lost on the way back) records it once.

/** How a receipt reaches the server; tests hand in their own. */
type Post = (path: string, body: unknown) => Promise<unknown>;

/** The server failing or busy: worth trying again later, like no network at all. */
const retryLater = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && (error.status >= 500 || error.status === 429));

/**
 * POST /api/device/v1/<path> with body: 'sent' when the server took it, 'queued' when it will be
 * sent later. Any other refusal throws the ApiError (an unpaired clock's 401 included).
 */
export async function sendReceipt(
  db: ClockDb,
  token: string,
  path: string,
  body: unknown,
  post: Post = (p, b) => postDevice(token, p, b),
): Promise<'sent' | 'queued'> {
  try {
    await post(path, body);
    return 'sent';
  } catch (error) {
    if (!retryLater(error)) throw error;
    await db.add('receipts', { path, body, queuedAt: new Date().toISOString() });
    return 'queued';
  }
}

export async function pendingReceipts(db: ClockDb): Promise<number> {
  return db.count('receipts');
}

/**
 * Sends what waits, oldest first. Stops at the first network or server failure (the rest waits for
 * the next try) and at an unpaired answer (everything waits for the next pairing). A receipt the
 * server refuses otherwise (the message was deleted, the worker left) would be refused again: it
 * is dropped.
 */
export async function replayReceipts(
  db: ClockDb,
  token: string,
  post: Post = (p, b) => postDevice(token, p, b),
): Promise<'done' | 'network' | 'unpaired'> {
  for (const key of await db.getAllKeys('receipts')) {
    const receipt = await db.get('receipts', key);
    if (!receipt) continue;
    try {
      await post(receipt.path, receipt.body);
    } catch (error) {
      if (retryLater(error)) return 'network';
      if (error instanceof ApiError && error.status === 401) return 'unpaired';
      if (!(error instanceof ApiError)) throw error;
    }
    await db.delete('receipts', key);
  }
  return 'done';
}
