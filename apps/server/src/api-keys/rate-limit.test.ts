import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createOrg, createUser, signInToken } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { RATE_LIMITED } from './rate-limit';

// The rate limit per key holds across server instances: two apps, each with its own connection
// pool, on one PostgreSQL, with a limit of 3 calls a minute (API_KEY_RATE_LIMIT) and one clock.

describe('API key rate limit', async () => {
  const { db, url } = await createTestDb();
  const otherPool = createDb(url, 2);
  let now = Date.parse('2026-03-02T10:00:10Z');
  const clock = { now: () => now };
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test', API_KEY_RATE_LIMIT: '3' });
  const first = await buildApp({ db, config, logger: false, clock });
  const second = await buildApp({ db: otherPool, config, logger: false, clock });
  afterAll(async () => {
    await first.close();
    await second.close();
    await otherPool.destroy();
  });

  const org = await createOrg(db, 'Alpha', { features: ['integration', 'api'] });
  const owner = await createUser(db, { email: 'owner@example.com' });
  await addMember(db, org, owner, ['edit_settings', 'edit_employees']);
  const token = await signInToken(first, 'owner@example.com');
  const created = await first.inject({
    method: 'POST',
    url: `/api/orgs/${org}/api-keys`,
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Payroll sync', permissions: ['edit_employees'] },
  });
  const { secret } = created.json<{ result: { secret: string } }>().result;
  const get = (app: typeof first) =>
    app.inject({ method: 'GET', url: `/api/orgs/${org}/employees`, headers: { authorization: `Bearer ${secret}` } });

  it('answers 429 with Retry-After past the limit, counted across instances, and lets the next minute in', async () => {
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(200);
    const over = await get(second);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: RATE_LIMITED });
    expect(over.headers['retry-after']).toBe('50');
    now += 50_000;
    expect((await get(first)).statusCode).toBe(200);
  });

  it('counts a key in parallel calls exactly', async () => {
    now += 60_000;
    const answers = await Promise.all([get(first), get(second), get(first), get(second), get(first)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const row = await sql<{ window_count: number }>`select window_count from api_key_credentials`.execute(db);
    expect(row.rows[0]!.window_count).toBe(5);
  });
});
