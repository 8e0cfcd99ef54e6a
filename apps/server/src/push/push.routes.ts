import { sql } from 'kysely';
import {
  noContentSchema,
  orgUserMessagesParamsSchema,
  pushDeviceParamsSchema,
  pushRegisterAnswerSchema,
  pushRegisterBodySchema,
  pushSubscriptionSchema,
  testNotificationAnswerSchema,
  vapidPublicKeyAnswerSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { deliverNotification, recordNotification } from './notify.service';

const tags = ['push'];

/** Web Push (SPEC section 7 Messages: device registration with deviceType WEB). */
export async function pushRoutes(app: App, { db, secrets, push }: AppContext): Promise<void> {
  app.get('/push/vapid-public-key', { schema: { tags, response: { 200: vapidPublicKeyAnswerSchema } } }, async () => ({
    publicKey: push.keys.publicKey,
  }));

  app.post(
    '/orgs/:orgId/devices/:deviceId/register',
    { schema: { tags, params: pushDeviceParamsSchema, body: pushRegisterBodySchema, response: { 200: pushRegisterAnswerSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { userId } = identity;
      let subscription: unknown;
      try {
        subscription = JSON.parse(request.body.fcmToken);
      } catch {
        throw ApiError.fields({ fcmToken: ['must be a push subscription (JSON).'] });
      }
      if (!pushSubscriptionSchema.safeParse(subscription).success)
        throw ApiError.fields({ fcmToken: ['must be a push subscription with an endpoint and keys.'] });
      await withOrg(db, identity, request.params.orgId, { mode: 'write' }, async (trx, access) => {
        const values = {
          org_id: access.orgId,
          org_user_id: access.orgUserId,
          device_type: 'WEB' as const,
          token: request.body.fcmToken,
          updated_at: sql<Date>`now()`,
        };
        // One row per browser and user, as before keys led with org_id: the subscription follows
        // the organization that registered it last (pushes reach the user from every organization).
        await trx
          .deleteFrom('push_devices')
          .where('device_id', '=', request.params.deviceId)
          .where('user_id', '=', userId)
          .where('org_id', '<>', access.orgId)
          .execute();
        await trx
          .insertInto('push_devices')
          .values({ device_id: request.params.deviceId, user_id: userId, ...values })
          .onConflict((oc) => oc.columns(['org_id', 'device_id', 'user_id']).doUpdateSet(values))
          .execute();
      });
      return { result: { deviceId: request.params.deviceId } };
    },
  );

  app.delete(
    '/orgs/:orgId/devices/:deviceId',
    { schema: { tags, params: pushDeviceParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { userId } = identity;
      await withOrg(db, identity, request.params.orgId, { mode: 'write' }, (trx) =>
        trx.deleteFrom('push_devices').where('device_id', '=', request.params.deviceId).where('user_id', '=', userId).execute(),
      );
      return reply.status(204).send();
    },
  );

  // Lets a user check that notifications reach them (Profile → Send a test notification).
  app.post(
    '/orgs/:orgId/users/:orgUserId/messages/test',
    { schema: { tags, params: orgUserMessagesParamsSchema, response: { 201: testNotificationAnswerSchema } } },
    async (request, reply) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { userId } = identity;
      const message = await withOrg(db, identity, request.params.orgId, { mode: 'write' }, async (trx, access) => {
        if (access.orgUserId !== request.params.orgUserId) throw ApiError.forbidden('You can only send a test notification to yourself.');
        const n = {
          orgId: access.orgId,
          orgUserId: access.orgUserId,
          userId,
          title: 'Test notification',
          body: 'Notifications reach you here.',
        };
        return { n, id: await recordNotification(trx, n) };
      });
      const { id } = message;
      await deliverNotification(db, push, id, message.n);
      return reply.status(201).send({ result: { id } });
    },
  );
}
