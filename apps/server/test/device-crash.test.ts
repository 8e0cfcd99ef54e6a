import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { secretHash } from '../src/devices/device-secrets';
import { createOrg } from './test-app';
import { exited, freePort, healthy, sleep, startServer } from './server-process';
import { createTestDb } from './test-db';

// An acknowledged punch is never lost or duplicated (issue 16): 200 simulated clocks submit
// punches for 60 s against the real server process while it is killed with SIGKILL midway and
// started again. A clock does what a real one does: it keeps a punch until the server answers,
// and resends it with the same id after an error or a dropped connection. At the end every
// acknowledged punch is in the database exactly once and none is there that no clock sent.

const DEVICES = 200;
const RUN_MS = 60_000;
const KILL_AT_MS = 30_000;
describe('device API under a crash', () => {
  it('keeps every acknowledged punch exactly once when the server is killed midway', { timeout: 180_000 }, async () => {
    const { db, url } = await createTestDb();
    const orgId = await createOrg(db, 'Crash Bakery');
    const { rows: workers } = await sql<{ id: number; badge: string }>`insert into employees (org_id, first_name, last_name)
      select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${DEVICES}) n returning id, qr_badge_code as badge`.execute(db);
    const tokens = workers.map(() => randomBytes(32).toString('base64url'));
    const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
      select ${orgId}, 'Clock ' || n, 'active', now(), '["pin", "qr"]' from generate_series(1, ${DEVICES}) n returning id`.execute(db);
    await sql`insert into device_tokens (token_hash, org_id, device_id)
      select x.hash, ${orgId}, x.device from unnest(${tokens.map(secretHash)}::text[], ${devices.map((d) => d.id)}::bigint[]) as x(hash, device)`.execute(
      db,
    );

    const port = await freePort();
    let server = startServer(url, port);
    onTestFinished(() => void server.kill('SIGKILL')); // whatever happens, no server is left behind
    await healthy(port, server);

    const sent = new Set<string>();
    const acknowledged = new Set<string>();
    const refused: string[] = [];
    let retries = 0;
    const started = Date.now();
    const clock = async (index: number) => {
      while (Date.now() - started < RUN_MS) {
        const clientId = randomUUID();
        const body = JSON.stringify({
          clientId,
          type: 'auto',
          at: new Date().toISOString(),
          identification: { method: 'qr', badge: workers[index]!.badge },
        });
        sent.add(clientId);
        // Keep the punch until the server answers it; resend it unchanged after any failure.
        for (;;) {
          const response = await fetch(`http://127.0.0.1:${port}/api/device/v1/punches`, {
            method: 'POST',
            headers: { authorization: `Device ${tokens[index]}`, 'content-type': 'application/json' },
            body,
          }).catch(() => null);
          if (response && response.status < 300) {
            acknowledged.add(clientId);
            break;
          }
          if (response && response.status < 500) {
            refused.push(`${response.status} ${await response.text()}`);
            break;
          }
          retries += 1;
          await sleep(200);
        }
      }
    };
    const running = Promise.all(workers.map((_, i) => clock(i)));
    await sleep(KILL_AT_MS);
    server.kill('SIGKILL');
    await exited(server);
    server = startServer(url, port);
    await healthy(port, server);
    await running;
    server.kill('SIGTERM');
    await exited(server);

    const { rows: punches } = await sql<{ client_id: string }>`select client_id from punches where org_id = ${orgId}`.execute(db);
    const stored = punches.map((p) => p.client_id);
    console.log(`  ${acknowledged.size} punches acknowledged, ${retries} resends, ${refused.length} refused, ${stored.length} stored`);
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(DEVICES); // the clocks really punched, before and after the kill
    expect(retries).toBeGreaterThan(0); // the kill really interrupted them
    const storedIds = new Set(stored);
    expect(storedIds.size).toBe(stored.length); // none twice
    expect([...acknowledged].filter((id) => !storedIds.has(id))).toEqual([]); // none lost
    expect(stored.filter((id) => !sent.has(id))).toEqual([]); // none invented
  });
});
