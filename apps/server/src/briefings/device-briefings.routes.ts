import {
  briefingAcknowledgeAnswerSchema,
  briefingAcknowledgeBodySchema,
  clockBriefingParamsSchema,
  clockBriefingsAnswerSchema,
  workerBodySchema,
} from '@punchline/contracts';
import { wrongAnswerText } from '@punchline/domain';
import { DeviceRefusal } from '../devices/refusal';
import { withWorker } from '../devices/with-worker';
import type { App, AppContext } from '../http/context';
import { briefingPdf } from './briefing-pdf.service';
import { acknowledgeBriefing, BRIEFING_NOT_YOURS, pendingBriefings } from './clock.service';

// The device API's briefing calls (issue 35, docs/device-api.md): after the messages, the clock
// lists the briefings the worker must read, opens a PDF one's file, and records acknowledgments.
// POST: a PIN goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker).';

export async function deviceBriefingsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/briefings',
    {
      schema: {
        tags,
        security,
        summary: 'The briefings the worker must read before punching',
        description: `Active briefings that apply to the worker and are not acknowledged for the current period (ever for a once briefing, today in the organization's time zone for a daily one); a job briefing only while the worker is clocked in to its job. Empty when the organization does not use briefings. ${AUTH}`,
        body: workerBodySchema,
        response: { 200: clockBriefingsAnswerSchema },
      },
    },
    (request) =>
      withWorker(ctx, request, request.body.identification, async (trx, device, worker) => ({
        result: await pendingBriefings(trx, device.orgId, worker.id, ctx.clock.now()),
      })),
  );

  app.post(
    '/device/v1/briefings/:id/acknowledge',
    {
      schema: {
        tags,
        security,
        summary: 'The worker acknowledges a briefing at the clock',
        description: `Every question must be answered right: 400 \`wrong_answer\` names the first wrong one (\`question\`, 1-based) and records nothing. Records the device's \`at\`, the clock and the answers; again for the same period answers the first acknowledgment. 404 for a briefing that is not the worker's. ${AUTH}`,
        params: clockBriefingParamsSchema,
        body: briefingAcknowledgeBodySchema,
        response: { 200: briefingAcknowledgeAnswerSchema },
      },
    },
    (request) =>
      withWorker(ctx, request, request.body.identification, async (trx, device, worker) => {
        const outcome = await acknowledgeBriefing(trx, device, worker.id, request.params.id, request.body);
        if ('notYours' in outcome) throw new DeviceRefusal(404, BRIEFING_NOT_YOURS, 'not_found', worker.id);
        if ('wrong' in outcome)
          throw new DeviceRefusal(400, wrongAnswerText(outcome.wrong), 'wrong_answer', worker.id, { question: String(outcome.wrong) });
        return { result: outcome };
      }),
  );

  app.post(
    '/device/v1/briefings/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: "A PDF briefing's file",
        description: `application/pdf, for a briefing the worker may read (404 otherwise). ${AUTH}`,
        params: clockBriefingParamsSchema,
        body: workerBodySchema,
      },
    },
    async (request, reply) => {
      const file = await withWorker(ctx, request, request.body.identification, (trx, device) =>
        briefingPdf(trx, device.orgId, request.params.id, true),
      );
      if (!file) throw new DeviceRefusal(404, BRIEFING_NOT_YOURS, 'not_found');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
