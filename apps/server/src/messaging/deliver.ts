import type { DELIVERY_CHANNELS, DELIVERY_OUTCOMES } from '@punchline/contracts';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant';
import type { Mailer } from '../mail/mailer';
import { recordNotification } from '../push/notify.service';
import { pushToUser } from '../push/push-sender';
import type { VapidKeys } from '../push/vapid';

// One delivery attempt of a message to some of its recipients, written in the caller's
// transaction: console notifications for administrators, mail through the outbox (sent by its job
// after commit) to recipients with an account unless the organization suppresses the address, and
// Web Push, which needs the network and so is handed back to be sent once the transaction commits.
// The clock's delivery is recorded when a clock shows the message (messaging/clock.service.ts).

export type DeliveryTarget = {
  recipientId: number;
  employeeId: number | null;
  orgUserId: number | null;
  userId: number | null;
  email: string | null;
};
export type MessageText = { id: number; subject: string; body: string; mustAcknowledge: boolean; orgName: string };
export type PushTask = { id: number; orgId: number; orgUserId: number | null; userId: number; title: string; body: string };
type Channel = (typeof DELIVERY_CHANNELS)[number];
type Outcome = (typeof DELIVERY_OUTCOMES)[number];
export type PushConfig = { keys: VapidKeys; subject: string };

/** The organization's suppressed contact addresses (SPEC section 3 contactSuppressions), lowercased. */
export async function contactSuppressions(trx: TenantTx, orgId: number): Promise<Set<string>> {
  const row = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const list = (row.settings as { contactSuppressions?: unknown } | null)?.contactSuppressions;
  return new Set(Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string').map((a) => a.trim().toLowerCase()) : []);
}

function mailText(m: MessageText): string {
  const ack = m.mustAcknowledge
    ? '\n\nThis message asks you to acknowledge it: you can do so at the clock the next time you clock in.'
    : '';
  return `${m.body}${ack}\n\n— ${m.orgName}`;
}

/** Delivers attempt `attempt` to each target; answers the pushes to send after commit. */
export async function deliverAttempt(
  trx: TenantTx,
  orgId: number,
  mailer: Mailer,
  message: MessageText,
  targets: readonly DeliveryTarget[],
  attempt: number,
): Promise<PushTask[]> {
  const suppressed = await contactSuppressions(trx, orgId);
  const pushes: PushTask[] = [];
  const rows: { recipient_id: number; attempt: number; channel: Channel; outcome: Outcome; org_id: number }[] = [];
  const add = (t: DeliveryTarget, channel: Channel, outcome: Outcome) =>
    rows.push({ org_id: orgId, recipient_id: t.recipientId, attempt, channel, outcome });
  for (const t of targets) {
    if (t.userId === null) continue; // a worker without an account: the clock is where they are reached
    if (t.orgUserId !== null) {
      const id = await recordNotification(trx, {
        orgId,
        orgUserId: t.orgUserId,
        userId: t.userId,
        title: message.subject,
        body: message.body,
      });
      add(t, 'console', 'delivered');
      pushes.push({ id, orgId, orgUserId: t.orgUserId, userId: t.userId, title: message.subject, body: message.body });
    } else {
      pushes.push({ id: t.recipientId, orgId, orgUserId: null, userId: t.userId, title: message.subject, body: message.body });
    }
    add(t, 'push', 'queued');
    if (!t.email) add(t, 'mail', 'no_address');
    else if (suppressed.has(t.email.toLowerCase())) add(t, 'mail', 'suppressed');
    else {
      await mailer.send(trx, { to: t.email, subject: `${message.orgName}: ${message.subject}`, text: mailText(message) });
      add(t, 'mail', 'queued');
    }
  }
  if (rows.length > 0) await trx.insertInto('messaging_deliveries').values(rows).execute();
  return pushes;
}

/** Sends the pushes of committed deliveries; a push service's failure never fails the caller. */
export async function sendPushes(db: Db, push: PushConfig, tasks: readonly PushTask[]): Promise<void> {
  for (const t of tasks) await pushToUser(db, push.keys, push.subject, { ...t, tag: `${t.orgId}-message-${t.id}` });
}
