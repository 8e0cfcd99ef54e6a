import type { Db } from '../db/database';
import { pushToUser } from './push-sender';
import type { VapidKeys } from './vapid';

export type NewNotification = { orgId: number; orgUserId: number | null; userId: number; title: string; body: string };

/** Stores a notification message for a user and pushes it to their browsers. */
export async function notify(db: Db, push: { keys: VapidKeys; subject: string }, n: NewNotification): Promise<number> {
  const id = await recordNotification(db, n);
  await deliverNotification(db, push, id, n);
  return id;
}

/** Stores the message (in the caller's transaction when given one). */
export async function recordNotification(db: Db, n: NewNotification): Promise<number> {
  const row = await db
    .insertInto('notification_messages')
    .values({ org_id: n.orgId, org_user_id: n.orgUserId, user_id: n.userId, title: n.title, body: n.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pushes a stored message to the user's devices, once it is committed (network work holds no transaction). */
export async function deliverNotification(db: Db, push: { keys: VapidKeys; subject: string }, id: number, n: NewNotification) {
  // Icon and tag derive from the organization and the message (SPEC section 9).
  await pushToUser(db, push.keys, push.subject, { id, ...n, tag: `${n.orgId}-${id}` });
}
