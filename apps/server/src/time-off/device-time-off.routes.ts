import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/tenant';
import { withWorker } from '../devices/with-worker';
import type { Identification } from '@punchline/contracts';
import type { IdentifiedWorker } from '../devices/identify';
import { DeviceRefusal } from '../devices/refusal';
import type { App, AppContext } from '../http/context';
import {
  timeOffQuoteAnswerSchema,
  timeOffQuoteBodySchema,
  timeOffRequestAnswerSchema,
  timeOffRequestParamsSchema,
  timeOffSubmitBodySchema,
  timeOffAnswerSchema,
  workerBodySchema,
} from '@punchline/contracts';
import { TIME_OFF_OFF, timeOffGate, type TimeOffGate } from './time-off-gate';
import { cancelRequest, quoteRequest, submitRequest, workerCodes, workerRequests } from './worker-time-off.service';

// The device API's time off calls (issue 20, docs/device-api.md section 9): a worker identified at
// a clock (or a personal clock's own worker) sees their balances and requests, what a request
// would come to, asks for time off and takes back a pending request. POST: a PIN goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker). ' +
  'Without time off in use: 403 `time_off_off`.';

type Handler<T> = (trx: TenantTx, orgId: number, worker: IdentifiedWorker, gate: TimeOffGate) => Promise<T>;

function asWorker<T>(ctx: AppContext, request: FastifyRequest, identification: Identification, fn: Handler<T>): Promise<T> {
  return withWorker(ctx, request, identification, async (trx, device, worker) => {
    const gate = await timeOffGate(trx, device.orgId);
    if (!gate.enabled) throw new DeviceRefusal(403, TIME_OFF_OFF, 'time_off_off', worker.id);
    return fn(trx, device.orgId, worker, gate);
  });
}

export async function deviceTimeOffRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/time-off',
    {
      schema: {
        tags,
        security,
        summary: "The worker's time off: codes with balances, and requests",
        description: `The codes the worker may ask for, each with the balance today and what is available to ask for, and their recent requests. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: timeOffAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker, gate) => ({
        result: {
          employee: { id: worker.id, firstName: worker.firstName, lastName: worker.lastName },
          codes: await workerCodes(trx, orgId, worker.id, gate.accruals, ctx.clock.now()),
          requests: await workerRequests(trx, orgId, worker.id, ctx.clock.now()),
        },
      })),
  );

  app.post(
    '/device/v1/time-off/quote',
    {
      schema: {
        tags,
        security,
        summary: 'What a time off request would come to',
        description: `The working days of the range (the worker's published shifts, else the organization's full days), the amount in the code's unit, and the balance it would leave. Nothing is saved. ${AUTH}`,
        body: timeOffQuoteBodySchema,
        response: { 200: timeOffQuoteAnswerSchema },
      },
    },
    async (request) => {
      const { identification, ...input } = request.body;
      return asWorker(ctx, request, identification, async (trx, orgId, worker, gate) => ({
        result: await quoteRequest(trx, orgId, worker.id, input, gate.accruals, ctx.clock.now()),
      }));
    },
  );

  app.post(
    '/device/v1/time-off/requests',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for time off',
        description: `Makes a pending request for a manager to approve; 201, or 200 with the request already made for this clientId. Refused (400) when it holds no working day, or would take the balance below zero where the policy forbids it. ${AUTH}`,
        body: timeOffSubmitBodySchema,
        response: { 200: timeOffRequestAnswerSchema, 201: timeOffRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const { identification, ...input } = request.body;
      const { created, request: made } = await asWorker(ctx, request, identification, (trx, orgId, worker, gate) =>
        submitRequest(trx, orgId, worker.id, input, gate.accruals, ctx.clock.now()),
      );
      return reply.code(created ? 201 : 200).send({ result: made });
    },
  );

  app.post(
    '/device/v1/time-off/requests/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Take back a pending time off request',
        description: `Only the worker's own request, and only while pending (400 otherwise). ${AUTH}`,
        params: timeOffRequestParamsSchema,
        body: workerBodySchema,
        response: { 200: timeOffRequestAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker) => ({
        result: await cancelRequest(trx, orgId, worker.id, request.params.id),
      })),
  );
}
