import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { bulkImportRoutes } from './bulk-import/bulk-import.routes';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerConsoleAndNotFound } from './http/console-static';
import { SYSTEM_CLOCK, type App, type AppContext, type Clock } from './http/context';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuards } from './http/input-guards';
import { registerOpenApi } from './http/openapi';
import { httpServerOptions } from './http/server-options';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { feedbackRoutes } from './feedback/feedback.routes';
import { identityRoutes } from './identity/identity.routes';
import { messagesRoutes } from './messages/messages.routes';
import { orgsRoutes } from './orgs/orgs.routes';
import { resourceRoutes } from './resources/resources.routes';
import { registerServerHalves } from './resources/server-resources';
import { SERVER_HALVES } from './server-halves';
import { createMailDelivery } from './mail/delivery';
import { createMailer } from './mail/mailer';
import { pushRoutes } from './push/push.routes';
import { vapidKeys } from './push/vapid';
import { avatarRoutes } from './workers/avatar.routes';
import { lookupsRoutes } from './workers/lookups.routes';
// Job costing (issue 15).
import { costingBulkActionRoutes } from './costing/bulk-action.routes';
import { serverSecret } from './system/server-secrets';
import { systemRoutes } from './system/system.routes';
import { createJobQueue, QUEUES, registerJobQueue } from './jobs/queue';
import { extendSchedules } from './schedule/materialize.service';
import { recomputeOnConfirmSave } from './timecards/recompute-trigger';
import { runRecompute } from './timecards/recompute.service';
import { timecardsRoutes } from './timecards/timecards.routes';
import { deviceApiRoutes } from './devices/device.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { clockLogsRoutes } from './clocklogs/clock-logs.routes';
import { punchesRoutes } from './punches/punches.routes';
import { devicesAdminRoutes } from './devices-admin/devices-admin.routes';
// Open shift claims and the worker's schedule at the clock (issue 19).
import { deviceScheduleRoutes } from './schedule-claims/device-schedule.routes';
import { scheduleClaimsRoutes } from './schedule-claims/claims.routes';
// The schedule board, shifts, copy and publish (issue 19).
import { scheduleRoutes } from './schedule/schedule.routes';
import { deviceTimeOffRoutes } from './time-off/device-time-off.routes';
import { timeOffRoutes } from './time-off/time-off.routes';
import { reportsRoutes } from './reports/reports.routes';
import { payExportsRoutes } from './payroll/exports/pay-exports.routes';
import { disciplineRoutes } from './discipline/discipline.routes';
import { deviceDisciplineRoutes } from './discipline/device-discipline.routes';
import { evaluateDiscipline } from './discipline/evaluate-job';
// Messaging (issue 35): the console's messages and recipients, the clock's calls, the scheduled sends.
import { messagingRoutes } from './messaging/messaging.routes';
import { deviceMessagesRoutes } from './devices/device-messages.routes';
import { deviceCredentialsRoutes } from './credentials/device-credentials.routes';
import { sendDueMessages } from './messaging/due-job';
import { runReportJob } from './reports/report-runs.service';
// Memorized and scheduled reports (issue 32).
import { reportTemplatesRoutes } from './reports/templates/templates.routes';
import { expireReportRuns, sendDueTemplates } from './reports/templates/send-template';
import { analyzePartitioned, makeMonthPartitions } from './partitions/month-partitions';
// Pay runs (issue 33).
import { payRunsRoutes } from './payroll/runs/pay-runs.routes';
// Pay stubs (issue 33): the console's PDF and My pay at the clock.
import { payStubRoutes } from './payroll/stubs/pay-stubs.routes';
import { devicePayStubRoutes } from './devices/device-pay-stubs.routes';
// Connections and signed webhooks (issue 36): deliveries after commit, the ledger's calls.
import { createWebhookDelivery } from './webhooks/delivery';
import { webhookDeliveriesRoutes } from './webhooks/deliveries.routes';
// API keys (issue 36): the key check before any handler, and Settings → Integrations → API Keys.
import { registerApiKeyAuth } from './api-keys/api-key-auth';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { partnerRoutes } from './partner/partner.routes';
// Credentials and documents (issue 35).
import { documentsRoutes } from './credentials/documents.routes';
// Briefings (issue 35).
import { briefingsRoutes } from './briefings/briefings.routes';
import { deviceBriefingsRoutes } from './briefings/device-briefings.routes';
import { healthAnswersRoutes } from './health/answers.routes';
import { remindCredentials } from './credentials/reminders-job';
// Billing (issue 36): subscriptions, invoices, Stripe's webhook and the billing job.
import { billingRoutes } from './billing/billing.routes';
import { runBillingCycle } from './billing/billing-job';
import { stripeSetupFrom } from './billing/stripe-config';
import { stripeWebhookRoutes } from './billing/stripe-webhook.routes';
import { runScheduledBackup, type BackupTarget } from './backup/scheduled-backup';

/**
 * jobWorkers: poll the job queues in this process (the running server); tests drain them instead.
 * clock: the time the device API receives punches at; the system clock unless a test or the demo's
 * replay of past weeks (demo/activity.demo.ts) sets another.
 * onRoute: sees each route as it is registered (the contract test checks every one has a contract).
 */
export type BuildOptions = {
  db: Db;
  /** Where the reports read: a read-only pool on the replica at REPORTS_DATABASE_URL (main.ts); db itself without one. */
  reportsDb?: Db;
  config: Config;
  logger?: boolean | object;
  jobWorkers?: boolean;
  clock?: Clock;
  onRoute?: (route: RouteOptions) => void;
  /** The webhook retry schedule in seconds (webhooks/retry-schedule.ts); tests shorten it. */
  webhookRetrySeconds?: readonly number[];
  /** Where the nightly backup goes (backup/scheduled-backup.ts); none without it. */
  backup?: BackupTarget | null;
};

/** Builds the whole HTTP application (without listening), so tests drive it through inject. */
export async function buildApp({
  db,
  reportsDb = db,
  config,
  logger,
  jobWorkers = false,
  clock = SYSTEM_CLOCK,
  onRoute,
  webhookRetrySeconds,
  backup = null,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    ...httpServerOptions(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);
  registerInputGuards(app);
  await registerSecurityHeaders(app, config.cookieSecure);
  await registerCompression(app);
  registerServerHalves(SERVER_HALVES);

  const mail = createMailDelivery(db, config.mail, app.log);
  // Stripe is on only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (billing/stripe-config.ts).
  const stripe = await stripeSetupFrom(config.stripe);
  const jobs = createJobQueue(
    db,
    {
      [QUEUES.recomputeTimecards]: (data) => runRecompute(db, data, Math.floor(clock.now() / 1000)),
      [QUEUES.extendSchedules]: async () => void (await extendSchedules(db, clock.now())),
      [QUEUES.deliverMail]: mail.deliver,
      [QUEUES.runReport]: (data) => runReportJob({ db, reads: reportsDb }, data, Math.floor(clock.now() / 1000)),
      [QUEUES.sendScheduledReports]: async () =>
        void (await sendDueTemplates({ db, reads: reportsDb }, ctx.mailer, Math.floor(clock.now() / 1000), app.log)),
      [QUEUES.expireReportRuns]: async () => void (await expireReportRuns(db, Math.floor(clock.now() / 1000))),
      [QUEUES.evaluateDiscipline]: async () => void (await evaluateDiscipline(db, clock.now(), app.log)),
      [QUEUES.sendMessages]: async () => void (await sendDueMessages(db, clock.now(), ctx.mailer, ctx.push, app.log)),
      [QUEUES.remindCredentials]: async () => void (await remindCredentials(db, ctx.mailer, clock.now(), app.log)),
      [QUEUES.billingCycle]: async () => void (await runBillingCycle(db, clock.now(), stripe !== null, app.log)),
      [QUEUES.deliverWebhooks]: createWebhookDelivery(db, { clock, log: app.log, retrySeconds: webhookRetrySeconds }),
      [QUEUES.backupDatabase]: async () => {
        if (!backup) return;
        const { made, removed } = await runScheduledBackup(backup, clock.now());
        app.log.info({ made, removed }, 'database backed up');
      },
      [QUEUES.makeMonthPartitions]: async () => {
        const made = await makeMonthPartitions(db, new Date(clock.now()));
        await analyzePartitioned(db);
        app.log.info({ made }, 'month partitions made ahead, partitioned tables analyzed');
      },
    },
    app.log,
  );
  registerJobQueue(app, jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mail.stop();
  });
  const ctx: AppContext = {
    db,
    reportsDb,
    config,
    clock,
    secrets: { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') },
    push: { keys: await vapidKeys(db), subject: `mailto:${config.supportEmail ?? 'support@punchline.example'}` },
    mailer: createMailer(config.mail, jobs),
    jobs,
    // Features react to the toolkit's saves through these; the toolkit imports no feature.
    saveObservers: [recomputeOnConfirmSave(jobs)],
  };
  await registerOpenApi(app, ctx);
  // Before every route: requireIdentity finds a valid API key's identity already made.
  registerApiKeyAuth(app, ctx);
  await app.register((scope) => systemRoutes(scope as App, ctx));
  await app.register((scope) => authRoutes(scope as App, ctx), { prefix: '/auth' });
  await app.register((scope) => orgsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => identityRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => messagesRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => feedbackRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => pushRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => resourceRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => auditRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => bulkImportRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => avatarRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => documentsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => briefingsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => healthAnswersRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => lookupsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => costingBulkActionRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => timecardsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => clockLogsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => dashboardRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceApiRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => devicesAdminRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => punchesRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceScheduleRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => scheduleClaimsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => scheduleRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => timeOffRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceTimeOffRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => reportsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => reportTemplatesRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => payRunsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => payExportsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => disciplineRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceDisciplineRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => messagingRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceMessagesRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceBriefingsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => deviceCredentialsRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => payStubRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => devicePayStubRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => webhookDeliveriesRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => apiKeysRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => partnerRoutes(scope as App, ctx), { prefix: '/api' });
  await app.register((scope) => billingRoutes(scope as App, ctx, stripe), { prefix: '/api' });
  await app.register((scope) => stripeWebhookRoutes(scope as App, ctx, stripe), { prefix: '/api' });
  await registerConsoleAndNotFound(app, ctx);
  if (jobWorkers) {
    // A server started after a long stop makes the months it missed before taking punches.
    await makeMonthPartitions(db, new Date(clock.now()));
    await jobs.start();
  }
  return app;
}
