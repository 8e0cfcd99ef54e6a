import type { MessageRecipient } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';

// Message Recipients: per recipient, where and when it was delivered, read and acknowledged (with
// the clock). Rows of workers a restricted administrator may not see are left out by the table's
// label-restriction policy (migration 0074), like every worker's data.

export type RecipientQuery = { messageId?: number; status?: 'unread' | 'read' | 'acknowledged'; limit: number };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listRecipients(trx: TenantTx, orgId: number, q: RecipientQuery): Promise<MessageRecipient[]> {
  let query = trx
    .selectFrom('messaging_recipients as r')
    .innerJoin('messaging_messages as m', 'm.id', 'r.message_id')
    .leftJoin('devices as rd', 'rd.id', 'r.read_device_id')
    .leftJoin('devices as ad', 'ad.id', 'r.acknowledged_device_id')
    .leftJoin('employees as e', 'e.id', 'r.employee_id')
    .select([
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.display_name',
      'r.id',
      'r.message_id',
      'm.subject',
      'm.must_acknowledge',
      'r.employee_id',
      'r.org_user_id',
      'r.name',
      'r.attempts',
      'r.read_at',
      'r.acknowledged_at',
      'rd.name as read_device',
      'ad.name as ack_device',
    ])
    .where('r.org_id', '=', orgId);
  if (q.messageId !== undefined) query = query.where('r.message_id', '=', q.messageId);
  if (q.status === 'unread') query = query.where('r.read_at', 'is', null);
  if (q.status === 'read') query = query.where('r.read_at', 'is not', null).where('r.acknowledged_at', 'is', null);
  if (q.status === 'acknowledged') query = query.where('r.acknowledged_at', 'is not', null);
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('r.name').orderBy('r.id').limit(q.limit).execute();
  if (rows.length === 0) return [];
  const deliveries = await trx
    .selectFrom('messaging_deliveries as d')
    .leftJoin('devices as dv', 'dv.id', 'd.device_id')
    .select(['d.recipient_id', 'd.attempt', 'd.channel', 'd.outcome', 'd.at', 'dv.name as device'])
    .where('d.org_id', '=', orgId)
    .where(
      'd.recipient_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('d.at')
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    subject: r.subject,
    mustAcknowledge: r.must_acknowledge,
    employeeId: r.employee_id,
    orgUserId: r.org_user_id,
    name: r.name,
    person:
      r.first_name === null
        ? null
        : { firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name ?? '', displayName: r.display_name },
    attempts: r.attempts,
    status: r.acknowledged_at ? 'acknowledged' : r.read_at ? 'read' : 'unread',
    readAt: iso(r.read_at),
    readDeviceName: r.read_device ?? null,
    acknowledgedAt: iso(r.acknowledged_at),
    acknowledgedDeviceName: r.ack_device ?? null,
    deliveries: deliveries
      .filter((d) => d.recipient_id === r.id)
      .map((d) => ({
        attempt: d.attempt,
        channel: d.channel as MessageRecipient['deliveries'][number]['channel'],
        outcome: d.outcome as MessageRecipient['deliveries'][number]['outcome'],
        at: iso(d.at)!,
        deviceName: d.device ?? null,
      })),
  }));
}
