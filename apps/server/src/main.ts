import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, migrateToLatest } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { replayDemoActivity } from './demo/activity-replay';
import { seedDemoTimeOff } from './demo/time-off.demo';
import { demoOrgId, demoSignInLines, seedDemoData } from './demo/demo-data';
import { loadFixtures } from './demo/fixtures';

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
  await migrateToLatest(db);
  const seeded = config.demo ? await seedDemoData(db) : false;
  // The demo's six weeks of clock activity go through the device API, as a real clock's would.
  if (seeded) {
    console.log("Creating the demo organization's six weeks of clock activity through the device API (about a minute, once)...");
    const replay = await replayDemoActivity(db, config, await demoOrgId(db));
    const refused = Object.values(replay.refused).reduce((a, b) => a + b, 0);
    console.log(
      `Demo clocks: ${replay.devices} paired, ${replay.accepted} punches accepted, ${refused} attempts refused, ${replay.missedPunchRequests} missed-punch requests.`,
    );
    // Time off earns from the time cards those punches made (issue 20).
    const timeOff = await seedDemoTimeOff(db, await demoOrgId(db));
    console.log(`Demo time off: policies, holidays and ${timeOff.requests} requests.`);
  }
  for (const file of config.fixturesFiles) await loadFixtures(db, file);
  const app = await buildApp({ db, config, jobWorkers: true });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close().catch((error) => app.log.error(error));
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
    console.log(`\nPunchline is running at ${url}\n${demoSignInLines().join('\n')}${created}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
