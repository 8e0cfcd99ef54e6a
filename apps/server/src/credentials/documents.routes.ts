import {
  apiErrorSchema,
  documentParamsSchema,
  documentUploadQuerySchema,
  employeeDocumentAnswerSchema,
  employeeDocumentListSchema,
  noContentSchema,
  resourceIdParamsSchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { assertWorkerVisible } from '../workers/avatar.service';
import { requireDocuments } from './credential-gate';
import { deleteDocument, listDocuments, readDocument, storeDocument, tooLarge } from './documents.service';

const PATH = '/orgs/:orgId/employees/:id/documents';
const tags = ['employees'];
/** What the server reads before it knows the organization's own limit (checked in the handler). */
export const DOCUMENT_BODY_CEILING = 25_000_000;
const permission = 'edit_employees' as const;

/** attachment; filename="…" with the name made safe for a header, and its UTF-8 form. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A worker's documents (the worker form's Documents section): list, upload (the file as the raw
 * body, its name in ?name=), download, delete. edit_employees; a worker outside the caller's label
 * restrictions is not found (row-level security), and neither is another organization's document.
 */
export async function documentsRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  // Files arrive as bytes in this plugin's routes only; any type is read as bytes, so the handler
  // answers an unknown one with its own message.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DOCUMENT_BODY_CEILING }, (_request, body, done) => done(null, body));

  app.get(
    PATH,
    { schema: { tags, summary: "A worker's documents", params: resourceIdParamsSchema, response: { 200: employeeDocumentListSchema } } },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, { mode: 'read', permission }, async (trx) => {
        const settings = await requireDocuments(trx, orgId);
        await assertWorkerVisible(trx, orgId, id);
        return {
          results: await listDocuments(trx, orgId, id),
          supplementalData: { maxDocuments: settings.maxDocuments, maxFileSize: settings.maxFileSize },
        };
      });
    },
  );

  app.post(
    PATH,
    {
      bodyLimit: DOCUMENT_BODY_CEILING,
      // The token is checked before a large body is read (http/body-limit.ts).
      onRequest: async (request) => void requireIdentity(request, secrets.tokens),
      errorHandler: (error, _request, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.status(413).send({ detail: tooLarge(DOCUMENT_BODY_CEILING) });
      },
      schema: {
        tags,
        summary: 'Adds a document to a worker: the file (PDF, PNG, JPEG, WebP or HEIC) as the request body',
        description: 'The type is read from the content; a body whose bytes are not what its Content-Type says is refused.',
        params: resourceIdParamsSchema,
        querystring: documentUploadQuerySchema,
        response: { 201: employeeDocumentAnswerSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const claimedType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const body = request.body;
      const result = await withOrg(db, identity, orgId, { mode: 'write', permission }, async (trx, access) => {
        const settings = await requireDocuments(trx, orgId);
        await assertWorkerVisible(trx, orgId, id);
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const actor = actorOf(identity, access);
        return storeDocument({ trx, orgId, employeeId: id, actor, settings }, { name: request.query.name, claimedType, bytes });
      });
      return reply.status(201).send({ result });
    },
  );

  app.get(
    `${PATH}/:documentId`,
    { schema: { tags, summary: "A worker's document: the file as stored", params: documentParamsSchema } },
    async (request, reply) => {
      const { orgId, id, documentId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const file = await withOrg(db, identity, orgId, { mode: 'read', permission }, async (trx) => {
        await requireDocuments(trx, orgId);
        return readDocument(trx, orgId, id, documentId);
      });
      if (!file) throw ApiError.notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    `${PATH}/:documentId`,
    { schema: { tags, summary: "Deletes a worker's document", params: documentParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { orgId, id, documentId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      await withOrg(db, identity, orgId, { mode: 'write', permission }, async (trx, access) => {
        await requireDocuments(trx, orgId);
        await deleteDocument({ trx, orgId, employeeId: id, actor: actorOf(identity, access) }, documentId);
      });
      return reply.status(204).send();
    },
  );
}
