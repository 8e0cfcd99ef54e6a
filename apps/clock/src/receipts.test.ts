import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { pendingReceipts, replayReceipts, sendReceipt } from './receipts';
import { clockDb } from './storage';

const freshDb = () => clockDb(`test-${randomUUID()}`);

/** A server that records what it took and fails by a rule. */
function server(rule: (path: string) => Error | null = () => null) {
  const took: { path: string; body: unknown }[] = [];
  const post = async (path: string, body: unknown) => {
    const error = rule(path);
    if (error) throw error;
    took.push({ path, body });
    return null;
  };
  return { took, post };
}

describe('receipts', () => {
  it('sends at once when the server takes it, and keeps nothing', async () => {
    const db = await freshDb();
    const s = server();
    expect(await sendReceipt(db, 't', 'messages/1/read', { at: 'x' }, s.post)).toBe('sent');
    expect(s.took).toEqual([{ path: 'messages/1/read', body: { at: 'x' } }]);
    expect(await pendingReceipts(db)).toBe(0);
  });

  it('keeps what the network or a failing server could not take, and sends it later in order', async () => {
    const db = await freshDb();
    const down = server(() => new NetworkError('down'));
    expect(await sendReceipt(db, 't', 'messages/1/acknowledge', { n: 1 }, down.post)).toBe('queued');
    const busy = server(() => new ApiError(503, { detail: 'busy' }));
    expect(await sendReceipt(db, 't', 'messages/2/read', { n: 2 }, busy.post)).toBe('queued');
    expect(await pendingReceipts(db)).toBe(2);

    const up = server();
    expect(await replayReceipts(db, 't', up.post)).toBe('done');
    expect(up.took.map((r) => r.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await pendingReceipts(db)).toBe(0);
  });

  it('throws a refusal instead of keeping it, and stops a replay at the network or an unpaired clock', async () => {
    const db = await freshDb();
    const refuses = server(() => new ApiError(400, { detail: 'No such message.' }));
    await expect(sendReceipt(db, 't', 'messages/9/read', {}, refuses.post)).rejects.toThrow('No such message.');
    expect(await pendingReceipts(db)).toBe(0);

    const down = server(() => new NetworkError('down'));
    for (const n of [1, 2, 3]) await sendReceipt(db, 't', `messages/${n}/read`, { n }, down.post);
    // The first is refused for good (dropped), the second finds the network gone: it and the third wait.
    let calls = 0;
    const flaky = server(() => (++calls === 1 ? new ApiError(404, {}) : calls === 2 ? new NetworkError('down') : null));
    expect(await replayReceipts(db, 't', flaky.post)).toBe('network');
    expect(await pendingReceipts(db)).toBe(2);
    const unpaired = server(() => new ApiError(401, { detail: 'Pair it again.' }));
    expect(await replayReceipts(db, 't', unpaired.post)).toBe('unpaired');
    expect(await pendingReceipts(db)).toBe(2);
    const up = server();
    expect(await replayReceipts(db, 't', up.post)).toBe('done');
    expect(up.took.map((r) => r.path)).toEqual(['messages/2/read', 'messages/3/read']);
  });
});
