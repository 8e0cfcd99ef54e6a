import { buildApp } from './app';
import { SYSTEM_CLOCK } from './http/context';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrateToLatest } from './migrate';
import { lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { replayDemoActivity } from './demo/activity-replay';
import { seedDemoReports } from './demo/reports.demo';
import { seedDemoCorrections } from './demo/corrections.demo';
import { seedDemoPayroll } from './demo/payroll.demo';
import { seedDemoDiscipline } from './demo/discipline.demo';
import { seedDemoCredentials } from './demo/credentials.demo';
import { seedDemoHealth } from './demo/health.demo';
import { seedDemoBriefings } from './demo/briefings.demo';
import { seedDemoApiKey } from './demo/api-keys.demo';
import { seedDemoBilling } from './demo/billing.demo';
import { seedDemoConnection } from './demo/webhooks.demo';
import { DEMO_PARTNER, seedDemoPartner } from './demo/partner.demo';
import { seedDemoMessaging } from './demo/messaging.demo';
import { seedDemoTimeOff } from './demo/time-off.demo';
import { demoOrgId, demoSignInLines, seedDemoData } from './demo/demo-data';
import { loadFixtures } from './demo/fixtures';
import { backupTarget } from './backup/scheduled-backup';

/** Starts the whole product: database (embedded unless DATABASE_URL), migrations, demo data,
 *  API and console on one port; stops everything cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  let releaseLock: (() => void) | undefined;
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    releaseLock = lockDataDir(config.dataDir);
    const pgLog = process.env.LOG_POSTGRES ? (m: string) => console.error(`[postgres] ${m}`) : () => {};
    embedded = await startEmbeddedPostgres(config.dataDir, pgLog);
  }
  let stopping = false;
  // While stopping, PostgreSQL closing our connections is expected, not news.
  const onConnectionError = (error: Error) => stopping || console.error(`database connection lost: ${error.message}`);
  const db = createDb(config.databaseUrl ?? embedded!.url, 10, onConnectionError);
  // The reports' replica (REPORTS_DATABASE_URL): a pool of read-only connections, reports' reads only.
  const reportsDb = config.reportsDatabaseUrl ? createDb(config.reportsDatabaseUrl, 10, onConnectionError, { readOnly: true }) : db;
  await migrateToLatest(db);
  // The one clock of the running server: the demo data, fixtures and the app read time from it.
  const clock = SYSTEM_CLOCK;
  const seeded = config.demo ? await seedDemoData(db) : false;
  // The demo's six weeks of clock activity go through the device API, as a real clock's would.
  if (seeded) {
    console.log("Creating the demo organization's six weeks of clock activity through the device API (about a minute, once)...");
    const replay = await replayDemoActivity(db, config, await demoOrgId(db), Math.floor(clock.now() / 1000));
    const refused = Object.values(replay.refused).reduce((a, b) => a + b, 0);
    console.log(
      `Demo clocks: ${replay.devices} paired, ${replay.accepted} punches accepted, ${refused} attempts refused, ${replay.missedPunchRequests} missed-punch requests.`,
    );
    // A webhook connection whose receiver is down (issue 36): the changes below send it their events.
    await seedDemoConnection(db, await demoOrgId(db), clock);
    // Time off earns from the time cards those punches made (issue 20).
    const timeOff = await seedDemoTimeOff(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo time off: policies, holidays and ${timeOff.requests} requests.`);
    // Memorized and scheduled reports with kept runs of the last pay periods (issue 32).
    const reports = await seedDemoReports(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo reports: ${reports.templates} memorized, ${reports.runs} kept runs.`);
    // Managers' corrections after those runs: the audit reports have a history, and a kept run
    // compared with a re-run shows what changed.
    const corrections = await seedDemoCorrections(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo corrections: ${corrections.added} forgotten clock-outs typed in, ${corrections.moved} clock-ins moved.`);
    // Pay runs after the corrections (issue 33): earlier periods paid and finalized, the last one
    // calculated, then one of its cards corrected so the run shows a stale worker.
    const payroll = await seedDemoPayroll(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(
      `Demo payroll: ${payroll.finalized} pay runs finalized with ADP exports, ${payroll.calculated} calculated with a stale worker.`,
    );
    // Attendance discipline last (issue 34): its infractions come from the time cards as they now are.
    const discipline = await seedDemoDiscipline(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo attendance: the Standard attendance policy, one late start excused, ${discipline.events} events raised.`);
    // Credentials (issue 35): types, policies, and the workers' licences and cards.
    const credentials = await seedDemoCredentials(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo credentials: ${credentials.credentials} credentials held, ${credentials.expired} expired.`);
    // Briefings (issue 35): a daily safety talk for the warehouse, the forklift rules with a question.
    const briefings = await seedDemoBriefings(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo briefings: "Morning safety talk" and "Forklift safety rules", ${briefings.acknowledgments} acknowledgments.`);
    // Health and safety (issue 35), once credentials are in use: "Fit for duty" and its answers.
    const health = await seedDemoHealth(db, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(`Demo health and safety: "Fit for duty", ${health.passed} answers passed, ${health.failed} failed.`);
    // An API key of the owner's (issue 36); its secret is never printed.
    await seedDemoApiKey(db, await demoOrgId(db));
    // The subscription (issue 36): the Standard plan, three months of paid built-in invoices.
    const billing = await seedDemoBilling(db, await demoOrgId(db), clock.now());
    console.log(`Demo billing: Standard plan, 100 seats, ${billing.invoices} invoices (${billing.paid} paid).`);
  }
  for (const file of config.fixturesFiles) await loadFixtures(db, file, clock.now());
  const backup = backupTarget(process.env, { url: config.databaseUrl ?? embedded!.url, embedded: !!embedded, dataDir: config.dataDir });
  const app = await buildApp({ db, reportsDb, config, jobWorkers: true, clock, backup });
  if (seeded) {
    // The white-label partner (issue 36): made on the partner screen's calls, so after the app is built.
    const customers = await seedDemoPartner(app, db, clock.now());
    console.log(`Demo partner: ${customers.length} customer organizations of ${DEMO_PARTNER.email}.`);
    // Messages to the teams (issue 35): made with the app's mailer, so after the app is built.
    const messaging = await seedDemoMessaging(app, db, config, await demoOrgId(db), Math.floor(clock.now() / 1000));
    console.log(
      `Demo messaging: ${messaging.sent} messages sent (${messaging.acknowledged} acknowledged, ${messaging.read} read), ${messaging.scheduled} scheduled.`,
    );
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close().catch((error) => app.log.error(error));
    if (reportsDb !== db) await reportsDb.destroy().catch((error) => app.log.error(error));
    await db.destroy().catch((error) => app.log.error(error));
    await embedded?.stop().catch((error) => app.log.error(error));
    releaseLock?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  app.log.info(
    { url, database: embedded ? 'embedded' : 'DATABASE_URL', readyMs: Math.round(performance.now() - startedAt) },
    'Punchline is ready',
  );
  if (config.demo) {
    const created = seeded ? '\n(demo organization created)' : '';
    const partner = `Demo sign-in: ${DEMO_PARTNER.email} / ${DEMO_PARTNER.password} (${DEMO_PARTNER.role})`;
    console.log(`\nPunchline is running at ${url}\n${[...demoSignInLines(), partner].join('\n')}${created}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
