import { WEBHOOK_ADDRESS_MESSAGE } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { writeTenant } from '../db/tenant';
import { RETRY_WAIT_MS, webhookWorld, type Connection } from '../../test/kits/webhook-world';
import { emitWebhookEvent } from './emit';

// Connections and signed webhooks (issue 36) end to end: the real app, PostgreSQL, pg-boss and a
// local HTTP receiver verifying every signature with the official Standard Webhooks library.

type Body = { id: string; type: string; timestamp: string; data: Record<string, unknown> };

describe('webhooks', async () => {
  const w = await webhookWorld();
  const { orgA, orgB, receiver, call, ok } = w;
  const base = (orgId: number) => `/orgs/${orgId}/integration/connections`;
  const arrived = (path: string) => receiver.received.filter((r) => r.path === path);
  const disable = (orgId: number, c: Connection) =>
    ok(call(orgId === orgA ? 'ownerA' : 'ownerB', 'PUT', `${base(orgId)}/${c.id}`, { active: false, version: c.version }));

  it('refuses an http address to another host with a field error, and makes a signing secret on create', async () => {
    const refused = await call('ownerA', 'POST', base(orgA), {
      name: 'Plain',
      url: 'http://hooks.example.com/in',
      eventTypes: ['punch.created'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ url: [WEBHOOK_ADDRESS_MESSAGE] });
    const noEvents = await call('ownerA', 'POST', base(orgA), { name: 'None', url: 'https://hooks.example.com/in', eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);
    const unknown = await call('ownerA', 'POST', base(orgA), {
      name: 'Odd',
      url: 'https://hooks.example.com/in',
      eventTypes: ['punch.deleted'],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await sql<{ n: number }>`select count(*)::int as n from webhook_connections`.execute(w.db)).rows[0]!.n).toBe(0);
    const made = await w.connect(orgA, '/secret-check', ['schedule.published']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.url).toBe(receiver.url('/secret-check'));
    // Only those who manage settings see connections (their secrets).
    expect((await call('viewerA', 'GET', base(orgA))).statusCode).toBe(403);
    await disable(orgA, made);
  });

  it('delivers a punch created, signed so the receiver verifies it, and keeps the attempt with its answer', async () => {
    const connection = await w.connect(orgA, '/punches', ['punch.created']);
    const worker = await w.worker(orgA, 'Ana');
    const punch = await w.punch(orgA, worker.id, 30);
    expect(arrived('/punches')).toHaveLength(0); // nothing leaves before the job runs, after commit
    await w.runJobs();
    const [got] = arrived('/punches');
    expect(got?.verified).toBe(true);
    const body = JSON.parse(got!.body) as Body;
    expect(body).toMatchObject({ type: 'punch.created', data: { punchId: punch.id, employeeId: worker.id, type: 'in', origin: 'added' } });
    expect(body.id).toMatch(/^evt_[0-9a-f-]{36}$/);
    expect(got!.id).toBe(body.id);
    const [delivery] = await w.deliveries(orgA, connection.id);
    expect(delivery).toMatchObject({ eventId: body.id, eventType: 'punch.created', status: 'delivered', attempts: 1, lastHttpStatus: 200 });
    const detail = await ok<{ body: string; attemptList: { httpStatus: number; responseBody: string; delivered: boolean }[] }>(
      call('ownerA', 'GET', `${base(orgA)}/${connection.id}/deliveries/${delivery!.id}`),
    );
    expect(detail.body).toBe(got!.body);
    expect(detail.attemptList).toEqual([expect.objectContaining({ httpStatus: 200, responseBody: `ok ${body.id}`, delivered: true })]);
    await disable(orgA, connection);
  });

  it('holds later events while the receiver is down, then sends every one in event order once it is back', async () => {
    const connection = await w.connect(orgA, '/orderly', ['punch.created']);
    const worker = await w.worker(orgA, 'Bo');
    await receiver.down();
    const punches = [await w.punch(orgA, worker.id, 50), await w.punch(orgA, worker.id, 40), await w.punch(orgA, worker.id, 20)];
    await w.runJobs();
    let list = await w.deliveries(orgA, connection.id);
    // Newest first: only the oldest was tried; the refusal is kept.
    expect(list.map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 1],
    ]);
    expect(list[2]!.lastError).toMatch(/ECONNREFUSED/);
    await w.wait(RETRY_WAIT_MS);
    await w.runJobs();
    expect((await w.deliveries(orgA, connection.id))[2]!.attempts).toBe(2);
    await receiver.up();
    await w.wait(RETRY_WAIT_MS);
    await w.runJobs();
    list = await w.deliveries(orgA, connection.id);
    expect(list.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const got = arrived('/orderly');
    expect(got.every((r) => r.verified)).toBe(true);
    expect(got.map((r) => (JSON.parse(r.body) as Body).data.punchId)).toEqual(punches.map((p) => p.id));
    await disable(orgA, connection);
  });

  it('gives up after the last retry, then replays one, and all failed since a time', async () => {
    const connection = await w.connect(orgA, '/flaky', ['worker.created']);
    receiver.failing.add('/flaky');
    const before = new Date(Date.now() - 1000).toISOString();
    await w.worker(orgA, 'Cy');
    await w.worker(orgA, 'Di');
    // Three attempts each (the first and two retries), the second event only after the first is given up.
    for (let round = 0; round < 6; round += 1) {
      await w.runJobs();
      await w.wait(RETRY_WAIT_MS);
    }
    const failed = await w.deliveries(orgA, connection.id);
    expect(failed.map((d) => [d.status, d.attempts, d.lastHttpStatus])).toEqual([
      ['failed', 3, 500],
      ['failed', 3, 500],
    ]);
    const detail = await ok<{ attemptList: { responseBody: string; error: string }[] }>(
      call('ownerA', 'GET', `${base(orgA)}/${connection.id}/deliveries/${failed[1]!.id}`),
    );
    expect(detail.attemptList.map((a) => [a.responseBody, a.error])).toEqual(Array(3).fill(['receiver broken', 'answered HTTP 500']));

    receiver.failing.delete('/flaky');
    const replayed = await ok<{ status: string }>(
      call('ownerA', 'POST', `${base(orgA)}/${connection.id}/deliveries/${failed[1]!.id}/replay`),
    );
    expect(replayed.status).toBe('pending');
    await w.runJobs();
    const sentAgain = arrived('/flaky').at(-1)!;
    expect(sentAgain).toMatchObject({ id: failed[1]!.eventId, verified: true });
    expect((await w.deliveries(orgA, connection.id)).map((d) => [d.status, d.attempts])).toEqual([
      ['failed', 3],
      ['delivered', 4],
    ]);

    const future = await ok<{ replayed: number }>(
      call('ownerA', 'POST', `${base(orgA)}/${connection.id}/deliveries/replay-failed`, {
        since: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(future.replayed).toBe(0);
    const all = await ok<{ replayed: number }>(
      call('ownerA', 'POST', `${base(orgA)}/${connection.id}/deliveries/replay-failed`, { since: before }),
    );
    expect(all.replayed).toBe(1);
    await w.runJobs();
    expect((await w.deliveries(orgA, connection.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    expect(arrived('/flaky').at(-1)!.id).toBe(failed[0]!.eventId);
    await disable(orgA, connection);
  });

  it("never sends one organization's events to another's connection, nor shows its deliveries", async () => {
    const a = await w.connect(orgA, '/tenant-a', ['punch.created']);
    const b = await w.connect(orgB, '/tenant-b', ['punch.created']);
    await w.punch(orgA, (await w.worker(orgA, 'Ed')).id, 10);
    await w.runJobs();
    expect(arrived('/tenant-a')).toHaveLength(1);
    expect(arrived('/tenant-b')).toHaveLength(0);
    expect(await w.deliveries(orgB, b.id)).toEqual([]);
    expect((await call('ownerB', 'GET', `${base(orgA)}/${a.id}/deliveries`)).statusCode).toBe(403);
    // B's own id in B's path does not reach A's connection either.
    expect((await call('ownerB', 'GET', `${base(orgB)}/${a.id}/deliveries`)).statusCode).toBe(404);
    await disable(orgA, a);
    await disable(orgB, b);
  });

  it('sends worker.updated with what changed, nothing sensitive, and nothing for a save that changed nothing', async () => {
    const connection = await w.connect(orgA, '/workers', ['worker.updated']);
    const made = await w.worker(orgA, 'Fay');
    const record = await ok<{ version: number }>(call('ownerA', 'GET', `/orgs/${orgA}/employees/${made.id}`));
    const saved = await ok<{ version: number }>(
      call('ownerA', 'PUT', `/orgs/${orgA}/employees/${made.id}`, {
        lastName: 'Moved',
        nationalId: '123-45-6789',
        version: record.version,
      }),
    );
    await ok(call('ownerA', 'PUT', `/orgs/${orgA}/employees/${made.id}`, { lastName: 'Moved', version: saved.version }));
    await w.runJobs();
    const got = arrived('/workers');
    expect(got).toHaveLength(1); // not worker.created (not subscribed), not the save that changed nothing
    const body = JSON.parse(got[0]!.body) as Body;
    expect(body).toMatchObject({
      type: 'worker.updated',
      data: { employeeId: made.id, firstName: 'Fay', lastName: 'Moved', changed: ['lastName'] },
    });
    expect(got[0]!.body).not.toContain('123-45-6789');
    await disable(orgA, connection);
  });

  it('sends timecard.approved when a supervisor approves a card, with its period', async () => {
    const connection = await w.connect(orgA, '/cards', ['timecard.approved']);
    const worker = await w.worker(orgA, 'Gus');
    const date = new Date().toISOString().slice(0, 10);
    const card = await ok<{ period: { start: string; end: string } }>(
      call('ownerA', 'POST', `/orgs/${orgA}/timecards/${worker.id}/approve`, { date }),
    );
    await w.runJobs();
    const [got] = arrived('/cards');
    expect(got?.verified).toBe(true);
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'timecard.approved',
      data: { employeeId: worker.id, periodStart: card.period.start, periodEnd: card.period.end },
    });
    await disable(orgA, connection);
  });

  it('writes events in the transaction of the change: a rolled-back change emits nothing', async () => {
    const connection = await w.connect(orgA, '/rollback', ['timecard.approved']);
    const jobs = () =>
      sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'webhook-deliver' and state = 'created'`.execute(w.db);
    const queued = (await jobs()).rows[0]!.n;
    await expect(
      writeTenant(w.db, orgA, async (trx) => {
        await emitWebhookEvent(trx, orgA, 'timecard.approved', { employeeId: 1 });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await w.deliveries(orgA, connection.id)).toEqual([]);
    expect((await jobs()).rows[0]!.n).toBe(queued);
    // The same emit committed writes one outbox row and its job.
    await writeTenant(w.db, orgA, (trx) => emitWebhookEvent(trx, orgA, 'timecard.approved', { employeeId: 1 }));
    expect(await w.deliveries(orgA, connection.id)).toHaveLength(1);
    expect((await jobs()).rows[0]!.n).toBe(queued + 1);
    await disable(orgA, connection);
  });

  it('sends a test event, refuses it while disabled, and signs with a rolled secret from then on', async () => {
    const connection = await w.connect(orgA, '/tested', ['payrun.finalized']);
    const queued = await ok<{ eventType: string; status: string }>(call('ownerA', 'POST', `${base(orgA)}/${connection.id}/test`), 201);
    expect(queued).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await w.runJobs();
    expect(arrived('/tested').map((r) => [JSON.parse(r.body).type, r.verified])).toEqual([['webhook.test', true]]);

    const rolled = await ok<Connection>(
      call('ownerA', 'POST', `${base(orgA)}/${connection.id}/actions/rollSecret`, { version: connection.version }),
    );
    expect(rolled.secret).not.toBe(connection.secret);
    await ok(call('ownerA', 'POST', `${base(orgA)}/${connection.id}/test`), 201);
    await w.runJobs();
    expect(arrived('/tested').at(-1)!.verified).toBe(false); // the receiver still holds the old secret
    receiver.secrets.set('/tested', rolled.secret);
    await ok(call('ownerA', 'POST', `${base(orgA)}/${connection.id}/test`), 201);
    await w.runJobs();
    expect(arrived('/tested').at(-1)!.verified).toBe(true);

    const off = await ok<Connection>(call('ownerA', 'PUT', `${base(orgA)}/${connection.id}`, { active: false, version: rolled.version }));
    const refused = await call('ownerA', 'POST', `${base(orgA)}/${connection.id}/test`);
    expect(refused.statusCode).toBe(400);
    expect(off.active).toBe(false);
    expect((await call('viewerA', 'POST', `${base(orgA)}/${connection.id}/test`)).statusCode).toBe(403);
  });
});
