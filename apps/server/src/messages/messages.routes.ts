import { messageListQuerySchema, messageListSchema } from '@punchline/contracts';
import { z } from 'zod';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { requireOrgAccess } from '../orgs/org-access';

const paramsSchema = z.object({ orgId: z.coerce.number().int().positive(), orgUserId: z.coerce.number().int().positive() });

/** SPEC section 7 "Messages": the bell's list, newest first (read/unread/delete join with the shell). */
export async function messagesRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/users/:orgUserId/messages',
    { schema: { tags: ['messages'], params: paramsSchema, querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => {
      const { userId } = requireIdentity(request, secrets.tokens);
      const access = await requireOrgAccess(db, userId, request.params.orgId);
      // A user reads only their own messages, even with sudo access to the organization.
      if (access.orgUserId !== request.params.orgUserId) throw ApiError.forbidden('You can only read your own notifications.');
      let query = db
        .selectFrom('notification_messages as m')
        .innerJoin('organizations as o', 'o.id', 'm.org_id')
        .where('m.user_id', '=', userId);
      if (request.query.multiOrg === 'no') query = query.where('m.org_id', '=', access.orgId);
      const rows = await query
        .select(['m.id', 'm.title', 'm.body', 'm.created_at', 'm.unread', 'm.org_id', 'o.name as org_name', 'm.org_user_id', 'm.user_id'])
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(request.query.limit)
        .execute();
      const unread = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('m.unread', '=', true)
        .executeTakeFirstOrThrow();
      return {
        results: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body: r.body,
          timestamp: r.created_at.toISOString(),
          unread: r.unread,
          orgId: r.org_id,
          orgName: r.org_name,
          orgUserId: r.org_user_id,
          userId: r.user_id,
        })),
        supplementalData: { unreadCount: Number(unread.count) },
      };
    },
  );
}
