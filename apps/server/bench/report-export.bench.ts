// A punches report of 1,000,000 rows to XLSX on the job queue (issue 32 goal: under 60 s, the
// server's memory rising under 200 MB during the run): POST reports/punches/export?format=xlsx,
// then the queue's job runs in this process while the resident set size is sampled every 50 ms.
// 10,000 workers, each with four punches on each of 25 weekdays. The file is stored in chunks in
// the database (report_file_chunks) and its size printed.
// Run: npx tsx apps/server/bench/report-export.bench.ts [workers]
import { performance } from 'node:perf_hooks';
import { isoFromDay, localFromEpoch, dayFromIso } from '@punchline/domain';
import { sql } from 'kysely';
import { writeTenant } from '../src/db/tenant';
import { jobQueueOf } from '../src/jobs/queue';
import { seedBenchWorkforce } from './bench-workforce';
import { inBenchWorld } from './bench-world';

const WORKERS = Number(process.argv[2] ?? 10_000);
const FORMAT = process.argv[3] === 'csv' ? 'csv' : 'xlsx';
const ZONE = 'America/Los_Angeles';
const GOAL_S = 60;
const GOAL_MB = 200;

await inBenchWorld(async ({ db, orgId, token, buildApp }) => {
  const today = dayFromIso(localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10));
  const range = { from: isoFromDay(today - 35), to: isoFromDay(today - 1) };
  const seedStarted = performance.now();
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set timezone = ${ZONE} where id = ${orgId}`.execute(trx);
    await seedBenchWorkforce(trx, orgId, { workers: WORKERS, zone: ZONE, days: range });
    await sql`update org_users set permissions = array['view_reports'] where org_id = ${orgId}`.execute(trx);
  });
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from punches`.execute(db);
  const punches = Number(rows[0]!.n);
  console.log(
    `  seeded ${WORKERS.toLocaleString('en')} workers, ${punches.toLocaleString('en')} punches in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );

  const app = await buildApp();
  try {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let peakHeap = 0;
    let peakExternal = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakExternal = Math.max(peakExternal, m.external);
    }, 50);
    const started = performance.now();
    const start = await app.inject({
      method: 'POST',
      url: `/api/orgs/${orgId}/reports/punches/export?format=${FORMAT}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...range, groupBy: 'none' },
    });
    if (start.statusCode !== 200) throw new Error(`export answered ${start.statusCode}: ${start.body}`);
    await jobQueueOf(app).drain();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { reportKey } = start.json<{ reportKey: string }>();
    const poll = await app.inject({
      method: 'GET',
      url: `/api/orgs/${orgId}/reports/punches/async/${reportKey}/poll`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (poll.statusCode !== 200) throw new Error(`poll answered ${poll.statusCode}: ${poll.body}`);
    const result = poll.json<{ rowCount: number; file: { bytes: number } }>();
    const rise = (peak - before) / 1024 / 1024;
    console.log(
      `  ${result.rowCount.toLocaleString('en')} rows to ${FORMAT.toUpperCase()} (${(result.file.bytes / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(1)} s (goal < ${GOAL_S} s: ${seconds < GOAL_S ? 'MET' : 'MISSED'})`,
    );
    console.log(`  peak heap used ${(peakHeap / 1024 / 1024).toFixed(0)} MB, peak external ${(peakExternal / 1024 / 1024).toFixed(0)} MB`);
    console.log(
      `  resident memory rose ${rise.toFixed(0)} MB during the run (goal < ${GOAL_MB} MB: ${rise < GOAL_MB ? 'MET' : 'MISSED'}); ${(punches / seconds).toFixed(0)} rows/s`,
    );
  } finally {
    await app.close();
  }
});
