import {
  payExportAnswerSchema,
  payExportCreateBodySchema,
  payExportListAnswerSchema,
  payExportParamsSchema,
  payRunParamsSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../../auth/identity';
import type { App, AppContext } from '../../http/context';
import { createPayExport, listPayExports, payExportFile } from './pay-exports.service';

// The calls of a pay run's exports (docs/payroll-exports.md): make one, list them, download one.

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
      const file = await payExportFile(db, identityOf(request), orgId, id, exportId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(file.content);
    },
  );
}
