import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';

// Issue 30: two clocks sending at once for the same worker. Real HTTP requests over a socket,
// each its own transaction on the real PostgreSQL: the second must see the first's punch.

describe('device API: one worker at two clocks at once', async () => {
  const w = await deviceWorld();
  const address = await w.app.listen({ port: 0, host: '127.0.0.1' });
  const clocks = await Promise.all([w.device({ name: 'East' }), w.device({ name: 'West' })]);

  const send = (token: string, body: Record<string, unknown>) =>
    fetch(`${address}/api/device/v1/punches`, {
      method: 'POST',
      headers: { authorization: `Device ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('auto punches sent at once alternate IN and OUT: never two INs in a row', async () => {
    const worker = await w.pinWorker();
    const at = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(clocks[i % 2]!.token, w.punchBody(worker.pin, { type: 'auto', at }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    // All at the same second, so in the order they were recorded: each decision saw the one before.
    const types = (await w.punchesOf(worker.id)).map((p) => p.type);
    expect(types).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'in' : 'out')));
  });

  it('two IN punches sent at once: one is recorded, the other is asked about the open IN (20 trials)', async () => {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
    for (let trial = 0; trial < 20; trial++) {
      const worker = await w.pinWorker();
      const answers = await Promise.all(clocks.map((c) => send(c.token, w.punchBody(worker.pin, { type: 'in', at }))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect((await w.punchesOf(worker.id)).map((p) => p.type)).toEqual(['in']);
    }
  });
});
