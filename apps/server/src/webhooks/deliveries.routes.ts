import {
  connectionParamsSchema,
  connectionsResource,
  deliveryAnswerSchema,
  deliveryDetailAnswerSchema,
  deliveryListQuerySchema,
  deliveryPageSchema,
  deliveryParamsSchema,
  replayFailedAnswerSchema,
  replayFailedBodySchema,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantMode, TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { isRestricted } from '../orgs/org-access';
import { withResource } from '../resources/access';
import { gateOf } from '../resources/resource.routes';
import { RESTRICTED_CONNECTIONS } from './connections.server';
import { deliveryDetail, listDeliveries, replayDelivery, replayFailedSince, sendTestEvent } from './deliveries.service';

// A connection's deliveries, replays and test event (docs/webhooks.md). The gate is the
// connections collection's: edit_settings and the integration feature, checked on the server
// before anything is read; an administrator limited by labels is refused (the bodies hold every
// worker's events).

const tags = ['integrations'];

export async function webhookDeliveriesRoutes(app: App, ctx: AppContext): Promise<void> {
  const gate = gateOf(connectionsResource);
  const inOrg = <T>(request: FastifyRequest, orgId: number, mode: TenantMode, fn: (trx: TenantTx) => Promise<T>) =>
    withResource(ctx, request, orgId, gate, mode, (trx, caller) => {
      if (isRestricted(caller.access.restrictions)) throw ApiError.forbidden(RESTRICTED_CONNECTIONS);
      return fn(trx);
    });

  app.get(
    '/orgs/:orgId/integration/connections/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A connection's deliveries, newest first",
        params: connectionParamsSchema,
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryPageSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      return inOrg(request, orgId, 'read', (trx) => listDeliveries(trx, orgId, id, request.query));
    },
  );

  app.get(
    '/orgs/:orgId/integration/connections/:id/deliveries/:deliveryId',
    {
      schema: {
        tags,
        summary: 'A delivery with its request body and every attempt with its answer',
        params: deliveryParamsSchema,
        response: { 200: deliveryDetailAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id, deliveryId } = request.params;
      return { result: await inOrg(request, orgId, 'read', (trx) => deliveryDetail(trx, orgId, id, deliveryId)) };
    },
  );

  app.post(
    '/orgs/:orgId/integration/connections/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        summary: 'Sends a delivery again: same event id and body, at its place in the order, with a fresh retry schedule',
        params: deliveryParamsSchema,
        response: { 200: deliveryAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id, deliveryId } = request.params;
      return { result: await inOrg(request, orgId, 'write', (trx) => replayDelivery(trx, orgId, id, deliveryId)) };
    },
  );

  app.post(
    '/orgs/:orgId/integration/connections/:id/deliveries/replay-failed',
    {
      schema: {
        tags,
        summary: 'Sends again every failed delivery of the connection whose event occurred at or after `since`',
        params: connectionParamsSchema,
        body: replayFailedBodySchema,
        response: { 200: replayFailedAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const since = new Date(request.body.since);
      return { result: { replayed: await inOrg(request, orgId, 'write', (trx) => replayFailedSince(trx, orgId, id, since)) } };
    },
  );

  app.post(
    '/orgs/:orgId/integration/connections/:id/test',
    {
      schema: {
        tags,
        summary: 'Queues a webhook.test event to the connection, whatever events it subscribes to',
        params: connectionParamsSchema,
        response: { 201: deliveryAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const result = await inOrg(request, orgId, 'write', (trx) => sendTestEvent(trx, orgId, id));
      return reply.code(201).send({ result });
    },
  );
}
