import {
  noContentSchema,
  orgIdParamsSchema,
  reportComparisonSchema,
  reportExportQuerySchema,
  reportParamsSchema,
  reportPathParamsSchema,
  reportPollParamsSchema,
  reportProgressSchema,
  reportResultSchema,
  reportRunParamsSchema,
  reportRunsAnswerSchema,
  reportRunsQuerySchema,
  reportStartAnswerSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { Readable } from 'node:stream';
import { compareRun, deleteRun, keptRun, listRuns, pollReport, runFile, runReportNow, startReport } from './report-runs.service';

// The reports' calls (SPEC section 7 Async; docs/reports.md). {path} is orgs/{orgId}/reports/{report}.
// Every run needs view_reports (and view_audit for the audit reports); rows follow the caller's
// label restrictions and pay columns their pay access.

const tags = ['reports'];

export async function reportsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets, jobs } = ctx;
  const dbs = { db, reads: ctx.reportsDb };
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);
  const nowSeconds = () => Math.floor(ctx.clock.now() / 1000);

  app.post(
    '/orgs/:orgId/reports/:report',
    {
      schema: {
        tags,
        summary: 'Runs a report now and keeps the run',
        description: 'For small reports; a large one is better started with POST {path}/async.',
        params: reportPathParamsSchema,
        body: reportParamsSchema,
        response: { 200: reportResultSchema },
      },
    },
    async (request) => {
      const { orgId, report } = request.params;
      return runReportNow(dbs, identityOf(request), orgId, { report, params: request.body }, nowSeconds());
    },
  );

  app.post(
    '/orgs/:orgId/reports/:report/async',
    {
      schema: {
        tags,
        summary: 'Starts a report on the job queue; answers the key to poll',
        params: reportPathParamsSchema,
        body: reportParamsSchema,
        response: { 200: reportStartAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, report } = request.params;
      const reportKey = await startReport(db, jobs, identityOf(request), orgId, { report, params: request.body }, nowSeconds());
      return { reportKey };
    },
  );

  app.post(
    '/orgs/:orgId/reports/:report/export',
    {
      schema: {
        tags,
        summary: 'Starts the whole report as one CSV or XLSX file on the job queue; answers the key to poll',
        description:
          'For big outputs: rows are written to the file as they are read, so memory stays flat. Poll like an async run; its result names the file, downloaded from GET reports/runs/{runId}/file.',
        params: reportPathParamsSchema,
        querystring: reportExportQuerySchema,
        body: reportParamsSchema,
        response: { 200: reportStartAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, report } = request.params;
      const start = { report, params: request.body, file: request.query.format };
      return { reportKey: await startReport(db, jobs, identityOf(request), orgId, start, nowSeconds()) };
    },
  );

  app.get(
    '/orgs/:orgId/reports/:report/async/:key/poll',
    {
      schema: {
        tags,
        summary: 'A started report: 202 with its progress while it runs, 200 with its result',
        description: 'A run that failed answers 422 with the reason. The console polls every 3 s and gives up after 600 s.',
        params: reportPollParamsSchema,
        response: { 200: reportResultSchema, 202: reportProgressSchema },
      },
    },
    async (request, reply) => {
      const { orgId, report, key } = request.params;
      const answer = await pollReport(db, identityOf(request), orgId, report, Number(key));
      if (answer.done) return answer.result;
      return reply.code(202).send({ reportKey: key, state: answer.state, progress: answer.progress });
    },
  );

  app.get(
    '/orgs/:orgId/reports/runs',
    {
      schema: {
        tags,
        summary: "The caller's kept report runs, newest first",
        params: orgIdParamsSchema,
        querystring: reportRunsQuerySchema,
        response: { 200: reportRunsAnswerSchema },
      },
    },
    async (request) => ({ results: await listRuns(db, identityOf(request), request.params.orgId, request.query) }),
  );

  app.get(
    '/orgs/:orgId/reports/runs/:runId',
    {
      schema: { tags, summary: 'A kept run exactly as it was', params: reportRunParamsSchema, response: { 200: reportResultSchema } },
    },
    async (request) => keptRun(db, identityOf(request), request.params.orgId, request.params.runId),
  );

  app.get(
    '/orgs/:orgId/reports/runs/:runId/file',
    { schema: { tags, summary: 'The file of a run started with POST {path}/export', params: reportRunParamsSchema } },
    async (request, reply) => {
      const file = await runFile(db, identityOf(request), request.params.orgId, request.params.runId);
      const name = encodeURIComponent(file.filename);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .send(Readable.from(file.chunks));
    },
  );

  app.post(
    '/orgs/:orgId/reports/runs/:runId/compare',
    {
      schema: {
        tags,
        summary: 'Runs the kept run again with the same parameters and lists what changed',
        params: reportRunParamsSchema,
        response: { 200: reportComparisonSchema },
      },
    },
    async (request) => compareRun(dbs, identityOf(request), request.params.orgId, request.params.runId, nowSeconds()),
  );

  app.delete(
    '/orgs/:orgId/reports/runs/:runId',
    { schema: { tags, summary: 'Deletes a kept run', params: reportRunParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteRun(db, identityOf(request), request.params.orgId, request.params.runId);
      return reply.code(204).send();
    },
  );
}
