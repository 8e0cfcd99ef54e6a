import { apiErrorSchema, avatarAnswerSchema, noContentSchema, resourceIdParamsSchema } from '@punchline/contracts';
import { hasConsoleAccess } from '@punchline/domain';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import {
  assertWorkerVisible,
  AVATAR_BODY_CEILING,
  AVATAR_UPLOAD_TYPES,
  avatarFromUpload,
  maxDocumentFileSize,
  NOT_AN_IMAGE,
  readAvatar,
  removeAvatar,
  storeAvatar,
  tooLargeMessage,
} from './avatar.service';

const PATH = '/orgs/:orgId/employees/:id/avatar';
const tags = ['employees'];
// The answer's URL carries ?v=<when it changed> (the worker's computed avatar), so a browser may
// keep it as long as it likes; private, since it shows a person.
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * A worker's picture (Settings → Users, worker form): PUT the image as the raw body (PNG, JPEG or
 * WebP), stored resized to 256×256 WebP; GET serves it; DELETE removes it. Every call goes through
 * withOrg, so a worker outside an administrator's label restrictions is not found.
 */
export async function avatarRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  // Images arrive as bytes, in this plugin's routes only. Any other type is taken as bytes too, so
  // the handler refuses it with its own message instead of Fastify's 'send JSON'.
  app.addContentTypeParser([...AVATAR_UPLOAD_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_BODY_CEILING }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AVATAR_BODY_CEILING }, (_request, body, done) => done(null, body));

  app.get(PATH, { schema: { tags, summary: "A worker's avatar (image/webp)", params: resourceIdParamsSchema } }, async (request, reply) => {
    const { orgId, id } = request.params;
    const identity = requireIdentity(request, secrets.tokens);
    const avatar = await withOrg(db, identity, orgId, { mode: 'read' }, async (trx, access) => {
      if (!hasConsoleAccess(access.permissions)) throw ApiError.forbidden();
      return readAvatar(trx, orgId, id);
    });
    if (!avatar) throw ApiError.notFound();
    return reply.header('content-type', avatar.contentType).header('cache-control', CACHE_CONTROL).send(avatar.image);
  });

  app.put(
    PATH,
    {
      bodyLimit: AVATAR_BODY_CEILING,
      // A large body: the token is checked before it is read, so nobody without one can make
      // the server read megabytes (http/body-limit.ts).
      onRequest: async (request) => void requireIdentity(request, secrets.tokens),
      // Beyond the ceiling Fastify stops reading: say so in the route's words, else as everywhere.
      errorHandler: (error, _request, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.status(413).send({ detail: tooLargeMessage(AVATAR_BODY_CEILING) });
      },
      schema: {
        tags,
        summary: "Sets a worker's avatar: the image (image/png, image/jpeg or image/webp) as the request body",
        description: 'Answers {result: {avatar}}, the URL of the stored 256×256 WebP image.',
        params: resourceIdParamsSchema,
        response: { 200: avatarAnswerSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const body = request.body;
      const avatar = await withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_employees' }, async (trx, access) => {
        await assertWorkerVisible(trx, orgId, id);
        const isImageType = (AVATAR_UPLOAD_TYPES as readonly string[]).includes(contentType);
        if (!isImageType || !Buffer.isBuffer(body) || body.length === 0) throw ApiError.badRequest(NOT_AN_IMAGE);
        const limit = await maxDocumentFileSize(trx, orgId);
        if (body.length > limit) throw ApiError.badRequest(tooLargeMessage(limit));
        const image = await avatarFromUpload(body);
        return storeAvatar({ trx, orgId, employeeId: id, actor: actorOf(identity, access) }, image);
      });
      return { result: { avatar } };
    },
  );

  app.delete(
    PATH,
    { schema: { tags, summary: "Removes a worker's avatar", params: resourceIdParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      await withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_employees' }, async (trx, access) => {
        await assertWorkerVisible(trx, orgId, id);
        await removeAvatar({ trx, orgId, employeeId: id, actor: actorOf(identity, access) });
      });
      return reply.status(204).send();
    },
  );
}
