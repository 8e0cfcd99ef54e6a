import type { App, AppContext } from '../http/context';
import { deviceConfig } from './device-config.service';
import { withDevice } from './device-auth';
import {
  configAnswerSchema,
  identifyAnswerSchema,
  identifyBodySchema,
  missedPunchAnswerSchema,
  missedPunchBodySchema,
  pairAnswerSchema,
  pairBodySchema,
  punchAnswerSchema,
  punchBodySchema,
  type PunchAnswer,
} from '@punchline/contracts';
import { identifyAtClock } from './identify.service';
import { submitMissedPunch } from './missed-punch.service';
import { pairDevice, pairingRefused } from './pairing.service';
import { claimPairTurn, PAIR_THROTTLED, pairFailed } from './pair-limiter';
import { submitPunch } from './submit-punch.service';
import { ApiError } from '../http/api-error';
import { PUBLIC_BODY_LIMIT } from '../http/body-limit';

// The device API (issue 16): what tablets, phones, kiosks and the web clock call, with a device
// token and never a person's. docs/device-api.md is the guide for whoever writes a clock.

const tags = ['device'];
// Not the console's bearer token: a device sends `Authorization: Device <token>` (see each description).
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>` (from pair). An unknown token or a revoked device gets 401 with code `device_revoked`: show the pairing screen.';

export async function deviceApiRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/pair',
    {
      schema: {
        tags,
        security,
        summary: 'Pair a clock with a one-time code',
        description:
          'Trades a pairing code made in Settings → Devices (valid for a limited time, usable once) for the device token. ' +
          'The device becomes active with the name, app version and platform it sends; tokens of an earlier pairing of the same device stop working. ' +
          'A wrong or expired code gets 400. After 20 wrong codes from one network address within 15 minutes, the address gets one attempt every 10 seconds: ' +
          'a sooner one gets 429 with Retry-After (seconds); an attempt in its turn is checked, and a valid code pairs.',
        body: pairBodySchema,
        response: { 200: pairAnswerSchema },
      },
      // Anyone may call it: a code and a few names, never more.
      bodyLimit: PUBLIC_BODY_LIMIT,
    },
    async (request) => {
      const now = new Date(ctx.clock.now());
      const waitSec = await claimPairTurn(ctx.db, request.ip, now);
      if (waitSec > 0) throw ApiError.tooManyRequests(PAIR_THROTTLED, waitSec);
      const result = await pairDevice(ctx, request.body);
      if (!result) {
        await pairFailed(ctx.db, request.ip, now);
        throw pairingRefused();
      }
      return { result };
    },
  );

  app.get(
    '/device/v1/config',
    {
      schema: {
        tags,
        security,
        summary: 'What the clock shows and asks',
        description: `The organization and device, how workers identify, the clock defaults, punch codes, costing, the geo rules of the device's org unit and whether missed punch requests are on. Read it after pairing and now and then (every few minutes) after. ${AUTH}`,
        response: { 200: configAnswerSchema },
      },
    },
    async (request) => ({ result: await withDevice(ctx, request, deviceConfig) }),
  );

  app.post(
    '/device/v1/identify',
    {
      schema: {
        tags,
        security,
        summary: 'Who is at the clock',
        description:
          'Identifies the worker as a punch would (PIN, NFC tag, QR badge, face, or `personal` on a personal clock) and answers where they stand: ' +
          'clocked in or not, since when, the seconds worked today, and, when the clock asks for costing, the jobs, phases and cost codes they may punch to. ' +
          `Records nothing: the punch that follows is checked again. Refusals are the punch's (unknown_worker, method_not_allowed, inactive_worker). ${AUTH}`,
        body: identifyBodySchema,
        response: { 200: identifyAnswerSchema },
      },
    },
    async (request) => identifyAtClock(ctx, request, request.body),
  );

  app.post(
    '/device/v1/punches',
    {
      schema: {
        tags,
        security,
        summary: 'Record a punch',
        description:
          'Identifies the worker (PIN, NFC tag, QR badge or a face matched on the device) and records an IN or OUT. ' +
          'Idempotent by clientId: resend the same clientId after a timeout or when replaying offline punches, and get the first answer again (same status, same body). ' +
          'A refusal is not final: the same clientId may be sent again and succeed. ' +
          'Type in while the worker is still clocked in gets 409 still_clocked_in: ask the worker, then resend with resolution clock_out or missed_out. ' +
          `Timing, offline and tampering rules, geo and costing: docs/device-api.md. ${AUTH}`,
        body: punchBodySchema,
        response: { 200: punchAnswerSchema, 201: punchAnswerSchema },
      },
    },
    async (request, reply) => {
      // A stored answer is an accepted one: 201, replayed as it was.
      const answer = await submitPunch(ctx, request, request.body);
      return reply.status(answer.status as 201).send(answer.body as PunchAnswer);
    },
  );

  app.post(
    '/device/v1/missed-punch-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a missed punch to be added',
        description:
          'A worker identifies and says when they forgot to punch; a supervisor approves or rejects it in the console. ' +
          'Only when the organization turned missed punch requests on (config enableSubmitMissedPunch), else 403. ' +
          `Idempotent by clientId: 201 the first time, 200 with the same request after. ${AUTH}`,
        body: missedPunchBodySchema,
        response: { 200: missedPunchAnswerSchema, 201: missedPunchAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await submitMissedPunch(ctx, request, request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );
}
