import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import type { Clock } from '../http/context';
import { QUEUES, sendOnTransaction, type JobHandler } from '../jobs/queue';
import type { WebhookJob } from './emit';
import { EVENTS_PER_JOB, WEBHOOK_RETRY_SECONDS, WEBHOOK_TIMEOUT_MS } from './retry-schedule';
import { postSigned, type AttemptOutcome } from './send-attempt';

// The webhook-deliver job: sends one connection's pending events oldest first. Order holds because
// only the head (the oldest pending event) is ever tried: while it waits for a retry, nothing
// after it leaves; once delivered or given up, the next goes. An advisory lock per connection
// makes a second job for the same connection wait rather than send beside the first.

type Log = { error: (object: object, message: string) => void };

export type WebhookDeliveryOptions = {
  clock: Clock;
  log: Log;
  /** The retry schedule (seconds); WEBHOOK_RETRY_SECONDS unless a test shortens it. */
  retrySeconds?: readonly number[];
  timeoutMs?: number;
};

type Step = 'next' | 'stop';

// The first key of the two-key advisory lock: connections' locks, apart from any other use.
const LOCK_SPACE = 71_0001;

function jobOf(data: unknown): WebhookJob {
  const { orgId, connectionId } = (data ?? {}) as Partial<WebhookJob>;
  if (typeof orgId !== 'number' || typeof connectionId !== 'number') throw new Error('webhook job without orgId and connectionId');
  return { orgId, connectionId };
}

async function recordOutcome(
  trx: TenantTx,
  job: WebhookJob,
  head: { id: number; attempts: number; round_attempts: number },
  at: number,
  outcome: AttemptOutcome,
  retrySeconds: readonly number[],
): Promise<Step> {
  const attemptedAt = new Date(at);
  await trx
    .insertInto('webhook_attempts')
    .values({
      org_id: job.orgId,
      event_row_id: head.id,
      attempted_at: attemptedAt,
      duration_ms: outcome.durationMs,
      http_status: outcome.httpStatus,
      response_body: outcome.responseBody,
      error: outcome.error,
      delivered: outcome.delivered,
    })
    .execute();
  const round = head.round_attempts + 1;
  const delay = outcome.delivered ? undefined : retrySeconds[round - 1];
  const next = delay === undefined ? null : new Date(at + delay * 1000);
  await trx
    .updateTable('webhook_events')
    .set({
      status: outcome.delivered ? 'delivered' : next ? 'pending' : 'failed',
      attempts: head.attempts + 1,
      round_attempts: round,
      last_attempt_at: attemptedAt,
      last_http_status: outcome.httpStatus,
      last_error: outcome.error,
      ...(outcome.delivered ? { delivered_at: attemptedAt } : {}),
      ...(next ? { next_attempt_at: next } : {}),
    })
    .where('id', '=', head.id)
    .execute();
  if (!next) return 'next';
  // The retry: this connection's queue waits for it (nothing after the head leaves before).
  await sendOnTransaction(trx, QUEUES.deliverWebhooks, job, { startAfter: next });
  return 'stop';
}

/** Tries the connection's oldest pending event, if it is due; 'next' when another may follow now. */
async function deliverHead(trx: TenantTx, job: WebhookJob, options: WebhookDeliveryOptions): Promise<Step> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${job.connectionId % 2_147_483_647}::int)`.execute(trx);
  const connection = await trx
    .selectFrom('webhook_connections')
    .select(['url', 'secret', 'active'])
    .where('org_id', '=', job.orgId)
    .where('id', '=', job.connectionId)
    .executeTakeFirst();
  // A disabled connection keeps its events waiting; enabling it queues this job again.
  if (!connection?.active) return 'stop';
  const head = await trx
    .selectFrom('webhook_events')
    .select(['id', 'event_id', 'body', 'attempts', 'round_attempts', 'next_attempt_at'])
    .where('org_id', '=', job.orgId)
    .where('connection_id', '=', job.connectionId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  const now = options.clock.now();
  // Not due: the job that retries it is already queued for its time.
  if (!head || new Date(head.next_attempt_at).getTime() > now) return 'stop';
  const outcome = await postSigned({
    url: connection.url,
    secret: connection.secret,
    eventId: head.event_id,
    body: head.body,
    at: now,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
  if (!outcome.delivered)
    options.log.error({ connectionId: job.connectionId, eventId: head.event_id, err: outcome.error }, 'webhook not delivered');
  return recordOutcome(trx, job, head, now, outcome, options.retrySeconds ?? WEBHOOK_RETRY_SECONDS);
}

/** The job handler of the webhook-deliver queue. */
export function createWebhookDelivery(db: Db, options: WebhookDeliveryOptions): JobHandler {
  return async (data) => {
    const job = jobOf(data);
    for (let sent = 0; sent < EVENTS_PER_JOB; sent += 1) {
      if ((await writeTenant(db, job.orgId, (trx) => deliverHead(trx, job, options))) === 'stop') return;
    }
    // A long backlog: the rest in a job of its own, so other connections' jobs get their turn.
    await writeTenant(db, job.orgId, (trx) => sendOnTransaction(trx, QUEUES.deliverWebhooks, job));
  };
}
