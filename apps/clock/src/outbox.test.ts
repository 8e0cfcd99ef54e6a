import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { enqueue, failedPunches, pendingPunches, replay, replayOnce } from './outbox';
import { clockDb } from './storage';
import type { PunchResult, PunchBody as PunchSubmission } from '@punchline/contracts/device';

const punch = (at: string, type: 'in' | 'out' = 'in'): PunchSubmission => ({
  clientId: randomUUID(),
  type,
  at,
  identification: { method: 'pin', pin: '1234' },
});

const answer = (s: PunchSubmission): PunchResult => ({
  punch: { id: 1, type: s.type === 'out' ? 'out' : 'in', at: s.at, flags: ['P', 'O'] },
  geo: null,
  employee: { id: 1, firstName: 'Ada', lastName: 'Clock' },
  clockedIn: s.type !== 'out',
  shiftStartedAt: null,
  todaySeconds: 0,
});

/** A server that records what it was sent and answers by a rule. */
function server(rule: (s: PunchSubmission) => PunchResult | Error = answer) {
  const received: PunchSubmission[] = [];
  const send = async (s: PunchSubmission) => {
    received.push(s);
    const out = rule(s);
    if (out instanceof Error) throw out;
    return out;
  };
  return { received, send };
}

const freshDb = () => clockDb(`test-${randomUUID()}`);

describe('the offline queue', () => {
  it('keeps punches marked offline and sends them oldest first, each once', async () => {
    const db = await freshDb();
    const [a, b, c] = [punch('2026-11-23T12:00:00Z'), punch('2026-11-23T16:00:00Z', 'out'), punch('2026-11-23T14:00:00Z')];
    for (const p of [a!, b!, c!]) await enqueue(db, p, 'Ada Clock');
    expect((await pendingPunches(db)).map((p) => p.submission.offline)).toEqual([true, true, true]);

    const s = server();
    expect(await replay(db, s.send)).toEqual({ sent: 3, failed: 0, stoppedBy: 'done' });
    expect(s.received.map((r) => r.at)).toEqual(['2026-11-23T12:00:00Z', '2026-11-23T14:00:00Z', '2026-11-23T16:00:00Z']);
    expect(s.received.map((r) => r.clientId)).toEqual([a!.clientId, c!.clientId, b!.clientId]);
    expect(await pendingPunches(db)).toEqual([]);
    expect(await replay(db, s.send)).toEqual({ sent: 0, failed: 0, stoppedBy: 'done' });
    expect(s.received).toHaveLength(3);
  });

  it('stops at the first network failure and keeps the rest in order', async () => {
    const db = await freshDb();
    await enqueue(db, punch('2026-11-23T12:00:00Z'), 'Ada');
    await enqueue(db, punch('2026-11-23T13:00:00Z'), 'Ada');
    let calls = 0;
    const s = server((sub) => (++calls === 2 ? new NetworkError('down') : answer(sub)));
    expect(await replay(db, s.send)).toEqual({ sent: 1, failed: 0, stoppedBy: 'network' });
    expect((await pendingPunches(db)).map((p) => p.submission.at)).toEqual(['2026-11-23T13:00:00Z']);
  });

  it('records an IN refused as still clocked in with missed_out, under the same clientId', async () => {
    const db = await freshDb();
    const p = punch('2026-11-23T12:00:00Z');
    await enqueue(db, p, 'Ada');
    const still = new ApiError(409, { detail: 'You are still clocked in since 07:02.', code: 'still_clocked_in' });
    const s = server((sub) => (sub.resolution ? answer(sub) : still));
    expect(await replay(db, s.send)).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect(s.received.map((r) => [r.clientId, r.resolution])).toEqual([
      [p.clientId, undefined],
      [p.clientId, 'missed_out'],
    ]);
  });

  it('keeps everything when the device is unpaired, and waits on a failing server', async () => {
    const db = await freshDb();
    await enqueue(db, punch('2026-11-23T12:00:00Z'), 'Ada');
    const revoked = server(() => new ApiError(401, { detail: 'This device is not paired or has been revoked.', code: 'device_revoked' }));
    expect(await replay(db, revoked.send)).toMatchObject({ sent: 0, stoppedBy: 'unpaired' });
    const failing = server(() => new ApiError(503, { detail: 'Unavailable' }));
    expect(await replay(db, failing.send)).toMatchObject({ sent: 0, stoppedBy: 'server' });
    expect(await pendingPunches(db)).toHaveLength(1);
  });

  it('moves a refused punch to the failed list with the reason and goes on', async () => {
    const db = await freshDb();
    const bad = punch('2026-11-23T12:00:00Z');
    await enqueue(db, bad, 'Ada Clock');
    await enqueue(db, punch('2026-11-23T13:00:00Z'), 'Bo Clock');
    const s = server((sub) =>
      sub.clientId === bad.clientId ? new ApiError(400, { detail: 'This PIN is not known.', code: 'unknown_worker' }) : answer(sub),
    );
    expect(await replay(db, s.send)).toEqual({ sent: 1, failed: 1, stoppedBy: 'done' });
    expect(await pendingPunches(db)).toEqual([]);
    const failed = await failedPunches(db);
    expect(failed.map((f) => [f.label, f.reason])).toEqual([['Ada Clock', 'This PIN is not known.']]);
  });

  it('runs one replay at a time', async () => {
    const db = await freshDb();
    await enqueue(db, punch('2026-11-23T12:00:00Z'), 'Ada');
    const s = server();
    const [first, second] = await Promise.all([replayOnce(db, s.send), replayOnce(db, s.send)]);
    expect(first).toBe(second);
    expect(s.received).toHaveLength(1);
  });
});
