import {
  messageAnswerSchema,
  messageListQuerySchema,
  messageListSchema,
  noContentSchema,
  orgUserMessageActionParamsSchema,
  orgUserMessageParamsSchema,
  orgUserMessagesParamsSchema,
  userMessageActionParamsSchema,
  userMessageParamsSchema,
  userMessagesParamsSchema,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import type { Db } from '../db/database';
import { withOrg } from '../orgs/org-access';
import { deleteMessage, listMessages, setMessageUnread, type Scope } from './messages.service';

const tags = ['messages'];
const OWN_ONLY = 'You can only reach your own notifications.';
type OrgParams = { orgId: number; orgUserId: number };

/** SPEC section 7 "Messages": lists, read/unread and delete, under an organization user or a
 *  user (all organizations). A user reaches only their own messages, even with sudo access. */
export async function messagesRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  /**
   * An organization user's own messages, in a transaction of that organization. multiOrg widens
   * the scope to the person's other organizations (SPEC section 7): their inbox is theirs, even
   * through a token bound to this organization. Not in delegate mode, though: an administrator
   * acting as someone in this organization has no business in that person's other organizations.
   */
  function inOrg<T>(
    request: FastifyRequest,
    params: OrgParams,
    mode: 'read' | 'write',
    fn: (trx: Db, scope: Scope) => Promise<T>,
    multiOrg = false,
  ) {
    const identity = requireIdentity(request, secrets.tokens);
    return withOrg(db, identity, params.orgId, { mode }, (trx, access) => {
      if (access.orgUserId !== params.orgUserId) throw ApiError.forbidden(OWN_ONLY);
      const across = multiOrg && identity.delegate === undefined;
      return fn(trx, { userId: identity.userId, orgId: across ? null : params.orgId });
    });
  }
  /** The person's messages of every organization; in delegate mode, of the delegating organization only. */
  function userScope(request: FastifyRequest, params: { userId: number }): Scope {
    const identity = requireIdentity(request, secrets.tokens);
    if (identity.userId !== params.userId) throw ApiError.forbidden(OWN_ONLY);
    return { userId: identity.userId, orgId: identity.delegate ? (identity.orgId ?? null) : null };
  }
  const single = { 200: messageAnswerSchema };

  app.get(
    '/orgs/:orgId/users/:orgUserId/messages',
    { schema: { tags, params: orgUserMessagesParamsSchema, querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) =>
      inOrg(
        request,
        request.params,
        'read',
        (trx, scope) => listMessages(trx, scope, request.query.limit),
        request.query.multiOrg === 'yes',
      ),
  );
  app.get(
    '/users/:userId/messages',
    { schema: { tags, params: userMessagesParamsSchema, querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => listMessages(db, userScope(request, request.params), request.query.limit),
  );
  app.post(
    '/orgs/:orgId/users/:orgUserId/messages/:id/:action',
    { schema: { tags, params: orgUserMessageActionParamsSchema, response: single } },
    async (request) => {
      const { id: messageId, action: chosen } = request.params;
      return {
        result: await inOrg(request, request.params, 'write', (trx, scope) => setMessageUnread(trx, scope, messageId, chosen === 'unread')),
      };
    },
  );
  app.post(
    '/users/:userId/messages/:id/:action',
    { schema: { tags, params: userMessageActionParamsSchema, response: single } },
    async (request) => {
      const scope = userScope(request, request.params);
      const unread = request.params.action === 'unread';
      return { result: await db.transaction().execute((trx) => setMessageUnread(trx, scope, request.params.id, unread)) };
    },
  );
  app.delete(
    '/orgs/:orgId/users/:orgUserId/messages/:id',
    { schema: { tags, params: orgUserMessageParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await inOrg(request, request.params, 'write', (trx, scope) => deleteMessage(trx, scope, request.params.id));
      return reply.status(204).send();
    },
  );
  app.delete(
    '/users/:userId/messages/:id',
    { schema: { tags, params: userMessageParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteMessage(db, userScope(request, request.params), request.params.id);
      return reply.status(204).send();
    },
  );
}
