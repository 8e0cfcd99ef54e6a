import type { ClockMessage } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { DeviceCaller } from '../devices/device-auth';

// Messages at the clock: what waits for the identified worker (unread, or read but not yet
// acknowledged when it asks for that), marked read when shown and acknowledged when asked.
// Showing a message records the clock's delivery of the recipient's current attempt, once.

export const MESSAGE_NOT_YOURS = 'This message is not one of yours.';
export const NOTHING_TO_ACKNOWLEDGE = 'This message does not ask to be acknowledged.';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function pending(trx: TenantTx, orgId: number, employeeId: number) {
  return trx
    .selectFrom('messaging_recipients as r')
    .innerJoin('messaging_messages as m', 'm.id', 'r.message_id')
    .leftJoin('users as u', 'u.id', 'm.sender_user_id')
    .select([
      'r.id',
      'r.attempts',
      'm.subject',
      'm.body',
      'm.sent_at',
      'm.must_acknowledge',
      'r.read_at',
      'r.acknowledged_at',
      'u.name as sender',
    ])
    .where('r.org_id', '=', orgId)
    .where('r.employee_id', '=', employeeId)
    .where('m.status', '=', 'sent');
}

type Row = Awaited<ReturnType<ReturnType<typeof pending>['execute']>>[number];
const toClock = (r: Row): ClockMessage => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  sentAt: iso(r.sent_at)!,
  senderName: r.sender ?? null,
  mustAcknowledge: r.must_acknowledge,
  readAt: iso(r.read_at),
  acknowledgedAt: iso(r.acknowledged_at),
});

/** The worker's waiting messages, oldest first; records the clock's delivery of each. */
export async function clockMessages(trx: TenantTx, device: DeviceCaller, employeeId: number): Promise<ClockMessage[]> {
  const rows = await pending(trx, device.orgId, employeeId)
    .where((eb) => eb.or([eb('r.read_at', 'is', null), eb.and([eb('m.must_acknowledge', '=', true), eb('r.acknowledged_at', 'is', null)])]))
    .orderBy('m.sent_at')
    .orderBy('r.id')
    .execute();
  if (rows.length > 0) {
    await sql`insert into messaging_deliveries (org_id, recipient_id, attempt, channel, outcome, device_id)
      select ${device.orgId}, r.id, r.attempts, 'clock', 'delivered', ${device.id}::bigint
        from messaging_recipients r
       where r.id = any(${rows.map((r) => r.id)}::bigint[])
         and not exists (select 1 from messaging_deliveries d where d.recipient_id = r.id and d.attempt = r.attempts and d.channel = 'clock')`.execute(
      trx,
    );
  }
  return rows.map(toClock);
}

/**
 * When a receipt happened: the device's instant when it sent one (a receipt queued offline arrives
 * late), kept between the message's sending and now, since a clock's own time can be wrong.
 */
export function receiptInstant(deviceAtMs: number | null, sentAt: Date | string | null, nowMs: number): Date {
  if (deviceAtMs === null || !Number.isFinite(deviceAtMs)) return new Date(nowMs);
  const earliest = sentAt === null ? -Infinity : new Date(sentAt).getTime();
  return new Date(Math.min(nowMs, Math.max(earliest, Math.floor(deviceAtMs / 1000) * 1000)));
}

/**
 * Marks the worker's message read (acknowledging it too when `acknowledge`) at `deviceAtMs` (the
 * clock's instant, null: now); the first time stays, so a receipt sent twice changes nothing.
 */
export async function markMessage(
  trx: TenantTx,
  device: Pick<DeviceCaller, 'orgId' | 'id'>,
  employeeId: number,
  id: number,
  now: number,
  acknowledge: boolean,
  deviceAtMs: number | null = null,
): Promise<ClockMessage | 'not_yours' | 'no_ack'> {
  const found = await pending(trx, device.orgId, employeeId).where('r.id', '=', id).executeTakeFirst();
  if (!found) return 'not_yours';
  if (acknowledge && !found.must_acknowledge) return 'no_ack';
  const at = receiptInstant(deviceAtMs, found.sent_at, now);
  await trx
    .updateTable('messaging_recipients')
    .set((eb) => ({
      read_at: eb.fn.coalesce('read_at', eb.val(at)),
      read_device_id: eb.fn.coalesce('read_device_id', eb.val(device.id)),
      ...(acknowledge
        ? {
            acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)),
            acknowledged_device_id: eb.fn.coalesce('acknowledged_device_id', eb.val(device.id)),
          }
        : {}),
    }))
    .where('id', '=', id)
    .execute();
  return toClock(await pending(trx, device.orgId, employeeId).where('r.id', '=', id).executeTakeFirstOrThrow());
}
