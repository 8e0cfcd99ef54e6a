import type { WebhookEventType } from '@punchline/contracts';
import { WEBHOOK_TEST_EVENT } from '@punchline/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { QUEUES, sendOnTransaction } from '../jobs/queue';

// Events are written in the transaction of the change that causes them (GUIDE: anything sent
// outside), into the outbox webhook_events: one row per connection subscribed to the type, all
// with the same event id. They leave only if the change commits, by the webhook-deliver job
// (delivery.ts). This runs on hot paths (every punch): one statement, which writes nothing and
// queues nothing when no enabled connection wants the type.

export type WebhookEventData = Record<string, unknown>;

/** The job of one connection: deliver its pending events in order. */
export type WebhookJob = { orgId: number; connectionId: number };

// The body, made once and kept: replays send the very bytes first signed. Its timestamp is the
// transaction's own (SQL now()), the instant the change is stamped with.
const bodyParts = (eventId: string, type: string, data: WebhookEventData) => ({
  head: `{"id":${JSON.stringify(eventId)},"type":${JSON.stringify(type)},"timestamp":"`,
  tail: `","data":${JSON.stringify(data)}}`,
});
const isoNow = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function queueDeliveries(trx: TenantTx, orgId: number, connectionIds: readonly number[]): Promise<void> {
  for (const connectionId of connectionIds) {
    await sendOnTransaction(trx, QUEUES.deliverWebhooks, { orgId, connectionId } satisfies WebhookJob);
  }
}

/** Writes an event of the organization for every enabled connection subscribed to its type. */
export async function emitWebhookEvent(trx: TenantTx, orgId: number, type: WebhookEventType, data: WebhookEventData): Promise<void> {
  const eventId = `evt_${randomUUID()}`;
  const { head, tail } = bodyParts(eventId, type, data);
  const { rows } = await sql<{ connection_id: number }>`
    insert into webhook_events (org_id, connection_id, event_id, event_type, body)
    select c.org_id, c.id, ${eventId}, ${type}, ${head} || ${isoNow} || ${tail}
      from webhook_connections c
     where c.org_id = ${orgId} and c.active and c.event_types @> jsonb_build_array(${type}::text)
    returning connection_id`.execute(trx);
  await queueDeliveries(
    trx,
    orgId,
    rows.map((r) => Number(r.connection_id)),
  );
}

/** "Send test event": a webhook.test event to this one connection; answers the delivery's id. */
export async function emitTestEvent(trx: TenantTx, orgId: number, connection: { id: number; name: string }): Promise<number> {
  const eventId = `evt_${randomUUID()}`;
  const { head, tail } = bodyParts(eventId, WEBHOOK_TEST_EVENT, {
    connectionId: connection.id,
    name: connection.name,
    message: 'A test event from Punchline: this connection reaches you and its signature verifies.',
  });
  const { rows } = await sql<{ id: number }>`
    insert into webhook_events (org_id, connection_id, event_id, event_type, body)
    values (${orgId}, ${connection.id}, ${eventId}, ${WEBHOOK_TEST_EVENT}, ${head} || ${isoNow} || ${tail})
    returning id`.execute(trx);
  await queueDeliveries(trx, orgId, [connection.id]);
  return Number(rows[0]!.id);
}

/** Queues a connection's job (after a replay, or when it is enabled again with events waiting). */
export const queueConnection = (trx: TenantTx, orgId: number, connectionId: number) => queueDeliveries(trx, orgId, [connectionId]);
