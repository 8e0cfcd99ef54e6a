import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/tenant';
import { withWorker } from '../devices/with-worker';
import type { Identification } from '@punchline/contracts';
import type { IdentifiedWorker } from '../devices/identify';
import { DeviceRefusal } from '../devices/refusal';
import type { App, AppContext } from '../http/context';
import {
  openShiftClaimAnswerSchema,
  openShiftsAnswerSchema,
  scheduleAnswerSchema,
  scheduleSeenAnswerSchema,
  scheduleSeenBodySchema,
  openShiftParamsSchema,
  openShiftWithdrawAnswerSchema,
  workerBodySchema,
} from '@punchline/contracts';
import { claimantOf, claimOpenShift, openShiftsFor, withdrawClaim } from './open-shifts.service';
import { SCHEDULE_OFF, scheduleGate, type ScheduleGate } from './schedule-gate';
import { changesSinceSeen, latestPublication, markSeen, publishedShiftsOf } from './worker-schedule.service';

// The device API's schedule calls (issue 19, docs/device-api.md section 8): a worker identified at
// the clock (or a personal clock's own worker) reads their published schedule and its changes,
// and claims open shifts. POST throughout: the identification (a PIN) goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker). ' +
  'Without the schedule feature or with shift mode `default`: 403 `schedule_off`.';

type Handler<T> = (trx: TenantTx, orgId: number, worker: IdentifiedWorker, gate: ScheduleGate, now: number) => Promise<T>;

/** fn for the worker the body identifies, in the device's organization, when it schedules. */
function asWorker<T>(ctx: AppContext, request: FastifyRequest, identification: Identification, fn: Handler<T>): Promise<T> {
  return withWorker(ctx, request, identification, async (trx, device, worker) => {
    const gate = await scheduleGate(trx, device.orgId);
    if (!gate.enabled) throw new DeviceRefusal(403, SCHEDULE_OFF, 'schedule_off', worker.id);
    return fn(trx, device.orgId, worker, gate, ctx.clock.now());
  });
}

const employeeOf = (w: IdentifiedWorker) => ({ id: w.id, firstName: w.firstName, lastName: w.lastName });

export async function deviceScheduleRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/schedule',
    {
      schema: {
        tags,
        security,
        summary: "The worker's published schedule and what changed",
        description:
          'The shifts published for the worker from 7 days back to 14 ahead (never drafts), and the changes publishing made to them since the worker last marked them seen: ' +
          `show "Your schedule changed" with each one's before and after, and send \`through\` to schedule/seen when dismissed. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: scheduleAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker, _gate, now) => {
        // Read before the changes: a publication landing in between stays unseen for the next call.
        const through = await latestPublication(trx, orgId);
        const [shifts, changes] = await Promise.all([
          publishedShiftsOf(trx, orgId, worker.id, now),
          changesSinceSeen(trx, orgId, worker.id, now),
        ]);
        return { result: { employee: employeeOf(worker), shifts, changes, through } };
      }),
  );

  app.post(
    '/device/v1/schedule/seen',
    {
      schema: {
        tags,
        security,
        summary: "Mark the worker's schedule changes seen",
        description: `The worker dismissed the change notice: changes up to publication \`through\` (from the schedule call) are no longer shown. Never moves backwards. ${AUTH}`,
        body: scheduleSeenBodySchema,
        response: { 200: scheduleSeenAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker) => ({
        result: { through: await markSeen(trx, orgId, worker.id, request.body.through) },
      })),
  );

  app.post(
    '/device/v1/open-shifts',
    {
      schema: {
        tags,
        security,
        summary: 'Open shifts the worker may claim',
        description:
          'Published shifts without a worker in the next 28 days that the worker may take: of their department and org unit when the shift names one, ' +
          `not overlapping a shift published for them. \`claim\` is their claim still waiting for approval. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: openShiftsAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker, _gate, now) => ({
        result: { openShifts: await openShiftsFor(trx, orgId, await claimantOf(trx, orgId, worker.id), now) },
      })),
  );

  app.post(
    '/device/v1/open-shifts/:shiftId/claim',
    {
      schema: {
        tags,
        security,
        summary: 'Claim an open shift',
        description:
          'When the organization asks for approval (Settings → Shifts → Defaults), the claim waits for a manager (`pending`); otherwise the shift is the worker’s and published for them at once (`approved`). ' +
          'Claiming again while a claim waits answers that claim. Refusals: 409 `shift_taken`, 400 `shift_started`, 403 `not_eligible`, 400 `overlap` (the detail names the shift it overlaps). ' +
          AUTH,
        params: openShiftParamsSchema,
        body: workerBodySchema,
        response: { 200: openShiftClaimAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker, gate, now) => ({
        result: await claimOpenShift(
          trx,
          orgId,
          await claimantOf(trx, orgId, worker.id),
          request.params.shiftId,
          now,
          gate.claimsNeedApproval,
        ),
      })),
  );

  app.post(
    '/device/v1/open-shifts/:shiftId/withdraw',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a claim waiting for approval',
        description: `Takes back the worker's pending claim of the shift; 404 \`no_claim\` when there is none. ${AUTH}`,
        params: openShiftParamsSchema,
        body: workerBodySchema,
        response: { 200: openShiftWithdrawAnswerSchema },
      },
    },
    async (request) =>
      asWorker(ctx, request, request.body.identification, async (trx, orgId, worker) => ({
        result: await withdrawClaim(trx, orgId, worker.id, request.params.shiftId),
      })),
  );
}
