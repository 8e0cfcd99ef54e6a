import type { ClockMessage, Message, MessageRecipient } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { createUser } from '../../test/test-app';
import { jobQueueOf, QUEUES } from '../jobs/queue';
import { NOT_VALID, NO_ONE } from './audience';
import { ALREADY_SENT } from './messages.service';

// Messaging end to end through the API: the console writes a message, the server resolves its
// recipients when it is sent, a clock lists, reads and acknowledges it as the worker, and the
// console's recipients list shows where and when it was delivered, read and acknowledged.

describe('messaging', async () => {
  const w = await deviceWorld();
  const { db, org, other, base, call, create, refs } = w;
  await sql`update organizations set features = features || array['notification', 'schedule']::text[] where id in (${org}, ${other})`.execute(
    db,
  );
  const clock = await w.device({ name: 'Gate clock' });
  const lena = await w.pinWorker({ firstName: 'Lena', lastName: 'Team', departmentId: refs.deptA, labelIds: [refs.labelA] });
  const omar = await w.pinWorker({ firstName: 'Omar', lastName: 'Team', departmentId: refs.deptB });
  const pia = await w.pinWorker({ firstName: 'Pia', lastName: 'Alone', departmentId: refs.deptB });
  const team = await create('schedule/teams', { name: 'Loading dock', memberIds: [lena.id, omar.id] });

  const send = async (body: Record<string, unknown>, who = 'owner') => {
    const r = await call(who, 'POST', `${base}/messaging/messages`, body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: Message }>().result;
  };
  const recipients = async (query: string, who = 'owner') => {
    const r = await call(who, 'GET', `${base}/messaging/recipients?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ results: MessageRecipient[] }>().results;
  };
  const atClock = async (pin: string, token = clock.token) => {
    const r = await w.deviceCall(token, 'POST', '/messages', { identification: { method: 'pin', pin } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: ClockMessage[] }>().result;
  };
  const mark = (pin: string, id: number, action: 'read' | 'acknowledge', token = clock.token) =>
    w.deviceCall(token, 'POST', `/messages/${id}/${action}`, { identification: { method: 'pin', pin } });

  it('a must-acknowledge message to a team reaches its members at the clock, read and acknowledged there', async () => {
    const m = await send({
      subject: 'Safety vests',
      body: 'Vests on at the dock from Monday: https://example.com/vests',
      mustAcknowledge: true,
      teamIds: [team.id],
    });
    expect(m).toMatchObject({ status: 'sent', counts: { recipients: 2, read: 0, acknowledged: 0 } });

    const [waiting] = await atClock(lena.pin);
    expect(waiting).toMatchObject({ subject: 'Safety vests', mustAcknowledge: true, readAt: null, acknowledgedAt: null });
    expect(await atClock(pia.pin)).toEqual([]);

    // Read but not acknowledged: it still waits.
    expect((await mark(lena.pin, waiting!.id, 'read')).statusCode).toBe(200);
    expect((await atClock(lena.pin))[0]).toMatchObject({ id: waiting!.id, acknowledgedAt: null });
    const ack = await mark(lena.pin, waiting!.id, 'acknowledge');
    expect(ack.statusCode, ack.body).toBe(200);
    const again = await mark(lena.pin, waiting!.id, 'acknowledge');
    expect(again.json()).toEqual(ack.json());
    expect(await atClock(lena.pin)).toEqual([]);
    // Not Omar's to acknowledge.
    expect((await mark(omar.pin, waiting!.id, 'acknowledge')).statusCode).toBe(404);

    const rows = await recipients(`messageId=${m.id}`);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['Lena Team', 'acknowledged'],
      ['Omar Team', 'unread'],
    ]);
    expect(rows[0]).toMatchObject({ acknowledgedDeviceName: 'Gate clock', readDeviceName: 'Gate clock' });
    expect(rows[0]!.deliveries).toEqual([expect.objectContaining({ channel: 'clock', attempt: 1, deviceName: 'Gate clock' })]);
    expect((await recipients(`messageId=${m.id}&status=unread`)).map((r) => r.name)).toEqual(['Omar Team']);
    const counted = (await call('owner', 'GET', `${base}/messaging/messages/${m.id}`)).json<{ result: Message }>().result;
    expect(counted.counts).toEqual({ recipients: 2, read: 1, acknowledged: 1 });

    // A message that does not ask for it cannot be acknowledged; reading it is enough.
    const plain = await send({ subject: 'Parking', body: 'Lot B is closed today.', employeeIds: [omar.id] });
    const shown = (await atClock(omar.pin)).find((c) => c.subject === 'Parking')!;
    expect(plain.mustAcknowledge).toBe(false);
    expect((await mark(omar.pin, shown.id, 'acknowledge')).statusCode).toBe(400);
    expect((await mark(omar.pin, shown.id, 'read')).statusCode).toBe(200);
    expect((await atClock(omar.pin)).map((c) => c.subject)).toEqual(['Safety vests']);
  });

  it('a receipt sent with the device’s time keeps that time (a queued one arrives late), and sent again changes nothing', async () => {
    const message = await send({ subject: 'Gloves', body: 'New gloves at the desk.', mustAcknowledge: true, employeeIds: [pia.id] });
    // Sent an hour ago, so a minute after it is in the past.
    await sql`update messaging_messages set sent_at = sent_at - interval '1 hour' where id = ${message.id}`.execute(db);
    const shown = (await atClock(pia.pin)).find((c) => c.subject === 'Gloves')!;
    const sentAt = Date.parse(shown.sentAt);
    const receipt = (action: 'read' | 'acknowledge', at: string) =>
      w.deviceCall(clock.token, 'POST', `/messages/${shown.id}/${action}`, { identification: { method: 'pin', pin: pia.pin }, at });
    // Offline a minute after it was sent; the clock sends the acknowledgment when the network is back.
    const offlineAt = new Date(Math.floor(sentAt / 1000) * 1000 + 60_000).toISOString();
    const first = await receipt('acknowledge', offlineAt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ result: ClockMessage }>().result).toMatchObject({ readAt: offlineAt, acknowledgedAt: offlineAt });
    // Resent (the queue did not see the answer): the same answer, the first time kept.
    const again = await receipt('acknowledge', new Date(Date.now()).toISOString());
    expect([again.statusCode, again.json<{ result: ClockMessage }>().result.acknowledgedAt]).toEqual([200, offlineAt]);
    expect((await receipt('read', offlineAt)).statusCode).toBe(200);
    const rows = await recipients(`messageId=${message.id}`);
    expect(rows.map((r) => r.acknowledgedAt)).toEqual([offlineAt]);
    // A clock whose time is wrong cannot record a receipt before the sending or in the future.
    const early = await send({ subject: 'Boots', body: 'x', mustAcknowledge: true, employeeIds: [pia.id] });
    const boots = (await atClock(pia.pin)).find((c) => c.subject === 'Boots')!;
    const before = await w.deviceCall(clock.token, 'POST', `/messages/${boots.id}/acknowledge`, {
      identification: { method: 'pin', pin: pia.pin },
      at: '1999-01-01T00:00:00Z',
    });
    expect(Date.parse(before.json<{ result: ClockMessage }>().result.acknowledgedAt!)).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(early.sentAt!) / 1000) * 1000,
    );
    const bad = await w.deviceCall(clock.token, 'POST', `/messages/${boots.id}/read`, {
      identification: { method: 'pin', pin: pia.pin },
      at: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resolves departments and labels when sent, and resending reaches only those who have not read it', async () => {
    const m = await send({ subject: 'Dept B and label A', body: 'Hello', departmentIds: [refs.deptB], labelIds: [refs.labelA] });
    expect((await recipients(`messageId=${m.id}`)).map((r) => r.name).sort()).toEqual(['Lena Team', 'Omar Team', 'Pia Alone']);
    const lenas = (await atClock(lena.pin)).find((c) => c.subject === 'Dept B and label A')!;
    await mark(lena.pin, lenas.id, 'read');
    const resend = await call('owner', 'POST', `${base}/messaging/messages/${m.id}/resend`, {});
    expect(resend.json()).toEqual({ result: { resent: 2 } });
    const rows = await recipients(`messageId=${m.id}`);
    expect(rows.map((r) => [r.name, r.attempts])).toEqual([
      ['Lena Team', 1],
      ['Omar Team', 2],
      ['Pia Alone', 2],
    ]);
    // A worker who joins the department afterwards does not get it: the set was taken when sent.
    const late = await w.pinWorker({ firstName: 'Late', lastName: 'Joiner', departmentId: refs.deptB });
    expect(await atClock(late.pin)).toEqual([]);
  });

  it('mails and notifies those with an account, except suppressed addresses', async () => {
    const userId = await createUser(db, { email: 'omar.mail@example.com', name: 'Omar Team' });
    await sql`update employees set user_id = ${userId} where id = ${omar.id}`.execute(db);
    const piaUser = await createUser(db, { email: 'Pia.Blocked@example.com', name: 'Pia Alone' });
    await sql`update employees set user_id = ${piaUser} where id = ${pia.id}`.execute(db);
    await sql`update organizations set settings = coalesce(settings, '{}'::jsonb) || '{"contactSuppressions": ["pia.blocked@example.com"]}'::jsonb where id = ${org}`.execute(
      db,
    );
    await w.member('supervisor', ['edit_employees']);
    const m = await send({
      subject: 'Pay day moved',
      body: 'Pay day is Thursday this week.',
      employeeIds: [omar.id, pia.id],
      adminIds: [w.orgUserIds.supervisor!],
    });

    const outbox = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', '%Pay day moved')
      .execute();
    expect(outbox.map((o) => o.to_address).sort()).toEqual(['omar.mail@example.com', 'supervisor@example.com']);
    const rows = await recipients(`messageId=${m.id}`);
    const mailOf = (name: string) => rows.find((r) => r.name === name)!.deliveries.find((d) => d.channel === 'mail')!.outcome;
    expect(mailOf('Omar Team')).toBe('queued');
    expect(mailOf('Pia Alone')).toBe('suppressed');
    expect(rows.find((r) => r.name === 'supervisor')!.deliveries.map((d) => d.channel)).toContain('console');
    const bell = await db.selectFrom('notification_messages').select('title').where('user_id', '=', w.userIds.supervisor!).execute();
    expect(bell.map((b) => b.title)).toEqual(['Pay day moved']);
  });

  it('a restricted administrator addresses only the workers of their restrictions', async () => {
    await w.member('restricted', ['edit_employees']);
    await w.restrict('restricted', { departmentIds: [refs.deptA] });
    const refused = await call('restricted', 'POST', `${base}/messaging/messages`, { subject: 'Hi', body: 'Hi', employeeIds: [omar.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ employeeIds: [NOT_VALID] });
    const m = await send({ subject: 'Team note', body: 'Hi', teamIds: [team.id] }, 'restricted');
    expect((await recipients(`messageId=${m.id}`, 'restricted')).map((r) => r.name)).toEqual(['Lena Team']);
    // A scheduled message keeps its sender's restrictions when the job sends it.
    const later = await send(
      { subject: 'Later note', body: 'Hi', teamIds: [team.id], sendAt: new Date(Date.now() + 3_600_000).toISOString() },
      'restricted',
    );
    await sql`update messaging_messages set send_at = now() - interval '1 minute' where id = ${later.id}`.execute(db);
    const jobs = jobQueueOf(w.app);
    await jobs.send(db, QUEUES.sendMessages, {});
    await jobs.drain();
    expect((await recipients(`messageId=${later.id}`)).map((r) => r.name)).toEqual(['Lena Team']);
    // The restricted sender's message reached only Lena, whoever reads the list.
    expect((await recipients(`messageId=${m.id}`, 'owner')).map((r) => r.name)).toEqual(['Lena Team']);
    const all = await recipients('status=unread', 'restricted');
    expect(all.every((r) => r.name === 'Lena Team' || r.employeeId === null)).toBe(true);
  });

  it('a scheduled message waits for the job, can be edited or canceled until sent, and not after', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const m = await send({ subject: 'Inventory', body: 'Count on Friday', employeeIds: [pia.id], sendAt: at });
    expect(m).toMatchObject({ status: 'scheduled', sentAt: null, counts: { recipients: 0 } });
    const edited = await call('owner', 'PUT', `${base}/messaging/messages/${m.id}`, {
      subject: 'Inventory count',
      body: 'Count on Friday',
      employeeIds: [pia.id, omar.id],
      sendAt: at,
      version: m.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await call('owner', 'PUT', `${base}/messaging/messages/${m.id}`, {
      subject: 'x',
      body: 'y',
      employeeIds: [pia.id],
      sendAt: at,
      version: m.version,
    });
    expect(stale.statusCode).toBe(409);
    const doomed = await send({ subject: 'Never', body: 'Canceled', employeeIds: [pia.id], sendAt: at });
    const cancel = await call('owner', 'POST', `${base}/messaging/messages/${doomed.id}/cancel`, { version: doomed.version });
    expect(cancel.json<{ result: Message }>().result.status).toBe('canceled');

    await sql`update messaging_messages set send_at = now() - interval '1 minute' where id in (${m.id}, ${doomed.id})`.execute(db);
    const jobs = jobQueueOf(w.app);
    await jobs.send(db, QUEUES.sendMessages, {});
    await jobs.drain();
    const sent = (await call('owner', 'GET', `${base}/messaging/messages/${m.id}`)).json<{ result: Message }>().result;
    expect(sent).toMatchObject({ status: 'sent', subject: 'Inventory count', counts: { recipients: 2 } });
    expect(
      (await call('owner', 'GET', `${base}/messaging/messages/${doomed.id}`)).json<{ result: Message }>().result.counts.recipients,
    ).toBe(0);
    expect((await atClock(pia.pin)).map((c) => c.subject)).toContain('Inventory count');
    const late = await call('owner', 'PUT', `${base}/messaging/messages/${m.id}`, {
      subject: 'x',
      body: 'y',
      employeeIds: [pia.id],
      version: sent.version,
    });
    expect(late.json()).toEqual({ detail: ALREADY_SENT });
  });

  it('refuses bad input, other organizations, missing permission and feature, changing nothing', async () => {
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from messaging_messages`.execute(db)).rows[0]!.n);
    const before = await count();
    const bad = async (body: Record<string, unknown>, expected: unknown) => {
      const r = await call('owner', 'POST', `${base}/messaging/messages`, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual(expected);
    };
    await bad({ subject: '', body: 'x', employeeIds: [lena.id] }, { subject: ['Subject is a required field.'] });
    await bad({ subject: 'x', body: 'x' }, { nonFieldErrors: [NO_ONE] });
    const foreign = await w.worker({}, other);
    await bad({ subject: 'x', body: 'x', employeeIds: [foreign.id] }, { employeeIds: [NOT_VALID] });
    expect(
      (await call('owner', 'POST', `${base}/messaging/messages`, { subject: 'x', body: 'x', employeeIds: [lena.id], sendAt: 'tomorrow' }))
        .statusCode,
    ).toBe(400);
    expect(await count()).toBe(before);

    const mine = await send({ subject: 'Ours', body: 'x', employeeIds: [lena.id] });
    expect((await call('outsider', 'GET', `${base}/messaging/messages/${mine.id}`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/orgs/${other}/messaging/messages/${mine.id}`)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', `/orgs/${other}/messaging/recipients?messageId=${mine.id}`)).json()).toMatchObject({
      results: [],
    });
    const theirClock = await w.device({}, other);
    const mineAtClock = (await atClock(lena.pin)).find((c) => c.subject === 'Ours')!;
    const fromOther = await w.deviceCall(theirClock.token, 'POST', `/messages/${mineAtClock.id}/read`, {
      identification: { method: 'pin', pin: lena.pin },
    });
    expect(fromOther.statusCode).not.toBe(200);

    await w.member(
      'viewer',
      PERMISSIONS.filter((p) => p !== 'edit_employees'),
    );
    expect((await call('viewer', 'GET', `${base}/messaging/messages`)).statusCode).toBe(403);
    await sql`update organizations set features = array_remove(features, 'notification') where id = ${org}`.execute(db);
    expect((await call('owner', 'GET', `${base}/messaging/messages`)).json()).toEqual({
      detail: 'This organization does not have the Notifications feature.',
    });
    expect(await atClock(lena.pin)).toEqual([]);
    await sql`update organizations set features = features || array['notification']::text[] where id = ${org}`.execute(db);
  });
});
