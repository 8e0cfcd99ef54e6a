import { PERMISSIONS } from '@punchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { addMember, bearer, createOrg, createUser, runQueuedJobs, signInToken } from '../test-app';
import { createTestDb } from '../test-db';
import { startReceiver } from './webhook-receiver';

// The webhook tests' world: the whole app with a retry schedule of fractions of a second, two
// organizations with the integration feature, their owners, a worker in each, and a real local
// receiver that verifies signatures.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Connection = { id: number; version: number; name: string; url: string; secret: string; active: boolean; eventTypes: string[] };

/** Retries after 0.3 s, then 0.3 s; given up after the third attempt. */
export const TEST_RETRY_SECONDS = [0.3, 0.3] as const;
export const RETRY_WAIT_MS = 350;

export async function webhookWorld() {
  const { db } = await createTestDb();
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' });
  const app = await buildApp({ db, config, logger: false, webhookRetrySeconds: TEST_RETRY_SECONDS });
  const receiver = await startReceiver();
  afterAll(async () => {
    await app.close();
    await receiver.close().catch(() => undefined);
  });
  const orgA = await createOrg(db, 'Alpha', { features: ['integration'] });
  const orgB = await createOrg(db, 'Beta', { features: ['integration'] });
  await sql`update organizations set max_users = 100`.execute(db);
  const tokens: Record<string, string> = {};
  const member = async (who: string, orgId: number, permissions: readonly string[]) => {
    const email = `${who}@example.com`;
    await addMember(db, orgId, await createUser(db, { email, name: who }), [...permissions]);
    tokens[who] = await signInToken(app, email);
  };
  await member('ownerA', orgA, PERMISSIONS);
  await member('ownerB', orgB, PERMISSIONS);
  await member('viewerA', orgA, ['view_reports']);

  const call = (who: string, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[who]!),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const ok = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return (answer.json() as { result: T }).result;
  };

  /** A connection to the receiver's `path`, whose secret the receiver then verifies with. */
  const connect = async (orgId: number, path: string, eventTypes: string[], name = path.slice(1)) => {
    const who = orgId === orgA ? 'ownerA' : 'ownerB';
    const connection = await ok<Connection>(
      call(who, 'POST', `/orgs/${orgId}/integration/connections`, { name, url: receiver.url(path), eventTypes }),
      201,
    );
    receiver.secrets.set(path, connection.secret);
    return connection;
  };

  const worker = async (orgId: number, firstName: string) =>
    ok<{ id: number }>(
      call(orgId === orgA ? 'ownerA' : 'ownerB', 'POST', `/orgs/${orgId}/employees`, { firstName, lastName: 'Test' }),
      201,
    );

  const punch = async (orgId: number, employeeId: number, minutesAgo: number) =>
    ok<{ id: number }>(
      call(orgId === orgA ? 'ownerA' : 'ownerB', 'POST', `/orgs/${orgId}/punches`, {
        employeeId,
        type: 'in',
        at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      }),
      201,
    );

  const deliveries = async (orgId: number, connectionId: number, query = '') =>
    (
      await call(
        orgId === orgA ? 'ownerA' : 'ownerB',
        'GET',
        `/orgs/${orgId}/integration/connections/${connectionId}/deliveries?limit=100${query}`,
      )
    ).json<{
      results: {
        id: number;
        eventId: string;
        eventType: string;
        status: string;
        attempts: number;
        lastHttpStatus: number | null;
        lastError: string | null;
      }[];
    }>().results;

  const runJobs = () => runQueuedJobs(app);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return { app, db, orgA, orgB, receiver, call, ok, connect, worker, punch, deliveries, runJobs, wait };
}
