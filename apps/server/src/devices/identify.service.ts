import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { loadClockSetup } from './clock-settings';
import { clockCostingOptions } from './clock-costing';
import { withDevice, type DeviceCaller } from './device-auth';
import { logRefusedIdentify, type LoggedClock } from './identify-log';
import { IdentifyThrottled } from './identify-throttle';
import { DeviceRefusal } from './refusal';
import type { Identification, IdentifyAnswer } from '@punchline/contracts';
import { identifyWorker } from './identify';
import { workerHealth } from '../health/clock-health';
import { punchesBefore, secondsWorkedToday, STILL_IN_WINDOW_SEC } from './worker-state';

// POST /device/v1/identify (issue 17): who is at the clock and where they stand, before they
// choose to clock in or out: the web clock shows their name, whether they are in, since when and
// today's hours, and what they may punch to. Nothing is recorded; the punch that follows is
// checked again in full.

/** A clientId no punch has: punchesBefore leaves out the submission's own, and this is none. */
const NO_SUBMISSION = '00000000-0000-0000-0000-000000000000';

export async function identifyAtClock(ctx: AppContext, request: FastifyRequest, body: { identification: Identification }) {
  let clock: LoggedClock | null = null;
  try {
    return await identifyAs(ctx, request, body, (device) => (clock = { orgId: device.orgId, deviceId: device.id }));
  } catch (error) {
    // A refused identification (an unknown PIN, a throttled clock) goes to the clock log.
    if (error instanceof IdentifyThrottled) clock = { orgId: error.orgId, deviceId: error.deviceId };
    if (clock && error instanceof DeviceRefusal) {
      await logRefusedIdentify(ctx, clock, body.identification, error).catch((logError: unknown) =>
        request.log.error({ err: logError }, 'a refused identification could not be logged'),
      );
    }
    throw error;
  }
}

function identifyAs(
  ctx: AppContext,
  request: FastifyRequest,
  body: { identification: Identification },
  seen: (device: DeviceCaller) => void,
): Promise<IdentifyAnswer> {
  return withDevice(ctx, request, async (trx, device): Promise<IdentifyAnswer> => {
    seen(device);
    const setup = await loadClockSetup(trx, device);
    const worker = await identifyWorker(trx, ctx, device, setup, body.identification);
    const nowSec = Math.floor(ctx.clock.now() / 1000);
    const [{ last, recent }, costingOptions, health] = await Promise.all([
      punchesBefore(trx, device.orgId, worker.id, new Date(nowSec * 1000), NO_SUBMISSION, setup.timeZone),
      setup.costingOn && setup.defaults.costingPrompt
        ? clockCostingOptions(trx, device.orgId, worker.id, device.orgUnitId)
        : Promise.resolve(null),
      // Which health questionnaire (issue 35) the clock asks before a clock-in.
      workerHealth(trx, device.orgId, worker.id),
    ]);
    // The same window as the punch's type: an IN older than a week is not "still in".
    const openIn = last?.type === 'in' && nowSec - last.at.getTime() / 1000 <= STILL_IN_WINDOW_SEC ? last : null;
    return {
      result: {
        employee: { id: worker.id, firstName: worker.firstName, lastName: worker.lastName },
        clockedIn: openIn !== null,
        shiftStartedAt: openIn ? openIn.at.toISOString() : null,
        todaySeconds: secondsWorkedToday(recent, nowSec, setup.timeZone),
        costingOptions,
        healthQuestionnaireId: health.asked?.id ?? null,
      },
    };
  });
}
