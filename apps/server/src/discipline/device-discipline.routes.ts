import {
  workerBodySchema,
  workerDisciplineAnswerSchema,
  workerEventAcknowledgeAnswerSchema,
  workerEventParamsSchema,
  type Identification,
  type WorkerDiscipline,
} from '@punchline/contracts';
import { addDaysIso } from '@punchline/domain';
import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/tenant';
import { withWorker } from '../devices/with-worker';
import type { IdentifiedWorker } from '../devices/identify';
import { DeviceRefusal } from '../devices/refusal';
import type { App, AppContext } from '../http/context';
import { DISCIPLINE_OFF } from './discipline-gate';
import { disciplineContext, workerLedgers, type DisciplineContext } from './ledger.service';
import { disciplineWorkers } from './workers';

// The device API's attendance calls (issue 34, docs/device-api.md): after identifying, a worker
// sees their points, what expires next, their latest ledger entries and the events that ask them
// to acknowledge, and acknowledges one. POST: a PIN goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker). ' +
  'Without discipline in use: 403 `discipline_off`.';

export const EVENT_NOT_YOURS = 'This event is not one of yours to acknowledge.';
const RECENT_ENTRIES = 10;
const EVENT_DAYS = 90;

type Handler<T> = (trx: TenantTx, orgId: number, worker: IdentifiedWorker, dctx: DisciplineContext) => Promise<T>;

/** The organization's discipline context, or 403 discipline_off when attendance discipline is off. */
async function disciplineOn(ctx: AppContext, trx: TenantTx, orgId: number, worker: IdentifiedWorker): Promise<DisciplineContext> {
  const dctx = await disciplineContext(trx, orgId, ctx.clock.now());
  if (!dctx.settings.enabled) throw new DeviceRefusal(403, DISCIPLINE_OFF, 'discipline_off', worker.id);
  return dctx;
}

function asWorker<T>(ctx: AppContext, request: FastifyRequest, identification: Identification, fn: Handler<T>): Promise<T> {
  return withWorker(ctx, request, identification, async (trx, device, worker) =>
    fn(trx, device.orgId, worker, await disciplineOn(ctx, trx, device.orgId, worker)),
  );
}

async function workerDiscipline(
  trx: TenantTx,
  orgId: number,
  worker: IdentifiedWorker,
  dctx: DisciplineContext,
): Promise<WorkerDiscipline> {
  const employee = { id: worker.id, firstName: worker.firstName, lastName: worker.lastName };
  const none = { employee, shown: false, policyName: null, points: 0, nextExpiry: null, recent: [], events: [] };
  if (!dctx.settings.showPointsAtClock) return none;
  const workers = await disciplineWorkers(trx, orgId, dctx.prefs, { employeeIds: [worker.id] });
  const l = (await workerLedgers(trx, orgId, dctx, workers)).get(worker.id);
  if (!l) return none;
  const events = await trx
    .selectFrom('discipline_events')
    .select(['id', 'event_type_name', 'crossed_on', 'points', 'worker_acknowledged_at'])
    .where('org_id', '=', orgId)
    .where('employee_id', '=', worker.id)
    .where('worker_acknowledges', '=', true)
    .where('crossed_on', '>=', addDaysIso(dctx.today, -EVENT_DAYS))
    .orderBy('crossed_on', 'desc')
    .execute();
  return {
    employee,
    shown: true,
    policyName: l.policy?.name ?? null,
    points: l.ledger.balance,
    nextExpiry: l.ledger.nextExpiry,
    recent: l.ledger.entries
      .slice(-RECENT_ENTRIES)
      .reverse()
      .map((e) => ({ date: e.date, text: e.text, delta: e.delta })),
    events: events.map((e) => ({
      id: e.id,
      eventType: e.event_type_name,
      crossedOn: e.crossed_on,
      points: Number(e.points),
      acknowledged: e.worker_acknowledged_at !== null,
    })),
  };
}

export async function deviceDisciplineRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/discipline',
    {
      schema: {
        tags,
        security,
        summary: "The worker's attendance points",
        description: `Points today under their policy, what expires next, the latest ledger entries and events to acknowledge; shown false when the organization does not show points at the clock. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: workerDisciplineAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker, dctx) => ({
        result: await workerDiscipline(trx, orgId, worker, dctx),
      })),
  );

  app.post(
    '/device/v1/discipline/events/:id/acknowledge',
    {
      schema: {
        tags,
        security,
        summary: 'The worker acknowledges an event at the clock',
        description: `Records when and at which clock; acknowledging again answers the first time. 404 for an event that is not the worker's or does not ask them. ${AUTH}`,
        params: workerEventParamsSchema,
        body: workerBodySchema,
        response: { 200: workerEventAcknowledgeAnswerSchema },
      },
    },
    async (request) =>
      withWorker(ctx, request, request.body.identification, async (trx, device, worker) => {
        await disciplineOn(ctx, trx, device.orgId, worker);
        const row = await trx
          .updateTable('discipline_events')
          .set({
            worker_acknowledged_at: (eb) => eb.fn.coalesce('worker_acknowledged_at', eb.val(new Date(ctx.clock.now()))),
            worker_acknowledged_device_id: (eb) => eb.fn.coalesce('worker_acknowledged_device_id', eb.val(device.id)),
          })
          .where('org_id', '=', device.orgId)
          .where('id', '=', request.params.id)
          .where('employee_id', '=', worker.id)
          .where('worker_acknowledges', '=', true)
          .returning(['id', 'worker_acknowledged_at'])
          .executeTakeFirst();
        if (!row) throw new DeviceRefusal(404, EVENT_NOT_YOURS, 'not_found', worker.id);
        return { result: { id: row.id, acknowledgedAt: new Date(row.worker_acknowledged_at!).toISOString() } };
      }),
  );
}
