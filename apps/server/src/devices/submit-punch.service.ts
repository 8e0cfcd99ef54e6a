import { EMPTY_COSTING_SELECTION, type CostingSelection } from '@punchline/domain';
import type { FastifyRequest } from 'fastify';
import { writeTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { costingErrors, storedCosting } from '../punches/punch-costing';
import { assertPeriodsOpen } from '../punches/punch-periods';
import { loadClockSetup } from './clock-settings';
import { BEING_RECORDED, claimSubmission, insertClockLog, keepAnswer, type LogFacts, type StoredAnswer } from './clock-log-write';
import { withDevice, type DeviceCaller } from './device-auth';
import type { PunchAnswer, PunchBody } from '@punchline/contracts';
import { faceCandidate, identifyWorker } from './identify';
import { checkPunchCode, geoUnitOf, punchGeo, type PunchGeo } from './punch-checks';
import { assertRecentEnough, DEVICE_TIME_TOO_OLD } from './device-time-window';
import { punchTiming } from './punch-timing';
import { resolvePunchType } from './punch-type';
import { insertDevicePunch } from './punch-write';
import { DeviceFieldRefusal, DeviceRefusal, refusalOf } from './refusal';
import { punchesBefore, secondsWorkedToday } from './worker-state';
import { CREDENTIAL_REFUSED, credentialsAtClock } from '../credentials/clock-check';
import { HealthRefusal, judgeHealth, storeHealthAnswer, workerHealth } from '../health/clock-health';
import { recordFailedHealth } from '../health/health-notify';

// POST /device/v1/punches (docs/device-api.md): one attempt of a clock, kept as a punch and a
// clock log in one transaction, or refused with its log written after the rollback.
// Idempotent by the clock's clientId: the accepted attempt's answer is kept with its claim and a
// retry gets it again. An attempt first claims its clientId (punch_submissions, not partitioned):
// two concurrent attempts of one submission take turns there, and the second gets the first's
// answer; the unique (org_id, client_id, at) keys of the month-partitioned punches and clock_logs
// cannot stop them alone, as a retry's instant may differ.

/** The selection in the costing rules' shape: what the clock left out is not chosen. */
function selectionOf(costing: PunchBody['costing']): CostingSelection {
  return {
    jobLabel: costing?.jobLabel ?? null,
    jobCategory: costing?.jobCategory ?? null,
    job: costing?.job ?? null,
    jobPhase: costing?.jobPhase ?? null,
    costCode: costing?.costCode ?? null,
    costingIsPartial: costing?.costingIsPartial ?? EMPTY_COSTING_SELECTION.costingIsPartial,
  };
}

const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

type Attempt = { device: DeviceCaller | null; employeeId: number | null; geo: LogFacts['geo']; photoCapture: boolean };

export async function submitPunch(ctx: AppContext, request: FastifyRequest, body: PunchBody): Promise<StoredAnswer> {
  // Whole seconds: the time engine reads instants as whole epoch seconds.
  const receivedAt = wholeSecond(ctx.clock.now());
  const deviceAt = wholeSecond(Date.parse(body.at));
  const timing = punchTiming(deviceAt.getTime(), receivedAt.getTime(), body.offline ?? false);
  const at = new Date(timing.at);
  const atSec = timing.at / 1000;
  const attempt: Attempt = { device: null, employeeId: null, geo: null, photoCapture: false };
  // A device time refused as too old is logged at its receipt (the device's stays in device_at):
  // Manage → Clock Logs lists it today, where a supervisor looks, not in 1900.
  const logAt = (error?: unknown) => (error instanceof DeviceRefusal && error.refusalCode === DEVICE_TIME_TOO_OLD ? receivedAt : at);
  const facts = (device: DeviceCaller, error?: unknown): LogFacts => ({
    orgId: device.orgId,
    deviceId: device.id,
    employeeId: attempt.employeeId,
    body,
    deviceAt,
    receivedAt,
    at: logAt(error),
    offline: timing.offline,
    tampered: timing.tampered,
    geo: attempt.geo,
    photoCapture: attempt.photoCapture,
  });
  try {
    return await withDevice(ctx, request, async (trx, device) => {
      attempt.device = device;
      const { orgId } = device;
      const replay = await claimSubmission(trx, orgId, body.clientId);
      if (replay) return replay;
      const setup = await loadClockSetup(trx, device);
      attempt.photoCapture = setup.defaults.photoCapture;
      const worker = await identifyWorker(trx, ctx, device, setup, body.identification, { lockForPunch: true });
      attempt.employeeId = worker.id;
      await assertRecentEnough(trx, orgId, {
        atMs: timing.at,
        receivedAtMs: receivedAt.getTime(),
        sent: body.at,
        maxDays: setup.defaults.offlinePunchMaxDays,
        periods: setup.periods,
        employeeId: worker.id,
      });
      const before = await punchesBefore(trx, orgId, worker.id, at, body.clientId, setup.timeZone);
      const type = resolvePunchType(body.type, body.resolution, before.last, atSec, setup.timeZone, worker.id);
      await assertPeriodsOpen(trx, orgId, [atSec], setup.periods);
      await checkPunchCode(trx, orgId, setup.punchCodeMode, body.punchCodeId, type);
      // Judged by the rules this clock was given (GET config): never by rules it did not ask about.
      const geo = await punchGeo(trx, orgId, worker.id, geoUnitOf(device, worker.orgUnitId), body.location);
      attempt.geo = geo?.verdict ?? null;
      // Costing last: its messages are the ones a worker can act on at the clock right away.
      const selection = selectionOf(body.costing);
      if (setup.costingOn) {
        const errors = await costingErrors(trx, orgId, {
          employeeId: worker.id,
          deviceOrgUnitId: device.orgUnitId,
          selection,
          clockAppVersion: device.appVersion,
          // A job is asked for when work starts: an OUT closes whatever the IN named.
          requiredValidation: type === 'in',
        });
        if (Object.keys(errors).length > 0) throw new DeviceFieldRefusal(errors, 'costing_invalid');
      }
      // Credentials a clock-in needs (issue 35): refused with the reason, or accepted with warnings.
      const credentials = type === 'in' ? await credentialsAtClock(trx, orgId, worker.id, selection.job, atSec, setup.timeZone) : null;
      if (credentials?.refusal) throw new DeviceRefusal(403, credentials.refusal, CREDENTIAL_REFUSED, worker.id);
      // Health questions of a clock-in (issue 35): a failed or missing answer refuses it; an OUT is never asked.
      const health =
        type === 'in'
          ? judgeHealth(
              await workerHealth(trx, orgId, worker.id),
              body.healthCheck,
              { employeeId: worker.id, deviceId: device.id, clientId: body.clientId, at },
              setup.timeZone,
            )
          : null;
      const punch = await insertDevicePunch(trx, {
        device,
        employeeId: worker.id,
        type,
        body,
        at,
        deviceAt,
        receivedAt,
        offline: timing.offline,
        tampered: timing.tampered,
        geo: attempt.geo,
        costing: setup.costingOn ? storedCosting(selection) : null,
      });
      // The claim keeps a second attempt away; a punch already there with this clientId and instant
      // (the unique key's second guard) is one no claim accounts for: the clock is told to resend.
      if (!punch) throw ApiError.conflict(BEING_RECORDED);
      if (health) await storeHealthAnswer(trx, orgId, health);
      // Today's hours with this punch, which comes after every one read before it.
      const todaySeconds = secondsWorkedToday([...before.recent, { type: punch.type, at: punch.at }], atSec, setup.timeZone);
      const answered = answerBody(worker, punch, geo, todaySeconds);
      if (credentials && credentials.warnings.length > 0) answered.result.credentialWarnings = credentials.warnings;
      const answer: StoredAnswer = { status: 201, clientId: body.clientId, body: answered };
      const accepted = { outcome: 'accepted' as const, clientId: body.clientId, punchId: punch.id, punchAt: punch.at };
      await insertClockLog(trx, facts(device), accepted, answer);
      await keepAnswer(trx, orgId, answer);
      return answer;
    });
  } catch (error) {
    // still_clocked_in is a question, not a refusal: the clock comes back with the same clientId
    // and the worker's answer, and that attempt is the one logged.
    const question = error instanceof DeviceRefusal && error.refusalCode === 'still_clocked_in';
    if (attempt.device && error instanceof ApiError && !question) {
      // The clock gets its refusal even if the log cannot be written; the failure is logged.
      await logRefusal(ctx, facts(attempt.device, error), body, error).catch((logError: unknown) =>
        request.log.error({ err: logError }, 'a refused clock attempt could not be logged'),
      );
    }
    throw error;
  }
}

function answerBody(
  worker: { id: number; firstName: string; lastName: string },
  punch: { id: number; at: Date; type: 'in' | 'out'; flags: string[] },
  geo: PunchGeo | null,
  todaySeconds: number,
): PunchAnswer {
  const clockedIn = punch.type === 'in';
  return {
    result: {
      punch: { id: punch.id, type: punch.type, at: punch.at.toISOString(), flags: punch.flags },
      employee: { id: worker.id, firstName: worker.firstName, lastName: worker.lastName },
      clockedIn,
      shiftStartedAt: clockedIn ? punch.at.toISOString() : null,
      todaySeconds,
      geo,
    },
  };
}

/**
 * Records a refused attempt (PA) in a transaction of its own, the attempt's having rolled back.
 * Its clientId is a fresh one: the submission's stays free for a retry that may succeed.
 */
async function logRefusal(ctx: AppContext, facts: LogFacts, body: PunchBody, error: ApiError): Promise<void> {
  const { code, text } = refusalOf(error);
  const answer: StoredAnswer = { status: error.statusCode, body: error.body, clientId: body.clientId };
  await writeTenant(ctx.db, facts.orgId, async (trx) => {
    const named =
      facts.employeeId ??
      ('employeeId' in error && typeof error.employeeId === 'number' ? error.employeeId : faceCandidate(body.identification));
    // The log names only a worker who exists (a face match may name anyone).
    // A failed health answer is kept, and the managers told, once per attempt: a retry logs nothing again.
    if (error instanceof HealthRefusal && !(await recordFailedHealth(trx, facts.orgId, error.timeZone, error.record))) return;
    const employee =
      named === null
        ? undefined
        : await trx.selectFrom('employees').select('id').where('org_id', '=', facts.orgId).where('id', '=', named).executeTakeFirst();
    await insertClockLog(
      trx,
      { ...facts, employeeId: employee?.id ?? null },
      { outcome: 'refused', clientId: crypto.randomUUID(), refusalCode: code, refusal: text },
      answer,
    );
  });
}
