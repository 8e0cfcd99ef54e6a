import type { Fields, Message, MessageAudience, MessageStatus } from '@punchline/contracts';
import { messageBodySchema } from '@punchline/contracts';
import type { z } from 'zod';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { LabelRestrictions } from '../orgs/org-access';
import { checkAudience } from './audience';

// Messages as the console writes them: composed, edited or canceled while scheduled, listed with
// the count of their recipients who read and acknowledged them. Sending is send.service.ts.

export type MessageBody = z.output<typeof messageBodySchema>;
export const ALREADY_SENT = 'This message was already sent and can no longer be changed.';
export const CANCELED = 'This message was canceled.';
export const STALE = 'This record was changed by someone else since you loaded it. Reload it and try again.';
const GONE = 'This message no longer exists.';

/** What the audit trail records of a message. */
const AUDIT_FIELDS: Fields = {
  subject: { type: 'text', label: 'Subject' },
  body: { type: 'text', label: 'Message' },
  mustAcknowledge: { type: 'bool', label: 'Must acknowledge' },
  sendAt: { type: 'text', label: 'Send at' },
  status: { type: 'text', label: 'Status' },
};
const audited = (m: { subject: string; body: string; mustAcknowledge: boolean; sendAt: string | null; status: string }) => ({
  subject: m.subject,
  body: m.body,
  mustAcknowledge: m.mustAcknowledge,
  sendAt: m.sendAt,
  status: m.status,
});

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const audienceOf = (body: MessageAudience): MessageAudience => ({
  employeeIds: body.employeeIds,
  teamIds: body.teamIds,
  departmentIds: body.departmentIds,
  orgUnitIds: body.orgUnitIds,
  labelIds: body.labelIds,
  adminIds: body.adminIds,
});

const columnsOf = (body: MessageBody, now: number) => ({
  subject: body.subject,
  body: body.body,
  must_acknowledge: body.mustAcknowledge,
  employee_ids: JSON.stringify(body.employeeIds),
  team_ids: JSON.stringify(body.teamIds),
  department_ids: JSON.stringify(body.departmentIds),
  org_unit_ids: JSON.stringify(body.orgUnitIds),
  label_ids: JSON.stringify(body.labelIds),
  admin_ids: JSON.stringify(body.adminIds),
  // A time already past means now: the message goes at once.
  send_at: body.sendAt && Date.parse(body.sendAt) > now ? new Date(body.sendAt) : null,
});

/** Messages newest first (a status narrows them), with their counts. */
export async function listMessages(
  trx: TenantTx,
  orgId: number,
  q: { status?: MessageStatus; limit: number; id?: number },
): Promise<Message[]> {
  let query = trx
    .selectFrom('messaging_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_user_id')
    .selectAll('m')
    .select('u.name as sender_name')
    .select((eb) => [
      eb
        .selectFrom('messaging_recipients as r')
        .whereRef('r.message_id', '=', 'm.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('recipients'),
      eb
        .selectFrom('messaging_recipients as r')
        .whereRef('r.message_id', '=', 'm.id')
        .where('r.read_at', 'is not', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('read'),
      eb
        .selectFrom('messaging_recipients as r')
        .whereRef('r.message_id', '=', 'm.id')
        .where('r.acknowledged_at', 'is not', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('acknowledged'),
    ])
    .where('m.org_id', '=', orgId);
  if (q.status) query = query.where('m.status', '=', q.status);
  if (q.id !== undefined) query = query.where('m.id', '=', q.id);
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    subject: r.subject,
    body: r.body,
    mustAcknowledge: r.must_acknowledge,
    employeeIds: ids(r.employee_ids),
    teamIds: ids(r.team_ids),
    departmentIds: ids(r.department_ids),
    orgUnitIds: ids(r.org_unit_ids),
    labelIds: ids(r.label_ids),
    adminIds: ids(r.admin_ids),
    sendAt: iso(r.send_at),
    status: r.status,
    sentAt: iso(r.sent_at),
    senderName: r.sender_name ?? null,
    createdAt: iso(r.created_at)!,
    counts: { recipients: r.recipients ?? 0, read: r.read ?? 0, acknowledged: r.acknowledged ?? 0 },
  }));
}

export async function getMessage(trx: TenantTx, orgId: number, id: number): Promise<Message> {
  const [message] = await listMessages(trx, orgId, { id, limit: 1 });
  if (!message) throw ApiError.notFound(GONE);
  return message;
}

export type Sender = { userId: number; orgUserId: number | null; restrictions: LabelRestrictions; actor: Actor };

/** Stores a new message (scheduled until sent); the caller sends it when it is due now. */
export async function createMessage(trx: TenantTx, orgId: number, body: MessageBody, sender: Sender, now: number): Promise<number> {
  await checkAudience(trx, orgId, audienceOf(body));
  const row = await trx
    .insertInto('messaging_messages')
    .values({
      org_id: orgId,
      ...columnsOf(body, now),
      sender_user_id: sender.userId,
      sender_org_user_id: sender.orgUserId,
      sender_restrictions: JSON.stringify(sender.restrictions),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    orgId,
    actor: sender.actor,
    action: 'create',
    kind: 'message',
    recordId: row.id,
    fields: AUDIT_FIELDS,
    before: null,
    after: audited({ ...body, status: 'scheduled' }),
    associated: body.employeeIds.map((id) => ({ kind: 'employee', id })),
  });
  return row.id;
}

/** The message locked for a change: 404 when gone, 409 on a stale version, 400 once sent or canceled. */
async function lockScheduled(trx: TenantTx, orgId: number, id: number, version: number | undefined) {
  const row = await trx
    .selectFrom('messaging_messages')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw ApiError.notFound(GONE);
  if (version !== undefined && version !== row.version) throw ApiError.conflict(STALE);
  if (row.status === 'sent') throw ApiError.badRequest(ALREADY_SENT);
  if (row.status === 'canceled') throw ApiError.badRequest(CANCELED);
  return row;
}

export async function updateMessage(
  trx: TenantTx,
  orgId: number,
  id: number,
  body: MessageBody & { version: number },
  actor: Actor,
  now: number,
) {
  const before = await lockScheduled(trx, orgId, id, body.version);
  await checkAudience(trx, orgId, audienceOf(body));
  await trx
    .updateTable('messaging_messages')
    .set({ ...columnsOf(body, now), version: before.version + 1, updated_at: new Date(now) })
    .where('id', '=', id)
    .execute();
  const was = scheduledAsAudited(before);
  await recordAudit(trx, {
    orgId,
    actor,
    action: 'update',
    kind: 'message',
    recordId: id,
    fields: AUDIT_FIELDS,
    before: was,
    after: audited({ ...body, status: 'scheduled' }),
    associated: [],
  });
}

/** A scheduled message as the audit trail records it (edit and cancel start from it). */
function scheduledAsAudited(before: { subject: string; body: string; must_acknowledge: boolean; send_at: Parameters<typeof iso>[0] }) {
  return {
    subject: before.subject,
    body: before.body,
    mustAcknowledge: before.must_acknowledge,
    sendAt: iso(before.send_at),
    status: 'scheduled',
  };
}

export async function cancelMessage(trx: TenantTx, orgId: number, id: number, version: number | undefined, actor: Actor, now: number) {
  const before = await lockScheduled(trx, orgId, id, version);
  await trx
    .updateTable('messaging_messages')
    .set({ status: 'canceled', version: before.version + 1, updated_at: new Date(now) })
    .where('id', '=', id)
    .execute();
  const was = scheduledAsAudited(before);
  await recordAudit(trx, {
    orgId,
    actor,
    action: 'update',
    kind: 'message',
    recordId: id,
    fields: AUDIT_FIELDS,
    before: was,
    after: { ...was, status: 'canceled' },
    associated: [],
  });
}
