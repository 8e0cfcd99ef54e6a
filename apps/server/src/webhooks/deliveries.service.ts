import type {
  DeliveryListQuery,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryStatus,
} from '@punchline/contracts';
import { sql, type Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { emitTestEvent, queueConnection } from './emit';

// A connection's deliveries as a ledger (docs/webhooks.md): newest first, each with its attempts;
// a replay puts an event back at its place in the connection's queue (by its id: before any later
// event still pending) with a fresh retry schedule, and queues the connection's job.

export const CONNECTION_NOT_FOUND = 'This connection does not exist.';
export const DELIVERY_NOT_FOUND = 'This delivery does not exist.';
export const CONNECTION_DISABLED = 'This connection is disabled: enable it to send a test event.';

type EventRow = Selectable<Database['webhook_events']>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function deliveryOf(row: EventRow): WebhookDelivery {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastHttpStatus: row.last_http_status,
    lastError: row.last_error,
    occurredAt: iso(row.created_at)!,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
  };
}

/** The connection (404 when not one of the organization's). */
export async function connectionOf(trx: TenantTx, orgId: number, id: number) {
  const row = await trx
    .selectFrom('webhook_connections')
    .select(['id', 'name', 'active'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound(CONNECTION_NOT_FOUND);
  return { id: Number(row.id), name: row.name, active: row.active };
}

const events = (trx: TenantTx, orgId: number, connectionId: number) =>
  trx.selectFrom('webhook_events').selectAll().where('org_id', '=', orgId).where('connection_id', '=', connectionId);

export async function listDeliveries(trx: TenantTx, orgId: number, connectionId: number, query: DeliveryListQuery) {
  await connectionOf(trx, orgId, connectionId);
  const limit = query.limit;
  let select = events(trx, orgId, connectionId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.cursor) select = select.where('id', '<', Number(query.cursor));
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  const more = rows.length > limit;
  return { results: page.map(deliveryOf), supplementalData: {}, ...(more ? { cursor: String(page.at(-1)!.id) } : {}) };
}

async function eventRow(trx: TenantTx, orgId: number, connectionId: number, id: number, lock = false): Promise<EventRow> {
  await connectionOf(trx, orgId, connectionId);
  const query = events(trx, orgId, connectionId).where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw ApiError.notFound(DELIVERY_NOT_FOUND);
  return row;
}

export async function deliveryDetail(trx: TenantTx, orgId: number, connectionId: number, id: number): Promise<WebhookDeliveryDetail> {
  const row = await eventRow(trx, orgId, connectionId, id);
  const attempts = await trx
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('event_row_id', '=', row.id)
    .orderBy('id')
    .execute();
  const attemptList: WebhookAttempt[] = attempts.map((a) => ({
    id: Number(a.id),
    at: iso(a.attempted_at)!,
    durationMs: a.duration_ms,
    httpStatus: a.http_status,
    responseBody: a.response_body,
    error: a.error,
    delivered: a.delivered,
  }));
  return { ...deliveryOf(row), body: row.body, attemptList };
}

const REPLAY = { status: 'pending', round_attempts: 0, next_attempt_at: sql<Date>`now()` } as const;

/** Sends the event again (delivered or not): same id and body, a fresh retry schedule. */
export async function replayDelivery(trx: TenantTx, orgId: number, connectionId: number, id: number): Promise<WebhookDelivery> {
  await eventRow(trx, orgId, connectionId, id, true);
  const row = await trx
    .updateTable('webhook_events')
    .set(REPLAY)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await queueConnection(trx, orgId, connectionId);
  return deliveryOf(row);
}

/** Every failed (given up) event of the connection that occurred at or after `since`, in order. */
export async function replayFailedSince(trx: TenantTx, orgId: number, connectionId: number, since: Date): Promise<number> {
  await connectionOf(trx, orgId, connectionId);
  const updated = await trx
    .updateTable('webhook_events')
    .set(REPLAY)
    .where('org_id', '=', orgId)
    .where('connection_id', '=', connectionId)
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const count = Number(updated.numUpdatedRows);
  if (count > 0) await queueConnection(trx, orgId, connectionId);
  return count;
}

/** Queues a webhook.test event to the connection (400 while it is disabled). */
export async function sendTestEvent(trx: TenantTx, orgId: number, connectionId: number): Promise<WebhookDelivery> {
  const connection = await connectionOf(trx, orgId, connectionId);
  if (!connection.active) throw ApiError.badRequest(CONNECTION_DISABLED);
  const id = await emitTestEvent(trx, orgId, connection);
  return deliveryOf(await eventRow(trx, orgId, connectionId, id));
}
