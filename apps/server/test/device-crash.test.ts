import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDb, type Db } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { secretHash } from '../src/devices/device-secrets';
import { migrateToLatest } from '../src/migrate';
import { createOrg } from './test-app';
import { exited, freePort, healthy, sleep, startServer } from './server-process';
import { createTestDb } from './test-db';

// An acknowledged punch is never lost or duplicated (issues 16 and 37): simulated clocks submit
// punches against the real server processes while one is killed with SIGKILL midway and started
// again. A clock does what a real one does: it keeps a punch until a server answers, and resends
// it with the same id after an error or a dropped connection; with two instances behind it (as
// behind a load balancer), each try goes to the next instance. In the last run PostgreSQL itself
// is stopped and started again instead (an embedded one of the test's own, on a port it keeps).
// At the end every acknowledged punch is in the database exactly once and none is there that no
// clock sent.

type Scenario = { instances: number; devices: number; runMs: number; killAtMs: number; restart: 'server' | 'postgres' };

/** A database the test may stop and start: an embedded PostgreSQL in a folder of its own. */
async function ownPostgres() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchline-crash-'));
  // As root, PostgreSQL runs as user postgres, which must reach the folder (mkdtemp makes it 0700).
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const start = () => startEmbeddedPostgres(dataDir, () => {}, 'crash', port);
  let pg: EmbeddedDatabase = await start();
  const db = createDb(pg.url, 2);
  await migrateToLatest(db);
  onTestFinished(async () => {
    await db.destroy().catch(() => undefined);
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const restart = async () => {
    await pg.stop();
    await sleep(1_000);
    pg = await start();
  };
  return { db, url: pg.url, restart };
}

async function clocksThroughACrash({ instances, devices: count, runMs, killAtMs, restart }: Scenario) {
  const own = restart === 'postgres' ? await ownPostgres() : null;
  const { db, url }: { db: Db; url: string } = own ?? (await createTestDb());
  const orgId = await createOrg(db, 'Crash Bakery');
  const { rows: workers } = await sql<{ id: number; badge: string }>`insert into employees (org_id, first_name, last_name)
    select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${count}) n returning id, qr_badge_code as badge`.execute(db);
  const tokens = workers.map(() => randomBytes(32).toString('base64url'));
  const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
    select ${orgId}, 'Clock ' || n, 'active', now(), '["pin", "qr"]' from generate_series(1, ${count}) n returning id`.execute(db);
  await sql`insert into device_tokens (token_hash, org_id, device_id)
    select x.hash, ${orgId}, x.device from unnest(${tokens.map(secretHash)}::text[], ${devices.map((d) => d.id)}::bigint[]) as x(hash, device)`.execute(
    db,
  );

  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  for (let i = 0; i < instances; i++) {
    ports.push(await freePort());
    servers.push(startServer(url, ports[i]!));
  }
  onTestFinished(() => servers.forEach((server) => server.kill('SIGKILL'))); // whatever happens, no server is left behind
  await Promise.all(servers.map((server, i) => healthy(ports[i]!, server, 120_000)));

  const sent = new Set<string>();
  const acknowledged = new Set<string>();
  const refused: string[] = [];
  let retries = 0;
  const started = Date.now();
  const clock = async (index: number) => {
    let turn = index;
    while (Date.now() - started < runMs) {
      const clientId = randomUUID();
      const body = JSON.stringify({
        clientId,
        type: 'auto',
        at: new Date().toISOString(),
        identification: { method: 'qr', badge: workers[index]!.badge },
      });
      sent.add(clientId);
      // Keep the punch until a server answers it; resend it unchanged after any failure.
      for (;;) {
        const port = ports[turn++ % instances]!;
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
  await sleep(killAtMs);
  if (own) {
    await own.restart();
  } else {
    servers[0]!.kill('SIGKILL');
    await exited(servers[0]!);
    servers[0] = startServer(url, ports[0]!);
    await healthy(ports[0]!, servers[0]);
  }
  await running;
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map(exited));

  const { rows: punches } = await sql<{ client_id: string }>`select client_id from punches where org_id = ${orgId}`.execute(db);
  const stored = punches.map((p) => p.client_id);
  console.log(
    `  ${instances} instance(s), ${restart} restarted: ${acknowledged.size} punches acknowledged, ${retries} resends, ${refused.length} refused, ${stored.length} stored`,
  );
  expect(refused).toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(count); // the clocks really punched, before and after the kill
  expect(retries).toBeGreaterThan(0); // the kill really interrupted them
  const storedIds = new Set(stored);
  expect(storedIds.size).toBe(stored.length); // none twice
  expect([...acknowledged].filter((id) => !storedIds.has(id))).toEqual([]); // none lost
  expect(stored.filter((id) => !sent.has(id))).toEqual([]); // none invented
}

describe('device API under a crash', () => {
  it('keeps every acknowledged punch exactly once when the server is killed midway', { timeout: 240_000 }, () =>
    clocksThroughACrash({ instances: 1, devices: 200, runMs: 60_000, killAtMs: 30_000, restart: 'server' }),
  );

  it('keeps every acknowledged punch exactly once when one of two instances is killed midway', { timeout: 240_000 }, () =>
    clocksThroughACrash({ instances: 2, devices: 100, runMs: 30_000, killAtMs: 12_000, restart: 'server' }),
  );

  it('keeps every acknowledged punch exactly once when PostgreSQL itself is restarted midway', { timeout: 240_000 }, () =>
    clocksThroughACrash({ instances: 2, devices: 100, runMs: 30_000, killAtMs: 12_000, restart: 'postgres' }),
  );
});
