import {
  deleteQuerySchema,
  noContentSchema,
  orgIdParamsSchema,
  reportTemplateAnswerSchema,
  reportTemplateBodySchema,
  reportTemplateParamsSchema,
  reportTemplateSendAnswerSchema,
  reportTemplatesAnswerSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../../auth/identity';
import { ApiError } from '../../http/api-error';
import type { App, AppContext } from '../../http/context';
import { runOf, sendTemplate } from './send-template';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, templateToSend, updateTemplate } from './templates.service';

// Memorized and scheduled reports (SPEC section 7 reports/templates; docs/reports.md). Every call
// needs view_reports (view_audit for the audit reports' templates); only a template's owner
// changes, deletes or sends it.

const tags = ['reports'];

export async function reportTemplatesRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets, mailer } = ctx;
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);
  const nowSeconds = () => Math.floor(ctx.clock.now() / 1000);

  app.get(
    '/orgs/:orgId/reports/templates',
    {
      schema: {
        tags,
        summary: "The caller's memorized reports and those shared with them",
        params: orgIdParamsSchema,
        response: { 200: reportTemplatesAnswerSchema },
      },
    },
    async (request) => ({ results: await listTemplates(db, identityOf(request), request.params.orgId) }),
  );

  app.post(
    '/orgs/:orgId/reports/templates',
    {
      schema: {
        tags,
        summary: 'Memorizes a report (the caller owns it), optionally with a schedule',
        description:
          "The parameters pass the report's own rules (unknown columns or groupings: 400); sharedWith names administrators; at most scheduledReportMaxAdditionalRecipients recipients.",
        params: orgIdParamsSchema,
        body: reportTemplateBodySchema,
        response: { 201: reportTemplateAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await createTemplate(db, identityOf(request), request.params.orgId, request.body, nowSeconds());
      return reply.code(201).send({ result });
    },
  );

  app.get(
    '/orgs/:orgId/reports/templates/:templateId',
    { schema: { tags, summary: 'A memorized report', params: reportTemplateParamsSchema, response: { 200: reportTemplateAnswerSchema } } },
    async (request) => ({ result: await getTemplate(db, identityOf(request), request.params.orgId, request.params.templateId) }),
  );

  app.put(
    '/orgs/:orgId/reports/templates/:templateId',
    {
      schema: {
        tags,
        summary: "Changes a memorized report (its owner's); a stale version answers 409",
        params: reportTemplateParamsSchema,
        body: reportTemplateBodySchema,
        response: { 200: reportTemplateAnswerSchema },
      },
    },
    async (request) => ({
      result: await updateTemplate(db, identityOf(request), request.params.orgId, request.params.templateId, request.body, nowSeconds()),
    }),
  );

  app.delete(
    '/orgs/:orgId/reports/templates/:templateId',
    {
      schema: {
        tags,
        summary: "Deletes a memorized report (its owner's); its kept runs stay",
        params: reportTemplateParamsSchema,
        querystring: deleteQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, identityOf(request), request.params.orgId, request.params.templateId, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/orgs/:orgId/reports/templates/:templateId/send',
    {
      schema: {
        tags,
        summary: 'Sends a scheduled report now to its owner and recipients (to try a schedule)',
        description:
          'Runs it as its owner and writes the mails to the outbox; delivery follows on the mail queue. A run that could not be sent answers 422 with why.',
        params: reportTemplateParamsSchema,
        response: { 200: reportTemplateSendAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, templateId } = request.params;
      const template = await templateToSend(db, identityOf(request), orgId, templateId);
      const outcome = await sendTemplate({ db, reads: ctx.reportsDb }, mailer, template, nowSeconds());
      if (outcome.error) throw ApiError.nonField(outcome.error, 422);
      return { run: await runOf(db, orgId, outcome.runId), mailedTo: outcome.mailedTo };
    },
  );
}
