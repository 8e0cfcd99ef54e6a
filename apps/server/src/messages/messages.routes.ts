import { messageListQuerySchema, messageListSchema, notificationMessageSchema } from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { requireOrgAccess } from '../orgs/org-access';
import { deleteMessage, listMessages, setMessageUnread } from './messages.service';

const id = z.coerce.number().int().positive();
const orgParams = z.object({ orgId: id, orgUserId: id });
const userParams = z.object({ userId: id });
const action = z.enum(['read', 'unread']);
const tags = ['messages'];

/** SPEC section 7 "Messages": lists, read/unread and delete, under an organization user or a
 *  user (all organizations). A user reaches only their own messages, even with sudo access. */
export async function messagesRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  async function orgScope(request: FastifyRequest, params: { orgId: number; orgUserId: number }, multiOrg = false) {
    const identity = requireIdentity(request, secrets.tokens);
    const { userId } = identity;
    const access = await requireOrgAccess(db, identity, params.orgId);
    if (access.orgUserId !== params.orgUserId) throw ApiError.forbidden('You can only reach your own notifications.');
    return { userId, orgId: multiOrg ? null : params.orgId };
  }
  function userScope(request: FastifyRequest, params: { userId: number }) {
    const { userId } = requireIdentity(request, secrets.tokens);
    if (userId !== params.userId) throw ApiError.forbidden('You can only reach your own notifications.');
    return { userId, orgId: null };
  }
  const single = { 200: z.object({ result: notificationMessageSchema }) };

  app.get(
    '/orgs/:orgId/users/:orgUserId/messages',
    { schema: { tags, params: orgParams, querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => listMessages(db, await orgScope(request, request.params, request.query.multiOrg === 'yes'), request.query.limit),
  );
  app.get(
    '/users/:userId/messages',
    { schema: { tags, params: userParams, querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => listMessages(db, userScope(request, request.params), request.query.limit),
  );
  app.post(
    '/orgs/:orgId/users/:orgUserId/messages/:id/:action',
    { schema: { tags, params: orgParams.extend({ id, action }), response: single } },
    async (request) => ({
      result: await setMessageUnread(db, await orgScope(request, request.params), request.params.id, request.params.action === 'unread'),
    }),
  );
  app.post(
    '/users/:userId/messages/:id/:action',
    { schema: { tags, params: userParams.extend({ id, action }), response: single } },
    async (request) => ({
      result: await setMessageUnread(db, userScope(request, request.params), request.params.id, request.params.action === 'unread'),
    }),
  );
  app.delete(
    '/orgs/:orgId/users/:orgUserId/messages/:id',
    { schema: { tags, params: orgParams.extend({ id }) } },
    async (request, reply) => {
      await deleteMessage(db, await orgScope(request, request.params), request.params.id);
      return reply.status(204).send();
    },
  );
  app.delete('/users/:userId/messages/:id', { schema: { tags, params: userParams.extend({ id }) } }, async (request, reply) => {
    await deleteMessage(db, userScope(request, request.params), request.params.id);
    return reply.status(204).send();
  });
}
