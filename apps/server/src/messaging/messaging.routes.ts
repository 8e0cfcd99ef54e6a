import {
  messageBodySchema,
  messageIndexQuerySchema,
  messageListAnswerSchema,
  messageParamsSchema,
  messageUpdateSchema,
  messageVersionBodySchema,
  messagingMessageAnswerSchema,
  orgIdParamsSchema,
  recipientListAnswerSchema,
  recipientListQuerySchema,
  resendAnswerSchema,
  resendBodySchema,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { sendPushes, type PushTask } from './deliver';
import { cancelMessage, createMessage, getMessage, listMessages, updateMessage } from './messages.service';
import { listRecipients } from './recipients.service';
import { resendMessage, sendMessage } from './send.service';

// Manage → Messaging's calls (issue 35, docs/messaging.md): edit_employees and the notification
// feature; restricted administrators address and see only the workers of their restrictions.

const tags = ['messaging'];
export const NO_NOTIFICATION = 'This organization does not have the Notifications feature.';

type Call = { trx: TenantTx; access: OrgAccess; identity: { userId: number } };

export async function messagingRoutes(app: App, ctx: AppContext): Promise<void> {
  /** fn for a caller with edit_employees in an organization with notifications, then the pushes it left after commit. */
  const run = async <T>(
    request: FastifyRequest,
    orgId: number,
    mode: 'read' | 'write',
    fn: (c: Call) => Promise<{ answer: T; pushes?: PushTask[] }>,
  ) => {
    const identity = requireIdentity(request, ctx.secrets.tokens);
    const { answer, pushes } = await withOrg(ctx.db, identity, orgId, { mode, permission: 'edit_employees' }, async (trx, access) => {
      if (!access.features.includes('notification')) throw ApiError.forbidden(NO_NOTIFICATION);
      return fn({ trx, access, identity });
    });
    if (pushes?.length) await sendPushes(ctx.db, ctx.push, pushes);
    return answer;
  };
  const now = () => ctx.clock.now();

  app.get(
    '/orgs/:orgId/messaging/messages',
    {
      schema: {
        tags,
        summary: 'Messages, newest first, with how many recipients read and acknowledged them',
        params: orgIdParamsSchema,
        querystring: messageIndexQuerySchema,
        response: { 200: messageListAnswerSchema },
      },
    },
    (request) =>
      run(request, request.params.orgId, 'read', async ({ trx }) => ({
        answer: { results: await listMessages(trx, request.params.orgId, request.query), supplementalData: {} },
      })),
  );

  app.get(
    '/orgs/:orgId/messaging/messages/:id',
    { schema: { tags, summary: 'One message', params: messageParamsSchema, response: { 200: messagingMessageAnswerSchema } } },
    (request) =>
      run(request, request.params.orgId, 'read', async ({ trx }) => ({
        answer: { result: await getMessage(trx, request.params.orgId, request.params.id) },
      })),
  );

  app.post(
    '/orgs/:orgId/messaging/messages',
    {
      schema: {
        tags,
        summary: 'Writes a message: sent now, or kept until its sendAt',
        description:
          'The recipients are resolved when it is sent. 400 for an id the caller cannot see (label restrictions) or an empty audience.',
        params: orgIdParamsSchema,
        body: messageBodySchema,
        response: { 201: messagingMessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const result = await run(request, orgId, 'write', async ({ trx, access, identity }) => {
        const sender = {
          userId: identity.userId,
          orgUserId: access.orgUserId,
          restrictions: access.restrictions,
          actor: actorOf(identity, access),
        };
        const id = await createMessage(trx, orgId, request.body, sender, now());
        const due = request.body.sendAt === null || Date.parse(request.body.sendAt) <= now();
        const pushes = due ? await sendMessage(trx, orgId, id, now(), ctx.mailer) : [];
        return { answer: await getMessage(trx, orgId, id), pushes };
      });
      return reply.code(201).send({ result });
    },
  );

  app.put(
    '/orgs/:orgId/messaging/messages/:id',
    {
      schema: {
        tags,
        summary: 'Changes a scheduled message (400 once sent or canceled); a sendAt now or past sends it',
        params: messageParamsSchema,
        body: messageUpdateSchema,
        response: { 200: messagingMessageAnswerSchema },
      },
    },
    (request) => {
      const { orgId, id } = request.params;
      return run(request, orgId, 'write', async ({ trx, access, identity }) => {
        await updateMessage(trx, orgId, id, request.body, actorOf(identity, access), now());
        const due = request.body.sendAt === null || Date.parse(request.body.sendAt) <= now();
        const pushes = due ? await sendMessage(trx, orgId, id, now(), ctx.mailer) : [];
        return { answer: { result: await getMessage(trx, orgId, id) }, pushes };
      });
    },
  );

  app.post(
    '/orgs/:orgId/messaging/messages/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a scheduled message',
        params: messageParamsSchema,
        body: messageVersionBodySchema,
        response: { 200: messagingMessageAnswerSchema },
      },
    },
    (request) => {
      const { orgId, id } = request.params;
      return run(request, orgId, 'write', async ({ trx, access, identity }) => {
        await cancelMessage(trx, orgId, id, request.body.version, actorOf(identity, access), now());
        return { answer: { result: await getMessage(trx, orgId, id) } };
      });
    },
  );

  app.post(
    '/orgs/:orgId/messaging/messages/:id/resend',
    {
      schema: {
        tags,
        summary: 'A new delivery attempt to the recipients (all, or those named) who have not read it',
        params: messageParamsSchema,
        body: resendBodySchema,
        response: { 200: resendAnswerSchema },
      },
    },
    (request) => {
      const { orgId, id } = request.params;
      return run(request, orgId, 'write', async ({ trx }) => {
        const { resent, pushes } = await resendMessage(trx, orgId, id, request.body.recipientIds, ctx.mailer);
        return { answer: { result: { resent } }, pushes };
      });
    },
  );

  app.get(
    '/orgs/:orgId/messaging/recipients',
    {
      schema: {
        tags,
        summary: 'Recipients: deliveries, read and acknowledged, newest message first',
        params: orgIdParamsSchema,
        querystring: recipientListQuerySchema,
        response: { 200: recipientListAnswerSchema },
      },
    },
    (request) =>
      run(request, request.params.orgId, 'read', async ({ trx }) => ({
        answer: { results: await listRecipients(trx, request.params.orgId, request.query), supplementalData: {} },
      })),
  );
}
