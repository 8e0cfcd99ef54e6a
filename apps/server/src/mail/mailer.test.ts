import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestDb } from '../../test/test-db';
import { loadConfig } from '../config';
import { MAX_ATTEMPTS, startMailDelivery } from './delivery';
import { createMailer } from './mailer';

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
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 5000) throw new Error('not delivered within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('mailer and delivery', async () => {
  const { db } = await createTestDb();
  const smtp = await startSmtp();
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Punchline <no-reply@example.com>' }).mail;
  const log = { errors: [] as object[], error: (object: object) => log.errors.push(object) };
  const delivery = startMailDelivery(db, config.smtpUrl!, config.from, log);
  afterAll(() => delivery.stop());
  const mailer = createMailer(config, () => delivery.kick());
  const row = (to: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirst();

  it('delivers through SMTP once the transaction that wrote the mail commits, and keeps no body', async () => {
    await db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'ann@example.com', subject: 'Reset your Punchline password', text: 'Open this link: http://x/reset' });
      await new Promise((resolve) => setTimeout(resolve, 100)); // the first kick's pass runs now: nothing committed yet
      expect(smtp.received).toHaveLength(0);
    });
    await until(async () => (await row('ann@example.com'))?.sent_at != null);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['ann@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your Punchline password');
    expect(smtp.received[0]!.data).toContain('Open this link: http://x/reset');
    expect(await row('ann@example.com')).toMatchObject({ text_body: '', attempts: 0, last_error: null });
  });

  it('sends nothing for a change that rolls back', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'ghost@example.com', subject: 'Invitation', text: 'Join' });
      throw new Error('the change failed after writing its mail');
    });
    await expect(failed).rejects.toThrow(/change failed/);
    await delivery.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
    expect(await row('ghost@example.com')).toBeUndefined();
  });

  it('tries a refused mail again later, and gives up after the last attempt', async () => {
    smtp.refuse.add('bo@example.com');
    await mailer.send(db, { to: 'bo@example.com', subject: 'Hello', text: 'Body' });
    await until(async () => ((await row('bo@example.com'))?.attempts ?? 0) === 1);
    const first = (await row('bo@example.com'))!;
    expect(first.sent_at).toBeNull();
    expect(first.last_error).toMatch(/mailbox unavailable/);
    expect(first.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000); // 30 s later
    expect(log.errors).toContainEqual(expect.objectContaining({ mailId: first.id, attempts: 1 }));
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('id', '=', first.id)
        .execute();
      await delivery.deliverDue();
    }
    const last = (await row('bo@example.com'))!;
    expect(last.attempts).toBe(MAX_ATTEMPTS);
    expect(last.next_attempt_at as unknown).toBe(Infinity); // given up
    expect(await delivery.deliverDue()).toBe(0);
  });

  it('delivers a refused mail once the server takes it', async () => {
    smtp.refuse.add('cy@example.com');
    await mailer.send(db, { to: 'cy@example.com', subject: 'Hello', text: 'Body' });
    await until(async () => ((await row('cy@example.com'))?.attempts ?? 0) === 1);
    smtp.refuse.delete('cy@example.com');
    await db.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).where('to_address', '=', 'cy@example.com').execute();
    // This pass or the worker's own poll may be the one that sends it: exactly one of them does.
    await delivery.deliverDue();
    await until(async () => Boolean((await row('cy@example.com'))?.sent_at));
    expect(smtp.received.filter((m) => m.to.includes('cy@example.com'))).toHaveLength(1);
  });

  it('without SMTP, keeps the mail in the outbox, never due, with links on PUBLIC_URL', async () => {
    const local = createMailer(loadConfig({ PUBLIC_URL: 'https://time.example.com/' }).mail);
    expect(local.publicUrl).toBe('https://time.example.com');
    await local.send(db, { to: 'dee@example.com', subject: 'Hello', text: 'Body' });
    const kept = (await row('dee@example.com'))!;
    expect(kept).toMatchObject({ subject: 'Hello', text_body: 'Body', sent_at: null });
    expect(kept.next_attempt_at as unknown).toBe(Infinity);
    await delivery.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes('dee@example.com'))).toEqual([]);
  });

  it('ends a pass at a failure, and the next pass goes on past the failed mail', async () => {
    await delivery.stop(); // no kick or poll from here: the passes below are the only ones
    smtp.refuse.add('first@example.com');
    await db.transaction().execute(async (trx) => {
      await mailer.send(trx, { to: 'first@example.com', subject: 'One', text: 'Body' });
      await mailer.send(trx, { to: 'second@example.com', subject: 'Two', text: 'Body' });
    });
    expect(await delivery.deliverDue()).toBe(0);
    expect((await row('first@example.com'))?.attempts).toBe(1);
    expect((await row('second@example.com'))?.sent_at).toBeNull();
    expect(await delivery.deliverDue()).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes('second@example.com'))).toHaveLength(1);
  });
});
