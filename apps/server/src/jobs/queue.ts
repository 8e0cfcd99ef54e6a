import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

// Background work goes through pg-boss on the server's own database (GUIDE: never timers in the
// web process). pg-boss talks to PostgreSQL through our pool (its documented `db` option), so it
// needs no connection string of its own, and a job can be sent on a request's own transaction:
// it exists only if that transaction commits (docs/timecards.md).

/** Every queue the server works on; created with pg-boss's schema (installJobQueue). */
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUES = {
  recomputeTimecards: 'timecards-recompute',
  extendSchedules: 'schedule-extend',
  deliverMail: 'mail-deliver',
  runReport: 'report-run',
  // Scheduled reports sent when due, and kept report runs deleted once past their retention (issue 32).
  sendScheduledReports: 'report-schedule',
  expireReportRuns: 'report-expire',
  // Attendance events raised when points reach a threshold (issue 34).
  evaluateDiscipline: 'discipline-evaluate',
  // Signed webhooks of a connection, in event order (issue 36, webhooks/delivery.ts).
  deliverWebhooks: 'webhook-deliver',
  // Trials and grace periods ended, built-in invoices issued and overdue (issue 36, billing/billing-job.ts).
  billingCycle: 'billing-cycle',
  sendMessages: 'messaging-send',
  // Reminders before workers' credentials expire (issue 35, credentials/reminders-job.ts).
  remindCredentials: 'credential-remind',
  // The nightly backup of the database (issue 37, backup/scheduled-backup.ts).
  backupDatabase: 'database-backup',
  // The months ahead of punches' and clock logs' partitions (issue 37, partitions/month-partitions.ts).
  makeMonthPartitions: 'month-partitions',
} as const;

/**
 * Queues pg-boss fills by itself on a cron while the server runs: the schedule extension at minute
 * 7 of each hour; scheduled reports looked for every 5 minutes (a report set for 07:00 leaves by
 * 07:05); kept report runs past their keep_until deleted each night at 03:17; attendance events
 * raised every 10 minutes; the billing cycle at minute 23 of each hour (a trial ends within the
 * hour its organization's day ends).
 */
const CRON: Partial<Record<QueueName, string>> = {
  'schedule-extend': '7 * * * *',
  'report-schedule': '*/5 * * * *',
  'report-expire': '17 3 * * *',
  'discipline-evaluate': '*/10 * * * *',
  'billing-cycle': '23 * * * *',
  // Scheduled messages leave within the minute they are due (issue 35).
  'messaging-send': '* * * * *',
  // Credential reminders once a day; each is claimed by its row, so a rerun sends nothing twice.
  'credential-remind': '41 5 * * *',
  // A backup each night, at a quiet hour for most of the Americas and Europe.
  'database-backup': '37 2 * * *',
  // Next months' partitions each night; a month is made three months before it begins.
  'month-partitions': '53 1 * * *',
};

/**
 * Retries of a queue's failed jobs, given to each job as it is sent (pg-boss's send options). A mail
 * is tried 8 times, after 30 s, 1 min, 2 min... (pg-boss's backoff doubles the delay and adds up to
 * as much again, so that failed mails do not all come back at once).
 */
export const RETRIES = {
  [QUEUES.deliverMail]: { retryLimit: 7, retryDelay: 30, retryBackoff: true },
} as const satisfies Partial<Record<QueueName, PgBoss.RetryOptions>>;

/** How often a queue's worker looks for jobs: a report someone waits for is picked up at once. */
const POLL_SECONDS: Partial<Record<QueueName, number>> = { 'report-run': 0.5, 'webhook-deliver': 0.5 };

/**
 * Jobs a queue's worker takes per look, run one after another. Webhook jobs are many (one per
 * event and connection) and most find nothing due, so taking one per look would leave a backlog
 * behind a burst of changes; if one of a batch throws, pg-boss retries the batch (they are idempotent).
 */
const BATCH_SIZE: Partial<Record<QueueName, number>> = { 'webhook-deliver': 20 };

const retriesOf = (name: QueueName): PgBoss.RetryOptions => (RETRIES as Partial<Record<QueueName, PgBoss.RetryOptions>>)[name] ?? {};

/** Work for one job's data; a throw fails the job (pg-boss retries it, then keeps it failed). */
export type JobHandler = (data: unknown) => Promise<void>;

type Log = { error: (object: object, message: string) => void };

/** pg-boss's database adapter over a Kysely: the pool, or the connection of one transaction. */
export function bossDb(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

const bossOptions = (db: Db): PgBoss.ConstructorOptions => ({ db: bossDb(db), schedule: false });

/**
 * Creates or migrates pg-boss's schema (its own versioned plans) and our queues, and lets the
 * tenant role send jobs: a request's tenant transaction writes its job beside the change that asks
 * for it. The tenant role may only read queue settings and insert jobs (and read back the new
 * id, as pg-boss's insert returns it); it cannot read or change other jobs.
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(db), supervise: false });
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'standard' });
  }
  await boss.stop({ graceful: false });
  await grantTenantJobs(db);
}

/**
 * What the tenant role may do with the queue. Instances starting together would grant at once,
 * and PostgreSQL refuses concurrent changes of one object's privileges ("tuple concurrently
 * updated"): they take turns. (The queues are made with pg-boss's ON CONFLICT DO NOTHING, which
 * needs no turn.)
 */
export async function grantTenantJobs(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(hashtext('punchline: job queue grants'))`));
    await trx.executeQuery(
      CompiledQuery.raw(`grant usage on schema pgboss to punchline_tenant;
        grant select on pgboss.queue to punchline_tenant;
        grant insert, select (id) on pgboss.job to punchline_tenant`),
    );
  });
}

export type JobQueue = {
  /** Sends a job on trx (a tenant transaction): it exists only if trx commits. */
  send: (trx: Kysely<Database>, name: QueueName, data: object) => Promise<void>;
  /** Starts one worker per queue (the running server). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Runs every job due now in this process, queue by queue, until none is left: the number run (tests). */
  drain: () => Promise<number>;
};

/** The server's queues with their handlers; no worker polls until start(). */
export function createJobQueue(db: Db, handlers: Record<QueueName, JobHandler>, log: Log): JobQueue {
  // Cron monitoring runs only once started (the running server), never in tests that only drain.
  const boss = new PgBoss({ ...bossOptions(db), schedule: true });
  boss.on('error', (error: Error) => log.error({ err: error.message }, 'job queue error'));
  let started = false;
  const runOne = async (name: QueueName, job: PgBoss.Job<unknown>) => {
    try {
      await handlers[name](job.data);
      await boss.complete(name, job.id);
    } catch (error) {
      log.error({ queue: name, jobId: job.id, err: error instanceof Error ? error.message : String(error) }, 'job failed');
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    send: async (trx, name, data) => {
      await boss.send(name, data, { ...retriesOf(name), db: bossDb(trx) });
    },
    start: async () => {
      await boss.start();
      started = true;
      for (const name of Object.values(QUEUES)) {
        // One worker per queue, a job at a time: a recompute holds one connection while it runs.
        const options = { batchSize: BATCH_SIZE[name] ?? 1, pollingIntervalSeconds: POLL_SECONDS[name] ?? 2 };
        await boss.work(name, options, async (jobs) => {
          for (const job of jobs) await handlers[name](job.data);
        });
        const cron = CRON[name];
        if (cron) await boss.schedule(name, cron);
      }
    },
    stop: async () => {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
    drain: async () => {
      let count = 0;
      for (const name of Object.values(QUEUES)) {
        for (;;) {
          const [job] = await boss.fetch<unknown>(name, { batchSize: 1 });
          if (!job) break;
          await runOne(name, job);
          count += 1;
        }
      }
      return count;
    },
  };
}

// pg-boss writes a job with the db it is given, so sending on a transaction needs no started
// instance: code deep inside a change (a webhook event's outbox row, written by a toolkit hook or
// the punch path, which hold no JobQueue) queues its job on that change's transaction with this.
const transactionSender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are sent on a transaction (sendOnTransaction)')) },
  schedule: false,
  supervise: false,
});

/** Sends a job on trx, like JobQueue.send, with pg-boss's send options (startAfter: a later try). */
export async function sendOnTransaction(
  trx: Kysely<Database>,
  name: QueueName,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<void> {
  await transactionSender.send(name, data, { ...retriesOf(name), ...options, db: bossDb(trx) });
}

// Tests reach the queue of the app they built without widening the app's own type.
const queues = new WeakMap<object, JobQueue>();

export function registerJobQueue(app: object, queue: JobQueue): void {
  queues.set(app, queue);
}

/** The job queue buildApp made for app. */
export function jobQueueOf(app: object): JobQueue {
  const queue = queues.get(app);
  if (!queue) throw new Error('this app has no job queue');
  return queue;
}
