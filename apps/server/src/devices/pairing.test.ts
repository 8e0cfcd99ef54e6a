import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEVICE_REVOKED } from './device-auth';
import { newDeviceToken, newPairingCode, secretHash } from './device-secrets';
import { deviceWorld } from '../../test/kits/device-test-world';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MAX_FAILURES, PACE_SEC, PAIR_THROTTLED } from './pair-limiter';
import { PAIRING_CODE_INVALID } from './pairing.service';
import { createOrg } from '../../test/test-app';

const REVOKED = { detail: DEVICE_REVOKED, code: 'device_revoked' };

describe('device secrets', () => {
  it('makes 8-character codes of unambiguous letters and digits, all different', () => {
    const codes = Array.from({ length: 200 }, newPairingCode);
    for (const code of codes) expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it('hashes a code the same however it is typed, and a token exactly', () => {
    expect(secretHash('k7qm-3xwa')).toBe(secretHash('K7QM 3XWA'));
    expect(secretHash('K7QM3XWA')).toMatch(/^[0-9a-f]{64}$/);
    const token = newDeviceToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretHash(token)).not.toBe(secretHash(token.toUpperCase()));
  });
});

describe('device API: pairing and device tokens', async () => {
  const w = await deviceWorld();
  const { db, org } = w;

  it('pairs with a code: the device becomes active and its token opens the device API', async () => {
    const id = await w.makeDevice({ name: 'Console name' });
    const code = await w.pairingCode(id);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const response = await w.pair({ code: typed, name: 'Loading dock', appVersion: '3.1.0', platform: 'android' });
    expect(response.statusCode, response.body).toBe(200);
    const { token, device } = response.json<{ result: { token: string; device: Record<string, unknown> } }>().result;
    expect(device).toEqual({ id, name: 'Loading dock', orgId: org, orgName: 'Alpha', timeZone: 'America/Los_Angeles' });
    const { rows } = await sql<
      Record<string, unknown>
    >`select status, app_version, platform, paired_at is not null as paired from devices where id = ${id}`.execute(db);
    expect(rows[0]).toEqual({ status: 'active', app_version: '3.1.0', platform: 'android', paired: true });
    const config = await w.deviceCall(token, 'GET', '/config');
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json().result.device).toMatchObject({ id, name: 'Loading dock' });
  });

  it('refuses an expired code and a code already used, saying what to do', async () => {
    const id = await w.makeDevice();
    const expired = await w.pair({ code: await w.pairingCode(id, -1) });
    expect(w.status(expired)).toEqual({ status: 400, body: { detail: PAIRING_CODE_INVALID } });
    const code = await w.pairingCode(id);
    expect((await w.pair({ code })).statusCode).toBe(200);
    expect(w.status(await w.pair({ code }))).toEqual({ status: 400, body: { detail: PAIRING_CODE_INVALID } });
  });

  it('pairs neither clock when two organizations hold the same code (codes are unique only within one)', async () => {
    const other = await createOrg(db, 'Beta');
    const mine = await w.makeDevice();
    const theirs = await w.makeDevice({}, other);
    const code = await w.pairingCode(mine);
    await sql`insert into device_pairing_codes (code_hash, org_id, device_id, expires_at)
      values (${secretHash(code)}, ${other}, ${theirs}, now() + interval '10 minutes')`.execute(db);
    expect(w.status(await w.pair({ code }))).toEqual({ status: 400, body: { detail: PAIRING_CODE_INVALID } });
    const { rows } = await sql<{ status: string }>`select status from devices where id in (${mine}, ${theirs})`.execute(db);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('lets only one of five clocks racing with the same code win', async () => {
    const code = await w.pairingCode(await w.makeDevice());
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.pair({ code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a revoked device at once, and tokens deleted with it', async () => {
    const first = await w.device();
    await sql`update devices set status = 'revoked', revoked_at = now() where id = ${first.id}`.execute(db);
    expect(w.status(await w.deviceCall(first.token, 'GET', '/config'))).toEqual({ status: 401, body: REVOKED });
    const second = await w.device();
    await sql`delete from device_tokens where device_id = ${second.id}`.execute(db);
    expect(w.status(await w.deviceCall(second.token, 'GET', '/config'))).toEqual({ status: 401, body: REVOKED });
    const body = w.punchBody('123412341234');
    expect(w.status(await w.punch(second.token, body))).toEqual({ status: 401, body: REVOKED });
  });

  it('refuses a missing, malformed or unknown token, and a person’s bearer token', async () => {
    for (const authorization of [undefined, 'Device', 'Device short', `Device ${newDeviceToken()}`, 'Bearer abc.def.ghi']) {
      const response = await w.app.inject({ method: 'GET', url: '/api/device/v1/config', headers: authorization ? { authorization } : {} });
      expect(w.status(response), authorization).toEqual({ status: 401, body: REVOKED });
    }
  });

  it('makes a re-paired device’s old token stop working', async () => {
    const { id, token } = await w.device();
    const again = await w.pair({ code: await w.pairingCode(id) });
    expect(again.statusCode).toBe(200);
    expect((await w.deviceCall(token, 'GET', '/config')).statusCode).toBe(401);
    expect((await w.deviceCall(again.json().result.token, 'GET', '/config')).statusCode).toBe(200);
  });

  it('stamps last_seen_at and the app version the clock reports', async () => {
    const { id, token } = await w.device();
    await sql`update devices set last_seen_at = null where id = ${id}`.execute(db);
    await w.deviceCall(token, 'GET', '/config', undefined, { 'x-app-version': '3.2.0' });
    const { rows } = await sql<{
      seen: boolean;
      app_version: string;
    }>`select last_seen_at is not null as seen, app_version from devices where id = ${id}`.execute(db);
    expect(rows[0]).toEqual({ seen: true, app_version: '3.2.0' });
  });

  it('throttles an address after 20 wrong codes to one attempt in its turn, and not another address', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await w.pair({ code: 'AAAAAAAA' }, '10.9.9.9')).statusCode).toBe(400);
    const code = await w.pairingCode(await w.makeDevice());
    const held = await w.pair({ code }, '10.9.9.9');
    expect(w.status(held)).toEqual({ status: 429, body: { detail: PAIR_THROTTLED } });
    expect(Number(held.headers['retry-after'])).toBe(PACE_SEC);
    expect((await w.pair({ code: await w.pairingCode(await w.makeDevice()) }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('lets a valid code from a throttled address through in its turn (an office behind one NAT), while guesses stay slow', async () => {
    const office = '10.7.7.7';
    for (let i = 0; i < MAX_FAILURES + 5; i++) await w.pair({ code: 'AAAAAAAA' }, office);
    const waitOut = () =>
      sql`update pairing_throttle set next_attempt_at = now() - interval '1 second' where address = ${office}`.execute(db);
    await waitOut();
    // One guess in the turn is checked (400) and the next must wait again.
    expect((await w.pair({ code: 'BBBBBBBB' }, office)).statusCode).toBe(400);
    expect((await w.pair({ code: 'CCCCCCCC' }, office)).statusCode).toBe(429);
    await waitOut();
    const code = await w.pairingCode(await w.makeDevice());
    expect((await w.pair({ code }, office)).statusCode).toBe(200);
  });

  it('keeps the count in PostgreSQL: another server instance on the same database throttles the address too', async () => {
    const address = '10.6.6.6';
    for (let i = 0; i < MAX_FAILURES; i++) await w.pair({ code: 'AAAAAAAA' }, address);
    const other = await buildApp({ db, config: loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' }), logger: false });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/device/v1/pair',
        payload: { code: 'AAAAAAAA' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
