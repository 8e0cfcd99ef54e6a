import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';

// The device punch is the hot path: a clock's punch must not grow by a statement unnoticed. Counts
// what one accepted punch sends to PostgreSQL (every pg query of the request, BEGIN and COMMIT too).
// 31 since issue 36 (the punch.created webhook outbox insert ... select, webhooks/emit.ts, which
// writes nothing while no connection wants punches); 24 since issue 37 read the clock's
// organization and settings records in one statement (resources/settings.service.ts getSettingsMany)
// and each settings record with the organization's row it needs in one; 17 since the identify
// throttle is read with the device token (free turns claim nothing), the worker's row is locked as
// it is identified, and the last punch and today's punches are one read.

const MIN = 60_000;
const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / 1000) * 1000).toISOString();

describe('device punch statements', async () => {
  const w = await deviceWorld();
  const kiosk = await w.device({ name: 'Kiosk' });
  afterEach(() => vi.restoreAllMocks());

  it('an accepted PIN punch sends at most 17 statements (its count when this test was last changed)', async () => {
    const worker = await w.pinWorker();
    // A first punch warms what is read once per process (settings caches, prepared names).
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { at: ago(30 * MIN) }));
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { at: ago(20 * MIN) }));
    const count = spy.mock.calls.length;
    console.log(`statements per device punch: ${count}`);
    expect(count).toBeLessThanOrEqual(17);
  });
});
