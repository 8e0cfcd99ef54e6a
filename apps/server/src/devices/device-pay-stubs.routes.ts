import { payStubFileParamsSchema, payStubListAnswerSchema, workerBodySchema, type Identification } from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/tenant';
import type { App, AppContext } from '../http/context';
import { loadPayStub } from '../payroll/stubs/pay-stub-data';
import { PAY_STUBS_OFF, payStubGate } from '../payroll/stubs/pay-stub-gate';
import { payStubFilename, payStubPdf } from '../payroll/stubs/pay-stub-pdf';
import { workerPayStubs } from '../payroll/stubs/worker-pay-stubs';
import { withWorker } from './with-worker';
import type { IdentifiedWorker } from './identify';
import { DeviceRefusal } from './refusal';

// The device API's pay stub calls (issue 33, docs/device-api.md): a worker identified at a clock
// (or a personal clock's own worker) lists the stubs of their finalized pay runs and opens one,
// when payroll defaults' payStubsAtClock is on. Identification as time off's calls
// (time-off/device-time-off.routes.ts): POST, the identification in the body. Only the worker's
// own summaries are ever found.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker). ' +
  'Without pay stubs at the clock (payroll defaults): 403 `pay_stubs_off`.';

function asWorker<T>(
  ctx: AppContext,
  request: FastifyRequest,
  identification: Identification,
  fn: (trx: TenantTx, orgId: number, worker: IdentifiedWorker) => Promise<T>,
): Promise<T> {
  return withWorker(ctx, request, identification, async (trx, device, worker, setup) => {
    if (!(await payStubGate(trx, device.orgId, setup.features)).atClock)
      throw new DeviceRefusal(403, PAY_STUBS_OFF, 'pay_stubs_off', worker.id);
    return fn(trx, device.orgId, worker);
  });
}

export async function devicePayStubRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/pay-stubs',
    {
      schema: {
        tags,
        security,
        summary: "The worker's pay stubs",
        description: `The worker's finalized pay runs, latest pay date first: period, pay date and net pay. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: payStubListAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker) => ({
        result: {
          employee: { id: worker.id, firstName: worker.firstName, lastName: worker.lastName },
          stubs: await workerPayStubs(trx, orgId, worker.id),
        },
      })),
  );

  app.post(
    '/device/v1/pay-stubs/:paySummaryId',
    {
      schema: {
        tags,
        security,
        summary: 'One of the worker’s pay stubs, as PDF',
        description: `application/pdf. Only the identified worker's own summary of a finalized run (404 otherwise). ${AUTH}`,
        params: payStubFileParamsSchema,
        body: workerBodySchema,
      },
    },
    async (request, reply) => {
      const { filename, content } = await asWorker(ctx, request, request.body.identification, async (trx, orgId, worker) => {
        const stub = await loadPayStub(trx, orgId, { paySummaryId: request.params.paySummaryId, employeeId: worker.id });
        return { filename: payStubFilename(stub), content: await payStubPdf(stub) };
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(content);
    },
  );
}
