import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Mailer } from '../mail/mailer';
import { resolveAudience } from './audience';
import { deliverAttempt, type DeliveryTarget, type MessageText, type PushTask } from './deliver';

// Sending: the recipients are the audience at that moment (stored one row each, so a worker who
// joins the team later does not get it and one who leaves keeps it), then the first delivery
// attempt. Resending is a new attempt to those who have not read it.

export const NOT_SENT = 'This message has not been sent yet.';
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

async function messageText(trx: TenantTx, orgId: number, id: number): Promise<MessageText> {
  const row = await trx
    .selectFrom('messaging_messages as m')
    .innerJoin('organizations as o', 'o.id', 'm.org_id')
    .select(['m.id', 'm.subject', 'm.body', 'm.must_acknowledge', 'o.name'])
    .where('m.org_id', '=', orgId)
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, subject: row.subject, body: row.body, mustAcknowledge: row.must_acknowledge, orgName: row.name };
}

/** Sends a scheduled message now (nothing when another sender got there first): the pushes to send after commit. */
export async function sendMessage(trx: TenantTx, orgId: number, id: number, now: number, mailer: Mailer): Promise<PushTask[]> {
  const m = await trx
    .selectFrom('messaging_messages')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .forUpdate()
    .executeTakeFirst();
  if (!m) return [];
  const addressees = await resolveAudience(trx, orgId, {
    employeeIds: ids(m.employee_ids),
    teamIds: ids(m.team_ids),
    departmentIds: ids(m.department_ids),
    orgUnitIds: ids(m.org_unit_ids),
    labelIds: ids(m.label_ids),
    adminIds: ids(m.admin_ids),
  });
  const targets: DeliveryTarget[] = [];
  if (addressees.length > 0) {
    const rows = await trx
      .insertInto('messaging_recipients')
      .values(
        addressees.map((a) => ({
          org_id: orgId,
          message_id: id,
          employee_id: a.employeeId,
          org_user_id: a.orgUserId,
          user_id: a.userId,
          name: a.name,
        })),
      )
      .returning(['id', 'employee_id', 'org_user_id', 'user_id'])
      .execute();
    rows.forEach((r, i) =>
      targets.push({
        recipientId: r.id,
        employeeId: r.employee_id,
        orgUserId: r.org_user_id,
        userId: r.user_id,
        email: addressees[i]!.email,
      }),
    );
  }
  await trx
    .updateTable('messaging_messages')
    .set({ status: 'sent', sent_at: new Date(now), version: m.version + 1, updated_at: new Date(now) })
    .where('id', '=', id)
    .execute();
  return deliverAttempt(trx, orgId, mailer, await messageText(trx, orgId, id), targets, 1);
}

/** A new delivery attempt to the recipients (all, or those named) who have not read the message. */
export async function resendMessage(
  trx: TenantTx,
  orgId: number,
  id: number,
  recipientIds: readonly number[] | undefined,
  mailer: Mailer,
): Promise<{ resent: number; pushes: PushTask[] }> {
  const m = await trx
    .selectFrom('messaging_messages')
    .select(['status'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!m) throw ApiError.notFound('This message no longer exists.');
  if (m.status !== 'sent') throw ApiError.badRequest(NOT_SENT);
  let query = trx
    .updateTable('messaging_recipients as r')
    .set({ attempts: sql`r.attempts + 1` })
    .where('r.org_id', '=', orgId)
    .where('r.message_id', '=', id)
    .where('r.read_at', 'is', null);
  if (recipientIds) query = query.where('r.id', 'in', recipientIds.length ? recipientIds : [0]);
  const rows = await query.returning(['r.id', 'r.employee_id', 'r.org_user_id', 'r.user_id', 'r.attempts']).execute();
  if (rows.length === 0) return { resent: 0, pushes: [] };
  const emails = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'id',
      'in',
      rows.map((r) => r.user_id ?? 0),
    )
    .execute();
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));
  const text = await messageText(trx, orgId, id);
  const pushes: PushTask[] = [];
  // Each recipient's attempt number is their own (one resent twice, another once).
  for (const r of rows) {
    const target = {
      recipientId: r.id,
      employeeId: r.employee_id,
      orgUserId: r.org_user_id,
      userId: r.user_id,
      email: emailOf.get(r.user_id ?? 0) ?? null,
    };
    pushes.push(...(await deliverAttempt(trx, orgId, mailer, text, [target], r.attempts)));
  }
  return { resent: rows.length, pushes };
}
