import type { NotificationMessage } from '@punchline/contracts';
import type { Db } from '../db/database';
import type { Row } from '../db/schema';
import { ApiError } from '../http/api-error';

// Notification messages are personal: every query is bound to the caller's user id, and an
// organization id narrows them when the console shows one organization's messages.
export type Scope = { userId: number; orgId: number | null };

function baseQuery(db: Db, { userId, orgId }: Scope) {
  let query = db
    .selectFrom('notification_messages as m')
    .innerJoin('organizations as o', 'o.id', 'm.org_id')
    .where('m.user_id', '=', userId);
  if (orgId !== null) query = query.where('m.org_id', '=', orgId);
  return query;
}

const columns = [
  'm.id',
  'm.title',
  'm.body',
  'm.created_at',
  'm.unread',
  'm.org_id',
  'o.name as org_name',
  'm.org_user_id',
  'm.user_id',
] as const;

type MessageRow = Pick<
  Row<'notification_messages'>,
  'id' | 'title' | 'body' | 'created_at' | 'unread' | 'org_id' | 'org_user_id' | 'user_id'
> & {
  org_name: string;
};

const toMessage = (r: MessageRow): NotificationMessage => ({
  id: r.id,
  title: r.title,
  body: r.body,
  timestamp: r.created_at.toISOString(),
  unread: r.unread,
  orgId: r.org_id,
  orgName: r.org_name,
  orgUserId: r.org_user_id,
  userId: r.user_id,
});

/** Newest first, with the unread count of the same scope. */
export async function listMessages(db: Db, scope: Scope, limit: number) {
  const rows = await baseQuery(db, scope).select(columns).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  const unread = await baseQuery(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.unread', '=', true)
    .executeTakeFirstOrThrow();
  return { results: rows.map(toMessage), supplementalData: { unreadCount: Number(unread.count) } };
}

/** Marks one of the caller's messages read or unread (in the caller's transaction); 404 when it is not theirs. */
export async function setMessageUnread(trx: Db, scope: Scope, id: number, unread: boolean): Promise<NotificationMessage> {
  const mine = await baseQuery(trx, scope).select('m.id').where('m.id', '=', id).executeTakeFirst();
  if (!mine) throw ApiError.notFound('This notification no longer exists.');
  await trx.updateTable('notification_messages').set({ unread }).where('id', '=', id).execute();
  return toMessage(await baseQuery(trx, scope).select(columns).where('m.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteMessage(db: Db, scope: Scope, id: number): Promise<void> {
  const mine = await baseQuery(db, scope).select('m.id').where('m.id', '=', id).executeTakeFirst();
  if (!mine) throw ApiError.notFound('This notification no longer exists.');
  await db.deleteFrom('notification_messages').where('id', '=', id).where('user_id', '=', scope.userId).execute();
}
