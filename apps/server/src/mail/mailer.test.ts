import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestDb } from '../../test/test-db';
import { loadConfig } from '../config';
import { createMailer } from './mailer';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  return { received, url: `smtp://127.0.0.1:${port}` };
}

describe('mailer', async () => {
  const { db } = await createTestDb();
  const smtp = await startSmtp();

  it('sends through SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Punchline <no-reply@example.com>' }).mail);
    await mailer.send(db, { to: 'ann@example.com', subject: 'Reset your Punchline password', text: 'Open this link: http://x/reset' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['ann@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your Punchline password');
    expect(smtp.received[0]!.data).toContain('Open this link: http://x/reset');
    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('writes to the outbox without SMTP, with links on PUBLIC_URL', async () => {
    const mailer = createMailer(loadConfig({ PUBLIC_URL: 'https://time.example.com/' }).mail);
    expect(mailer.publicUrl).toBe('https://time.example.com');
    await mailer.send(db, { to: 'bo@example.com', subject: 'Hello', text: 'Body' });
    const rows = await db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).execute();
    expect(rows).toEqual([{ to_address: 'bo@example.com', subject: 'Hello', text_body: 'Body' }]);
  });
});
