import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import type { App, Clock } from '../src/http/context';
import { seedPayCodes } from '../src/time-rules/pay-codes.seed';
import { createTestDb } from './test-db';
import { jobQueueOf } from '../src/jobs/queue';

export type TestContext = { app: App; db: Db };

/** The whole application on a fresh database, driven through inject (no network); `clock` sets its time. */
export async function createTestApp(env: Record<string, string> = {}, { clock }: { clock?: Clock } = {}): Promise<TestContext> {
  const { db, url } = await createTestDb();
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test', ...env });
  // TEST_REPORTS_REPLICA=1: the reports read through a read-only pool on the same database, as
  // with REPORTS_DATABASE_URL, to run any report test that way (docs/scaling.md); npm test does not.
  const reportsDb = process.env.TEST_REPORTS_REPLICA === '1' ? createDb(url, 3, () => {}, { readOnly: true }) : db;
  const app = await buildApp({ db, reportsDb, config, logger: false, clock });
  afterAll(async () => {
    await app.close();
    if (reportsDb !== db) await reportsDb.destroy();
  });
  return { app, db };
}

type UserSeed = { email: string; password?: string; name?: string; emailVerified?: boolean; sudoType?: 'staff' | 'super' | null };

export async function createUser(db: Db, seed: UserSeed): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: seed.email,
      name: seed.name ?? seed.email.split('@')[0]!,
      password_hash: await hashPassword(seed.password ?? 'correct horse battery'),
      email_verified: seed.emailVerified ?? true,
      sudo_type: seed.sudoType ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createOrg(db: Db, name: string, values: { active?: boolean; features?: string[] } = {}): Promise<number> {
  const row = await db
    .insertInto('organizations')
    .values({ name, active: values.active ?? true, features: values.features ?? [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As every organization is made: with the standard pay codes REG, OT and DT.
  await db.transaction().execute((trx) => seedPayCodes(trx, row.id));
  return row.id;
}

export async function addMember(db: Db, orgId: number, userId: number, permissions: string[], accepted = true): Promise<number> {
  const row = await db
    .insertInto('org_users')
    .values({ org_id: orgId, user_id: userId, permissions, accepted })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs in through the login service and returns the session cookie. */
export async function signInCookie(app: App, email: string, password = 'correct horse battery'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pl_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `pl_session=${cookie.value}`;
}

/** Signs in and turns the session into an identity token, as the console does. */
export async function signInToken(app: App, email: string, password?: string): Promise<string> {
  const cookie = await signInCookie(app, email, password);
  const response = await app.inject({ method: 'POST', url: '/auth/createTokenForSession', headers: { cookie } });
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;

/** Runs every queued background job of the app now, in this process (no worker polls in tests): the number run. */
export const runQueuedJobs = (app: App): Promise<number> => jobQueueOf(app).drain();
