import {
  orgIdParamsSchema,
  payExportAnswerSchema,
  payExportCreateBodySchema,
  payExportListAnswerSchema,
  payExportParamsSchema,
  payRunParamsSchema,
  periodExportCreateBodySchema,
  periodExportParamsSchema,
  periodExportPreviewAnswerSchema,
  periodExportPreviewBodySchema,
} from '@punchline/contracts';
import type { FastifyReply } from 'fastify';
import { requireIdentity } from '../../auth/identity';
import type { App, AppContext } from '../../http/context';
import type { PayExportFile } from './export-file';
import { createPayExport, listPayExports, payExportFile } from './pay-exports.service';
import { createPeriodExport, periodExportFile, previewPeriodExport } from './period-exports.service';

// The calls of payroll exports (docs/payroll-exports.md): a pay run's (make one, list them,
// download one) and a pay period's without a run (what the period holds with its earlier
// exports, make one, download one).

const sendFile = (reply: FastifyReply, file: PayExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(file.content);

const tags = ['payroll'];

export async function payExportsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);

  app.post(
    '/orgs/:orgId/payroll/runs/:id/exports',
    {
      schema: {
        tags,
        summary: "Writes an approved or finalized run's file for a payroll system and keeps it",
        description:
          'Formats: adp (ADP Workforce Now EPI CSV), quickbooks (QuickBooks Desktop IIF timer activities), gusto (Gusto CSV upload), paychex (Paychex Flex SPI), template (an integration template on the payroll/summary-lines data source). markExported marks the run\'s punches with the "Exported" entry state.',
        params: payRunParamsSchema,
        body: payExportCreateBodySchema,
        response: { 201: payExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const result = await createPayExport(db, identityOf(request), orgId, id, request.body, new Date(ctx.clock.now()));
      return reply.code(201).send({ result });
    },
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id/exports',
    {
      schema: { tags, summary: "A run's exports, newest first", params: payRunParamsSchema, response: { 200: payExportListAnswerSchema } },
    },
    async (request) => ({ results: await listPayExports(db, identityOf(request), request.params.orgId, request.params.id) }),
  );

  app.get(
    '/orgs/:orgId/payroll/runs/:id/exports/:exportId/file',
    { schema: { tags, summary: 'The kept file of an export, byte for byte as it was made', params: payExportParamsSchema } },
    async (request, reply) => {
      const { orgId, id, exportId } = request.params;
      return sendFile(reply, await payExportFile(db, identityOf(request), orgId, id, exportId));
    },
  );

  app.post(
    '/orgs/:orgId/payroll/exports/preview',
    {
      schema: {
        tags,
        summary: "A pay period's workers, cards not approved and exports made without a pay run",
        params: orgIdParamsSchema,
        body: periodExportPreviewBodySchema,
        response: { 200: periodExportPreviewAnswerSchema },
      },
    },
    async (request) => ({
      result: await previewPeriodExport(
        db,
        identityOf(request),
        request.params.orgId,
        request.body.periodStart,
        Math.floor(ctx.clock.now() / 1000),
      ),
    }),
  );

  app.post(
    '/orgs/:orgId/payroll/exports',
    {
      schema: {
        tags,
        summary: "Writes a pay period's file for a payroll system from its time cards, without a pay run, and keeps it",
        description:
          "The same formats as a pay run's exports, with the gross lines a regular run of the period would start from. When some cards of the period are not approved, unapproved says what to do with those workers (exclude or include); without it the call is refused, naming them.",
        params: orgIdParamsSchema,
        body: periodExportCreateBodySchema,
        response: { 201: payExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await createPeriodExport(db, identityOf(request), request.params.orgId, request.body, new Date(ctx.clock.now()));
      return reply.code(201).send({ result });
    },
  );

  app.get(
    '/orgs/:orgId/payroll/exports/:exportId/file',
    { schema: { tags, summary: "The kept file of a pay period's export", params: periodExportParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await periodExportFile(db, identityOf(request), request.params.orgId, request.params.exportId)),
  );
}
