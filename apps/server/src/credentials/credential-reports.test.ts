import { addDaysIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { fields, reportKit, rowsOf } from '../../test/kits/report-test-kit';
import { ZONE } from '../../test/kits/timecard-world';
import { loadConfig } from '../config';
import { jobQueueOf } from '../jobs/queue';
import { createMailer } from '../mail/mailer';
import { remindCredentials } from './reminders-job';

// The two credential reports and the reminder job (issue 35), on a small world with known answers:
// Vera holds a valid food card and an expiring forklift licence, Ezra an expired forklift licence,
// Mia nothing. Every worker must hold a food card; the dock's workers a forklift licence.

describe('credential reports and reminders', async () => {
  const w = await deviceWorld();
  const { db, org, base, call, create } = w;
  await sql`update organizations set features = features || array['credential', 'document']::text[] where id = ${org}`.execute(db);
  expect((await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true })).statusCode).toBe(200);
  expect((await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced' })).statusCode).toBe(200);
  const dock = await create('costing/jobs', { name: 'Loading dock' });
  const forklift = await create('credential/types', { name: 'Forklift licence', expires: true, reminderDays: 30 });
  const food = await create('credential/types', { name: 'Food handler card', expires: true, reminderDays: 10 });
  await create('credential/policies', { name: 'Food', credentialTypeIds: [food.id], clockAction: 'none' });
  await create('credential/policies', {
    name: 'Dock',
    credentialTypeIds: [forklift.id],
    appliesTo: 'jobs',
    jobIds: [dock.id],
    clockAction: 'warn',
  });
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const hired = { hireDate: addDaysIso(today, -400) };
  const vera = await w.pinWorker({ firstName: 'Vera', lastName: 'Valid', ...hired });
  const ezra = await w.pinWorker({ firstName: 'Ezra', lastName: 'Expired', ...hired });
  await w.pinWorker({ firstName: 'Mia', lastName: 'Missing', ...hired });
  await create('credential/credentials', { employeeId: vera.id, typeId: food.id, number: 'FH-1', expiresOn: addDaysIso(today, 200) });
  await create('credential/credentials', { employeeId: vera.id, typeId: forklift.id, number: 'FL-1', expiresOn: addDaysIso(today, 20) });
  await create('credential/credentials', { employeeId: ezra.id, typeId: food.id, number: 'FH-2', expiresOn: addDaysIso(today, 5) });
  await create('credential/credentials', { employeeId: ezra.id, typeId: forklift.id, number: 'FL-2', expiresOn: addDaysIso(today, -2) });
  const reports = reportKit(call, org);
  const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }).mail, jobQueueOf(w.app));

  it('credentials: each required credential per worker with its status', async () => {
    const result = await reports.run('owner', 'credentials', {});
    const rows = rowsOf(result).sort((a, b) => String(a.worker).localeCompare(String(b.worker)));
    expect(fields(rows, ['worker', 'credential', 'status', 'number', 'daysLeft'])).toEqual([
      ['Ezra Expired', 'Food handler card', 'Expiring', 'FH-2', 5],
      ['Mia Missing', 'Food handler card', 'Missing', null, null],
      ['Vera Valid', 'Food handler card', 'Valid', 'FH-1', 200],
    ]);
  });

  it('credential roll call: who is clocked in and whether they hold what the job needs', async () => {
    const clock = await w.device();
    await w.accepted(clock.token, w.punchBody(vera.pin, { type: 'in', costing: { job: dock.id } }));
    const warned = await w.accepted(clock.token, w.punchBody(ezra.pin, { type: 'in', costing: { job: dock.id } }));
    expect(warned.credentialWarnings?.map((c) => c.text)).toEqual(['Your Forklift licence has expired.']);
    const result = await reports.run('owner', 'credential-roll-call', {});
    const rows = rowsOf(result).sort((a, b) => `${a.worker}${a.credential}`.localeCompare(`${b.worker}${b.credential}`));
    expect(fields(rows, ['worker', 'job', 'credential', 'status', 'atClock'])).toEqual([
      ['Ezra Expired', 'Loading dock', 'Food handler card', 'Expiring', 'Nothing'],
      ['Ezra Expired', 'Loading dock', 'Forklift licence', 'Expired', 'Warn'],
      ['Vera Valid', 'Loading dock', 'Food handler card', 'Valid', 'Nothing'],
      ['Vera Valid', 'Loading dock', 'Forklift licence', 'Expiring', 'Warn'],
    ]);
    expect(result.notes).toContain('2 on site, 1 lacking a required credential');
  });

  it('the reports need credentials switched on', async () => {
    await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: false });
    expect((await reports.post('owner', 'credentials', {})).statusCode).toBe(403);
    await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true });
  });

  it('reminds once per credential before it expires: managers notified, the worker mailed when they have an account', async () => {
    await sql`update employees set user_id = ${w.userIds.owner ?? null} where id = ${vera.id}`.execute(db);
    const mails = async () =>
      (await sql<{ subject: string }>`select subject from mail_outbox where subject like '%expires on%' order by id`.execute(db)).rows;
    const before = (await mails()).length;
    // The date as the organization writes dates (day.month.year here), never as ISO.
    const formats = await call('owner', 'PUT', `${base}/org/formats`, { dateFormat: 'dmy', dateSeparator: '.', fourDigitYear: true });
    expect(formats.statusCode, formats.body).toBe(200);
    const [y, m, d] = addDaysIso(today, 20).split('-');
    // Vera's licence (20 days, reminder 30) and Ezra's card (5 days, reminder 10) are due; Vera's card is not.
    expect(await remindCredentials(db, mailer, Date.now())).toBe(2);
    expect(await remindCredentials(db, mailer, Date.now())).toBe(0);
    const sent = (await mails()).slice(before).map((m) => m.subject);
    expect(sent).toEqual([`Your Forklift licence expires on ${d}.${m}.${y}`]);
    const { rows } = await sql<{
      title: string;
    }>`select title from notification_messages where org_id = ${org} and title like '%expiring%' order by id`.execute(db);
    expect(rows.map((r) => r.title)).toEqual(['Forklift licence expiring: Vera Valid', 'Food handler card expiring: Ezra Expired']);
  });
});
