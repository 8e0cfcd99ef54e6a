import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { createTestDb } from '../../test/test-db';
import { loadConfig } from '../config';
import { createJobQueue, QUEUES } from '../jobs/queue';
import { createMailDelivery, MAX_ATTEMPTS } from './delivery';
import { createMailer, MAX_ATTACHMENT_BYTES } from './mailer';

/** A real SMTP server on loopback that keeps what it receives and refuses the addresses in `refuse`. */
async function startSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(refuse.has(address.address) ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, refuse, url: `smtp://127.0.0.1:${port}` };
}

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 8000) throw new Error('not delivered within 8 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// Mail rides the job queue (pg-boss): its job is sent on the transaction that writes the mail, run
// after commit (drain here, the workers in the server), and retried by pg-boss with backoff.
describe('mailer and delivery', async () => {
  const { db } = await createTestDb();
  const smtp = await startSmtp();
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Punchline <no-reply@example.com>' }).mail;
  const log = { errors: [] as object[], error: (object: object) => log.errors.push(object) };
  const delivery = createMailDelivery(db, config, log);
  const noop = async () => undefined;
  const jobs = createJobQueue(
    db,
    {
      [QUEUES.recomputeTimecards]: noop,
      [QUEUES.extendSchedules]: noop,
      [QUEUES.deliverMail]: delivery.deliver,
      [QUEUES.runReport]: noop,
      [QUEUES.sendScheduledReports]: noop,
      [QUEUES.expireReportRuns]: noop,
      [QUEUES.evaluateDiscipline]: noop,
      [QUEUES.deliverWebhooks]: noop,
      [QUEUES.billingCycle]: noop,
      [QUEUES.sendMessages]: noop,
      [QUEUES.remindCredentials]: noop,
      [QUEUES.backupDatabase]: noop,
      [QUEUES.makeMonthPartitions]: noop,
    },
    log,
  );
  afterAll(async () => {
    await jobs.stop();
    delivery.stop();
  });
  const mailer = createMailer(config, jobs);
  const row = (to: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirst();
  const sentTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  /** The mail job of the outbox row, as pg-boss keeps it. */
  const jobOf = async (mailId: number) =>
    (
      await sql<{ state: string; retry_count: number; start_after: Date }>`
        select state, retry_count, start_after from pgboss.job
        where name = ${QUEUES.deliverMail} and (data->>'mailId')::bigint = ${mailId}`.execute(db)
    ).rows[0];
  /** Time passes: the mail's waiting retry is due now. */
  const makeDue = (mailId: number) =>
    sql`update pgboss.job set start_after = now() where name = ${QUEUES.deliverMail} and (data->>'mailId')::bigint = ${mailId}`.execute(db);

  it('delivers through SMTP once the transaction that wrote the mail commits, and keeps no body', async () => {
    await db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'ann@example.com', subject: 'Reset your Punchline password', text: 'Open this link: http://x/reset' });
      expect(await jobs.drain()).toBe(0); // nothing committed yet: no job to run
    });
    expect(await jobs.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['ann@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your Punchline password');
    expect(smtp.received[0]!.data).toContain('Open this link: http://x/reset');
    const sent = (await row('ann@example.com'))!;
    expect(sent).toMatchObject({ text_body: '', attempts: 0, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
  });

  it('sends nothing for a change that rolls back', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'ghost@example.com', subject: 'Invitation', text: 'Join' });
      throw new Error('the change failed after writing its mail');
    });
    await expect(failed).rejects.toThrow(/change failed/);
    expect(await jobs.drain()).toBe(0);
    expect(sentTo('ghost@example.com')).toEqual([]);
    expect(await row('ghost@example.com')).toBeUndefined();
  });

  it('has pg-boss try a refused mail again later, and gives up after the last attempt', async () => {
    smtp.refuse.add('bo@example.com');
    await mailer.send(db, { to: 'bo@example.com', subject: 'Hello', text: 'Body' });
    expect(await jobs.drain()).toBe(1);
    const first = (await row('bo@example.com'))!;
    expect(first).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringMatching(/mailbox unavailable/) });
    expect(first.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000); // 30 s later
    expect(log.errors).toContainEqual(expect.objectContaining({ mailId: first.id, attempts: 1 }));
    const retry = (await jobOf(first.id))!;
    expect(retry.state).toBe('retry');
    expect(retry.start_after.getTime() - Date.now()).toBeGreaterThan(20_000); // not before 30 s
    expect(await jobs.drain()).toBe(0); // not due yet
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(first.id);
      expect(await jobs.drain()).toBe(1);
    }
    const last = (await row('bo@example.com'))!;
    expect(last.attempts).toBe(MAX_ATTEMPTS);
    expect(last.next_attempt_at as unknown).toBe(Infinity); // given up
    expect((await jobOf(first.id))!.state).toBe('failed');
    await makeDue(first.id);
    expect(await jobs.drain()).toBe(0);
    expect(sentTo('bo@example.com')).toEqual([]);
  });

  it('delivers a refused mail on its retry once the server takes it, and a failed mail holds back no other', async () => {
    smtp.refuse.add('cy@example.com');
    await db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'cy@example.com', subject: 'One', text: 'Body' });
      await mailer.send(trx, { to: 'di@example.com', subject: 'Two', text: 'Body' });
    });
    expect(await jobs.drain()).toBe(2);
    expect((await row('cy@example.com'))?.attempts).toBe(1);
    expect(sentTo('di@example.com')).toHaveLength(1);
    smtp.refuse.delete('cy@example.com');
    const { id } = (await row('cy@example.com'))!;
    await makeDue(id);
    expect(await jobs.drain()).toBe(1);
    expect(sentTo('cy@example.com')).toHaveLength(1);
    expect(await row('cy@example.com')).toMatchObject({ attempts: 1, last_error: null, text_body: '' });
    // A job run again for a sent mail (its worker died after sending) sends nothing more.
    await delivery.deliver({ mailId: id });
    expect(sentTo('cy@example.com')).toHaveLength(1);
  });

  it('without SMTP, keeps the mail in the outbox, never due and with no job, with links on PUBLIC_URL', async () => {
    const local = createMailer(loadConfig({ PUBLIC_URL: 'https://time.example.com/' }).mail, jobs);
    expect(local.publicUrl).toBe('https://time.example.com');
    await local.send(db, { to: 'dee@example.com', subject: 'Hello', text: 'Body' });
    const kept = (await row('dee@example.com'))!;
    expect(kept).toMatchObject({ subject: 'Hello', text_body: 'Body', sent_at: null });
    expect(kept.next_attempt_at as unknown).toBe(Infinity);
    expect(await jobOf(kept.id)).toBeUndefined();
    expect(await jobs.drain()).toBe(0);
    expect(sentTo('dee@example.com')).toEqual([]);
  });

  it('keeps attachments with the outbox row, passes them to SMTP, and keeps only their names and sizes once sent', async () => {
    const content = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x20]); // binary, as an XLSX begins
    await mailer.send(db, {
      to: 'fay@example.com',
      subject: 'Totals',
      text: 'Attached.',
      attachments: [{ filename: 'Totals 2026-11-08.xlsx', contentType: 'application/vnd.ms-excel', content }],
    });
    const mail = (await row('fay@example.com'))!;
    const files = () => db.selectFrom('mail_attachments').selectAll().where('mail_id', '=', mail.id).execute();
    expect(await files()).toEqual([expect.objectContaining({ filename: 'Totals 2026-11-08.xlsx', size: 8, content })]);
    expect(await jobs.drain()).toBe(1);
    const [received] = sentTo('fay@example.com');
    expect(received!.data).toMatch(/Content-Disposition: attachment;\s+filename="Totals 2026-11-08.xlsx"/);
    expect(received!.data).toContain(content.toString('base64'));
    expect(await files()).toEqual([expect.objectContaining({ filename: 'Totals 2026-11-08.xlsx', size: 8, content: null })]);
  });

  it('refuses attachments over 10 MB with what to do instead, and writes no mail', async () => {
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    const refused = mailer.send(db, {
      to: 'gus@example.com',
      subject: 'Punches',
      text: 'Attached.',
      attachments: [{ filename: 'punches.csv', contentType: 'text/csv', content: big }],
    });
    await expect(refused).rejects.toThrow("The report's file is 10.0 MB, more than the 10 MB a mail may carry. Narrow the report");
    expect(await row('gus@example.com')).toBeUndefined();
  });

  it("is delivered by the running server's worker after commit", async () => {
    await jobs.start();
    await mailer.send(db, { to: 'eve@example.com', subject: 'Hello', text: 'Body' });
    await until(async () => (await row('eve@example.com'))?.sent_at != null);
    expect(sentTo('eve@example.com')).toHaveLength(1);
  });
});
