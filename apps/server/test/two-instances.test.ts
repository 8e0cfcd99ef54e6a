import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretHash } from '../src/devices/device-secrets';
import { MAX_FAILURES } from '../src/devices/pair-limiter';
import { FREE_FAILURES } from '../src/devices/identify-throttle';
import { startReceiver, type Receiver } from './kits/webhook-receiver';
import { addMember, createOrg, createUser } from './test-app';
import { exited, freePort, healthy, sleep, startServer } from './server-process';
import { createTestDb } from './test-db';

// Two server processes on one PostgreSQL behave as one (issue 37): a client that sends its
// requests to each in turn, as a load balancer would, sees one product. Everything a request
// leaves behind (sessions, device tokens, settings, throttles) lives in PostgreSQL, and the
// background work goes through one pg-boss queue there, which both processes work on.

type Answer = { status: number; body: Record<string, unknown>; headers: Headers; cookie: string | null };

describe('two instances on one PostgreSQL', async () => {
  const { db, url } = await createTestDb();
  const orgId = await createOrg(db, 'Twin Bakery', { features: ['integration', 'payroll'] });
  const ownerId = await createUser(db, { email: 'twin-owner@example.com', password: 'correct horse battery' });
  await addMember(db, orgId, ownerId, [...PERMISSIONS]);
  const { rows: workers } = await sql<{ id: number; badge: string }>`insert into employees (org_id, first_name, last_name)
    select ${orgId}, 'Worker', 'No ' || n from generate_series(1, 4) n returning id, qr_badge_code as badge`.execute(db);
  // Two clocks: the front door punches, the back door is where wrong PINs are tried (and throttled).
  const deviceTokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
  const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
    values (${orgId}, 'Front door', 'active', now(), '["pin", "qr"]'), (${orgId}, 'Back door', 'active', now(), '["pin", "qr"]')
    returning id`.execute(db);
  await sql`insert into device_tokens (token_hash, org_id, device_id)
    values (${secretHash(deviceTokens[0]!)}, ${orgId}, ${devices[0]!.id}), (${secretHash(deviceTokens[1]!)}, ${orgId}, ${devices[1]!.id})`.execute(
    db,
  );

  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    for (let i = 0; i < 2; i++) {
      ports.push(await freePort());
      servers.push(startServer(url, ports[i]!));
    }
    await Promise.all(servers.map((server, i) => healthy(ports[i]!, server, 120_000)));
  }, 150_000);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map(exited));
    await receiver.close().catch(() => undefined);
  });

  /** One request to instance `which` (0 or 1). */
  const send = async (
    which: number,
    method: string,
    path: string,
    { body, token, cookie, device }: { body?: unknown; token?: string; cookie?: string; device?: 0 | 1 } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (device !== undefined) headers.authorization = `Device ${deviceTokens[device]}`;
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`http://127.0.0.1:${ports[which]}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = response.headers.get('content-type')?.includes('json') ? await response.text() : '';
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('pl_session='));
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
      cookie: setCookie ? setCookie.split(';')[0]! : null,
    };
  };
  const signIn = async (which: number) => {
    const login = await send(which, 'POST', '/auth/login', {
      body: { email: 'twin-owner@example.com', password: 'correct horse battery' },
    });
    expect(login.status).toBe(200);
    return login.cookie!;
  };
  const tokenFor = async (which: number, cookie: string) => send(which, 'POST', '/auth/createTokenForSession', { cookie });
  const punch = (which: number, badge: string, clientId = randomUUID()) =>
    send(which, 'POST', '/api/device/v1/punches', {
      device: 0,
      body: { clientId, type: 'auto', at: new Date().toISOString(), identification: { method: 'qr', badge } },
    });

  it('a session made on one is good on the other, and signing out on one ends it on both', { timeout: 60_000 }, async () => {
    const cookie = await signIn(0);
    const made = await tokenFor(1, cookie);
    expect(made.status).toBe(200);
    const token = String(made.body.token);
    for (const which of [0, 1]) expect((await send(which, 'GET', `/api/orgs/${orgId}/departments`, { token })).status).toBe(200);
    expect((await send(0, 'GET', '/auth/logout', { cookie })).status).toBeLessThan(400);
    expect((await tokenFor(1, cookie)).status).toBe(401);
  });

  it('a punch sent to one and resent to the other is recorded once, with the first answer', { timeout: 60_000 }, async () => {
    const clientId = randomUUID();
    const first = await punch(0, workers[0]!.badge, clientId);
    expect(first.status).toBe(201);
    const again = await punch(1, workers[0]!.badge, clientId);
    expect(again.status).toBeLessThan(300);
    expect(again.body.result).toEqual(first.body.result);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from punches where org_id = ${orgId} and client_id = ${clientId}`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });

  it('a setting saved through one is what the other answers at once', { timeout: 60_000 }, async () => {
    const token = String((await tokenFor(0, await signIn(0))).body.token);
    for (const [which, photoCapture] of [
      [0, true],
      [1, false],
      [0, true],
    ] as const) {
      const saved = await send(which, 'PUT', `/api/orgs/${orgId}/clocks/defaults`, { token, body: { photoCapture } });
      expect(saved.status).toBe(200);
      const config = await send(1 - which, 'GET', '/api/device/v1/config', { device: 0 });
      expect((config.body.result as { defaults: { photoCapture: boolean } }).defaults.photoCapture).toBe(photoCapture);
    }
  });

  it('wrong PINs and wrong pairing codes are counted together, whichever instance hears them', { timeout: 60_000 }, async () => {
    const identify = (which: number, n: number) =>
      send(which, 'POST', '/api/device/v1/identify', {
        device: 1,
        body: { identification: { method: 'pin', pin: String(900_000_000_000 + n) } },
      });
    // The free failures and the one after them, which starts the clock's first wait.
    for (let n = 0; n <= FREE_FAILURES; n++) expect((await identify(n % 2, n)).status).toBe(400);
    const throttled = await identify(0, 99);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

    const pair = (which: number) =>
      send(which, 'POST', '/api/device/v1/pair', { body: { code: 'WRONGCOD', platform: 'web', appVersion: '1' } });
    for (let n = 0; n < MAX_FAILURES; n++) expect((await pair(n % 2)).status).toBe(400);
    expect((await pair(MAX_FAILURES % 2)).status).toBe(429);
  });

  it('the push key is the same on both, so a browser subscribed through one is reached by the other', async () => {
    const keys = await Promise.all([0, 1].map((which) => send(which, 'GET', '/api/push/vapid-public-key')));
    expect(keys.map((k) => k.status)).toEqual([200, 200]);
    expect(keys[0]!.body.publicKey).toBe(keys[1]!.body.publicKey);
  });

  it(
    'background jobs run once: every punch of both instances reaches a webhook receiver exactly once, in order',
    { timeout: 90_000 },
    async () => {
      const token = String((await tokenFor(1, await signIn(1))).body.token);
      const connection = await send(1, 'POST', `/api/orgs/${orgId}/integration/connections`, {
        token,
        body: { name: 'Twins', url: receiver.url('/twins'), eventTypes: ['punch.created'] },
      });
      expect(connection.status).toBe(201);
      receiver.secrets.set('/twins', String((connection.body.result as { secret: string }).secret));
      const PUNCHES = 12;
      for (let n = 0; n < PUNCHES; n++) expect((await punch(n % 2, workers[1 + (n % 3)]!.badge)).status).toBe(201);
      const arrived = () => receiver.received.filter((r) => r.path === '/twins');
      for (let waited = 0; arrived().length < PUNCHES && waited < 60_000; waited += 250) await sleep(250);
      await sleep(2_000); // time for a second delivery of any of them, were there one
      const ids = arrived().map((r) => r.id);
      expect(ids).toHaveLength(PUNCHES);
      expect(new Set(ids).size).toBe(PUNCHES);
      expect(arrived().every((r) => r.verified)).toBe(true);
      // Delivered in the order the punches were made: their event timestamps never go back.
      const times = arrived().map((r) => (JSON.parse(r.body) as { timestamp: string }).timestamp);
      expect([...times].sort()).toEqual(times);
    },
  );

  it('a recompute asked through one is run once by the queue, and its progress reads the same on both', { timeout: 90_000 }, async () => {
    const token = String((await tokenFor(0, await signIn(0))).body.token);
    const rule = await send(0, 'POST', `/api/orgs/${orgId}/payroll/rules`, {
      token,
      body: { name: 'Twin overtime', daily1Threshold: 8, daily1PayCode: 'OT' },
    });
    expect(rule.status).toBe(201);
    const { id: ruleId, version } = rule.body.result as { id: number; version: number };
    expect((await send(0, 'PUT', `/api/orgs/${orgId}/payroll/defaults`, { token, body: { defaultPayRuleId: ruleId } })).status).toBe(200);
    // A card to recompute: worker 4's day of this week, read (and so cached) through the other instance.
    const day = new Date(Date.now() - 3 * 3600_000);
    await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin) values
      (${orgId}, ${workers[3]!.id}, ${new Date(day.getTime() - 9 * 3600_000)}, ${new Date(day.getTime() - 9 * 3600_000)}, now(), 'in', 'clock'),
      (${orgId}, ${workers[3]!.id}, ${day}, ${day}, now(), 'out', 'clock')`.execute(db);
    const date = day.toISOString().slice(0, 10);
    expect((await send(1, 'GET', `/api/orgs/${orgId}/timecards/${workers[3]!.id}?date=${date}`, { token })).status).toBe(200);

    const changed = await send(1, 'PUT', `/api/orgs/${orgId}/payroll/rules/${ruleId}?denorm=true`, {
      token,
      body: { name: 'Twin overtime', daily1Threshold: 7, daily1PayCode: 'OT', version },
    });
    expect(changed.status).toBe(200);
    type Run = { id: number; state: string; total: number; done: number };
    const runsOn = async (which: number) =>
      (await send(which, 'GET', `/api/orgs/${orgId}/timecards/recompute`, { token })).body.results as Run[];
    let runs = await runsOn(0);
    for (let waited = 0; runs[0]?.state !== 'done' && waited < 60_000; waited += 250) {
      await sleep(250);
      runs = await runsOn(waited % 500 === 0 ? 1 : 0);
    }
    // Every cached card of the open periods: worker 4's and any the other tests' punches cached.
    expect(runs[0]!.state).toBe('done');
    expect(runs[0]!.total).toBeGreaterThanOrEqual(1);
    expect(runs[0]!.done).toBe(runs[0]!.total);
    expect(await runsOn(1)).toEqual(await runsOn(0));
    // Run once: one job of the run's queue, whichever instance took it.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'timecards-recompute' and data->>'runId' = ${String(runs[0]!.id)}`.execute(
      db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('each cron job is scheduled once and fires once a minute, not once per instance', { timeout: 240_000 }, async () => {
    const { rows: schedules } = await sql<{
      name: string;
      n: number;
    }>`select name, count(*)::int as n from pgboss.schedule group by name`.execute(db);
    expect(schedules.map((s) => s.name)).toContain('schedule-extend');
    expect(schedules.every((s) => s.n === 1)).toBe(true);
    // messaging-send is due every minute, and each instance's cron monitor tries to send it: one
    // wins. A minute's tick makes its job when a monitor next looks (every 30 s, pg-boss) and a
    // worker takes the send, so a job is made up to about a minute after its tick, and two ticks'
    // jobs may be made within the same clock minute. So count jobs over a span against the ticks
    // that can have made them: once per instance would make twice as many.
    const made = async () =>
      (
        await sql<{ created_on: Date }>`select created_on from pgboss.job where name = 'messaging-send' order by created_on`.execute(db)
      ).rows.map((r) => r.created_on.getTime());
    for (let waited = 0; (await made()).length === 0 && waited < 90_000; waited += 1_000) await sleep(1_000);
    const from = (await made())[0]!;
    await sleep(125_000);
    const to = Date.now();
    const jobs = (await made()).filter((at) => at >= from && at <= to).length;
    const MINUTE = 60_000;
    const ticks = Math.floor(to / MINUTE) - Math.floor((from - 75_000) / MINUTE);
    expect(jobs).toBeGreaterThanOrEqual(2);
    expect(jobs).toBeLessThanOrEqual(ticks);
  });
});
