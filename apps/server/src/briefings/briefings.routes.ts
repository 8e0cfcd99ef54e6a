import {
  apiErrorSchema,
  briefingAcknowledgmentsAnswerSchema,
  briefingAcknowledgmentsQuerySchema,
  briefingPdfAnswerSchema,
  briefingPdfQuerySchema,
  resourceIdParamsSchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { tooLarge } from '../credentials/documents.service';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { briefingAcknowledgments } from './acknowledgments.service';
import { requireBriefings } from './briefing-gate';
import { briefingPdf, storeBriefingPdf } from './briefing-pdf.service';

const PATH = '/orgs/:orgId/briefing/types/:id';
const tags = ['briefings'];
const permission = 'edit_settings' as const;
/** What the server reads before it knows the organization's own limit (checked in the handler). */
const PDF_BODY_CEILING = 25_000_000;

/**
 * Beside the briefing/types collection (docs/briefings.md): a PDF briefing's file (upload as the
 * raw body, download) and the type's acknowledgments. edit_settings and briefings in use; another
 * organization's type is not found.
 */
export async function briefingsRoutes(app: App, { db, secrets, clock }: AppContext): Promise<void> {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PDF_BODY_CEILING }, (_request, body, done) => done(null, body));

  app.put(
    `${PATH}/pdf`,
    {
      bodyLimit: PDF_BODY_CEILING,
      onRequest: async (request) => void requireIdentity(request, secrets.tokens),
      errorHandler: (error, _request, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.status(413).send({ detail: tooLarge(PDF_BODY_CEILING) });
      },
      schema: {
        tags,
        summary: "Sets a PDF briefing's file: the PDF as the request body",
        description: "The type is read from the content; at most the organization's maxDocumentFileSize.",
        params: resourceIdParamsSchema,
        querystring: briefingPdfQuerySchema,
        response: { 200: briefingPdfAnswerSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const claimedType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await withOrg(db, identity, orgId, { mode: 'write', permission }, async (trx, access) => {
        await requireBriefings(trx, orgId);
        return storeBriefingPdf(trx, orgId, id, actorOf(identity, access), { name: request.query.name, claimedType, bytes });
      });
      if (!result) throw ApiError.notFound();
      return { result };
    },
  );

  app.get(`${PATH}/pdf`, { schema: { tags, summary: "A PDF briefing's file", params: resourceIdParamsSchema } }, async (request, reply) => {
    const { orgId, id } = request.params;
    const identity = requireIdentity(request, secrets.tokens);
    const file = await withOrg(db, identity, orgId, { mode: 'read', permission }, async (trx) => {
      await requireBriefings(trx, orgId);
      return briefingPdf(trx, orgId, id, false);
    });
    if (!file) throw ApiError.notFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.get(
    `${PATH}/acknowledgments`,
    {
      schema: {
        tags,
        summary: "A briefing type's acknowledgments",
        description:
          'Each worker it applies to (and each who acknowledged it) with their latest acknowledgment: when, at which clock, their answers; `current` when it counts for the current period. A job briefing lists only those who acknowledged it.',
        params: resourceIdParamsSchema,
        querystring: briefingAcknowledgmentsQuerySchema,
        response: { 200: briefingAcknowledgmentsAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const list = await withOrg(db, identity, orgId, { mode: 'read', permission }, async (trx) => {
        await requireBriefings(trx, orgId);
        return briefingAcknowledgments(trx, orgId, id, clock.now(), request.query.outstanding === 'yes');
      });
      if (!list) throw ApiError.notFound();
      return { results: list.results, supplementalData: { period: list.period, jobScoped: list.jobScoped } };
    },
  );
}
