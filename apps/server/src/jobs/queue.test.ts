import { describe, expect, it } from 'vitest';
import { createOrg } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { writeTenant } from '../db/tenant';
import { createJobQueue, grantTenantJobs, QUEUES } from './queue';

// The job queue (pg-boss on our own database): a job sent on a tenant transaction exists exactly
// when that transaction commits, and drain runs what is queued, in order, in this process.

describe('job queue', async () => {
  const { db } = await createTestDb();
  const org = await createOrg(db, 'Jobs');
  const seen: unknown[] = [];
  const errors: object[] = [];
  const jobs = createJobQueue(
    db,
    {
      [QUEUES.recomputeTimecards]: async (data) => {
        seen.push(data);
        if ((data as { fail?: boolean }).fail) throw new Error('refused');
      },
      [QUEUES.extendSchedules]: async () => undefined,
      [QUEUES.runReport]: async () => undefined,
      [QUEUES.deliverMail]: async () => undefined,
      [QUEUES.sendScheduledReports]: async () => undefined,
      [QUEUES.expireReportRuns]: async () => undefined,
      [QUEUES.evaluateDiscipline]: async () => undefined,
      [QUEUES.deliverWebhooks]: async () => undefined,
      [QUEUES.billingCycle]: async () => undefined,
      [QUEUES.sendMessages]: async () => undefined,
      [QUEUES.remindCredentials]: async () => undefined,
      [QUEUES.backupDatabase]: async () => undefined,
      [QUEUES.makeMonthPartitions]: async () => undefined,
    },
    { error: (object) => errors.push(object) },
  );

  it('grants the tenant role its part of the queue safely from instances starting at once (they take turns)', async () => {
    // Without turns PostgreSQL refuses concurrent grants on one object: "tuple concurrently updated".
    for (let round = 0; round < 5; round++) await Promise.all([1, 2, 3, 4, 5].map(() => grantTenantJobs(db)));
  });

  it('sends on the tenant transaction: a rolled back one leaves no job, a committed one is run once', async () => {
    await expect(
      writeTenant(db, org, async (trx) => {
        await jobs.send(trx, QUEUES.recomputeTimecards, { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await writeTenant(db, org, (trx) => jobs.send(trx, QUEUES.recomputeTimecards, { n: 2 }));
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual([{ n: 2 }]);
    expect(await jobs.drain()).toBe(0);
  });

  it('a failing job is retried by pg-boss, then left failed and logged', async () => {
    seen.length = 0;
    await writeTenant(db, org, (trx) => jobs.send(trx, QUEUES.recomputeTimecards, { fail: true }));
    // pg-boss's default: two retries after the first attempt.
    expect(await jobs.drain()).toBe(3);
    expect(seen).toHaveLength(3);
    expect(errors).toHaveLength(3);
    expect(await jobs.drain()).toBe(0);
  });
});
