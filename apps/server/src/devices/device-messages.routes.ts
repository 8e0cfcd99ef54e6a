import {
  clockMessageAnswerSchema,
  clockMessageParamsSchema,
  clockMessagesAnswerSchema,
  clockReceiptBodySchema,
  workerBodySchema,
} from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { clockMessages, markMessage, MESSAGE_NOT_YOURS, NOTHING_TO_ACKNOWLEDGE } from '../messaging/clock.service';
import { DeviceRefusal } from './refusal';
import { withWorker } from './with-worker';

// The device API's messaging calls (issue 35, docs/device-api.md): the clock's first step after
// identifying lists the worker's waiting messages, then marks each read when shown, or records
// the acknowledgment of one that asks for it. POST: a PIN goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker).';

export async function deviceMessagesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/messages',
    {
      schema: {
        tags,
        security,
        summary: "The worker's waiting messages",
        description: `Unread messages, and read ones that still ask to be acknowledged, oldest first; empty when the organization does not have notifications. Listing records the clock's delivery. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: clockMessagesAnswerSchema },
      },
    },
    (request) =>
      withWorker(ctx, request, request.body.identification, async (trx, device, worker) => {
        const org = await trx.selectFrom('organizations').select('features').where('id', '=', device.orgId).executeTakeFirstOrThrow();
        return { result: org.features.includes('notification') ? await clockMessages(trx, device, worker.id) : [] };
      }),
  );

  for (const [action, acknowledge] of [
    ['read', false],
    ['acknowledge', true],
  ] as const) {
    app.post(
      `/device/v1/messages/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: acknowledge ? 'The worker acknowledges a message at the clock' : 'The worker has read a message at the clock',
          description: `Records when (the body's \`at\`, the device's instant, when sent: a receipt queued offline keeps its time) and at which clock; sent again, it changes nothing and answers the first. 404 for a message that is not the worker's${
            acknowledge ? ', 400 for one that does not ask to be acknowledged' : ''
          }. ${AUTH}`,
          params: clockMessageParamsSchema,
          body: clockReceiptBodySchema,
          response: { 200: clockMessageAnswerSchema },
        },
      },
      (request) =>
        withWorker(ctx, request, request.body.identification, async (trx, device, worker) => {
          const { at } = request.body;
          const result = await markMessage(
            trx,
            device,
            worker.id,
            request.params.id,
            ctx.clock.now(),
            acknowledge,
            at ? Date.parse(at) : null,
          );
          if (result === 'not_yours') throw new DeviceRefusal(404, MESSAGE_NOT_YOURS, 'not_found', worker.id);
          if (result === 'no_ack') throw new DeviceRefusal(400, NOTHING_TO_ACKNOWLEDGE, 'not_acknowledgeable', worker.id);
          return { result };
        }),
    );
  }
}
