import {
  credentialPhotoAnswerSchema,
  credentialPhotoBodySchema,
  credentialProblemsAnswerSchema,
  credentialProblemsBodySchema,
  type Identification,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { withWorker } from '../devices/with-worker';
import type { App, AppContext } from '../http/context';
import { clockProblems, PHOTO_NOT_ASKED_CODE, storeClockPhoto } from './clock-photo-document';

// The device API's credential calls (issue 35, docs/device-api.md section 13): the clock's step
// before a clock-in lists the worker's credential problems, and keeps a photo of a document when
// a policy allows it. POST: a PIN goes in the body.

const tags = ['device'];
const security: { [name: string]: string[] }[] = [];
const AUTH =
  'Send `Authorization: Device <token>`; the body identifies the worker as a punch does (unknown_worker, method_not_allowed, inactive_worker).';

type Body = { identification: Identification; job?: number | null };

function atClock<T>(ctx: AppContext, request: FastifyRequest, body: Body, fn: (c: Parameters<typeof clockProblems>[0]) => Promise<T>) {
  return withWorker(ctx, request, body.identification, (trx, device, worker, setup) =>
    fn({ trx, device, setup, worker, jobId: body.job ?? null, nowMs: ctx.clock.now() }),
  );
}

export async function deviceCredentialsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/device/v1/credentials/problems',
    {
      schema: {
        tags,
        security,
        summary: "The worker's credential problems for a clock-in",
        description:
          'Each missing or expired credential a policy asks the clock about (the policies of every worker, and those of `job` when sent), ' +
          'with what a clock-in now would do (refuse or warn) and whether the document may be photographed here. ' +
          'Empty when the organization does not use credentials. The punch checks again: the job it names may add its own. ' +
          AUTH,
        body: credentialProblemsBodySchema,
        response: { 200: credentialProblemsAnswerSchema },
      },
    },
    (request) => atClock(ctx, request, request.body, async (c) => ({ result: await clockProblems(c) })),
  );

  app.post(
    '/device/v1/credentials/photo',
    {
      schema: {
        tags,
        security,
        summary: 'A photo of a document, taken at the clock',
        description:
          "Keeps the JPEG as one of the worker's documents, named after the credential type and the day, within the organization's document limits " +
          "(400 with the console upload's messages), and notifies the worker's managers to check it and enter the credential: it makes nothing valid. " +
          `400 \`${PHOTO_NOT_ASKED_CODE}\` unless the type is one of the worker's problems with photoAllowed. ${AUTH}`,
        body: credentialPhotoBodySchema,
        response: { 201: credentialPhotoAnswerSchema },
      },
    },
    async (request, reply) => {
      const { typeId, photo } = request.body;
      const document = await atClock(ctx, request, request.body, (c) => storeClockPhoto(c, typeId, Buffer.from(photo, 'base64')));
      return reply
        .status(201)
        .send({ result: { id: document.id, name: document.name, size: document.size, uploadedAt: document.uploadedAt } });
    },
  );
}
