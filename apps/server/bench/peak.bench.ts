// The shift-change peak (issue 37): 5,000 workers clock in within 5 minutes through 100 clocks
// while 20 administrators page through punches, open time cards and run a report, against the
// built server (apps/server/dist/main.js) running as its own process on PostgreSQL: a database of
// the run's own on the DATABASE_URL server when set, else an embedded one. Goals: punch p95 under
// 200 ms, page p95 under 500 ms (punch pages and time cards), no errors. Also printed: the
// server's memory (RSS) idle and at its highest, its CPU, the Totals report runs (no goal), and the
// machine's load average, which says how much of the 2 cores others were using.
// Run: npx tsx apps/server/bench/peak.bench.ts [--quick] [--workers=N] [--clocks=N] [--admins=N] [--seconds=N]
//   --quick: 500 workers, 10 clocks, 4 administrators, 45 s (about a minute in all).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../src/db/database';
import { runPeak, type Sample } from './peak-load';
import { peakDatabase, processStats, seedPeakOrg, startServer, type PeakSize } from './peak-world';

const FULL: PeakSize = { workers: 5000, clocks: 100, admins: 20, seconds: 300 };
const QUICK: PeakSize = { workers: 500, clocks: 10, admins: 4, seconds: 45 };
const PUNCH_P95_GOAL_MS = 200;
const PAGE_P95_GOAL_MS = 500;

function sizeFromArgs(args: string[]): PeakSize {
  const size = { ...(args.includes('--quick') ? QUICK : FULL) };
  for (const arg of args) {
    const match = /^--(workers|clocks|admins|seconds)=(\d+)$/.exec(arg);
    if (match) size[match[1] as keyof PeakSize] = Number(match[2]);
    else if (arg !== '--quick') throw new Error(`unknown argument ${arg}`);
  }
  return size;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
const loadText = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

function latencyLine(label: string, samples: Sample[], goalMs?: number): string {
  // A punch never sent (past the run's time) has no latency, only its error.
  const sorted = samples
    .map((s) => s.ms)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
  const errors = samples.filter((s) => !s.ok).length;
  const goal = goalMs === undefined ? '' : ` (goal p95 < ${goalMs} ms: ${verdict(p95! < goalMs)})`;
  return `  ${label}: ${samples.length.toLocaleString('en')}, p50 ${p50!.toFixed(0)} ms, p95 ${p95!.toFixed(0)} ms, p99 ${p99!.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms, ${errors} errors${goal}`;
}

const size = sizeFromArgs(process.argv.slice(2));
const database = await peakDatabase();
const db = createDb(database.url, 4);
try {
  const seedStarted = performance.now();
  const org = await seedPeakOrg(db, size);
  const { rows: history } = await sql<{ n: number }>`select count(*)::int as n from punches`.execute(db);
  console.log(
    `  ${database.where}: ${size.workers.toLocaleString('en')} workers in 20 departments (${history[0]!.n.toLocaleString('en')} punches of the last week), ` +
      `${size.clocks} clocks, ${size.admins} administrators, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(database.url);
  try {
    const pid = server.child.pid!;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = processStats(pid);
    let peakRss = idle.rssMb;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, processStats(pid).rssMb)), 500);
    const loadBefore = loadText();
    const started = performance.now();
    const results = await runPeak(server.base, org, size);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const end = processStats(pid);
    const { rows: stored } = await sql<{ n: number }>`select count(*)::int as n from punches where device_id is not null`.execute(db);
    const accepted = results.punches.filter((s) => s.ok).length;
    console.log(
      `  ${results.punches.length.toLocaleString('en')} clock-ins in ${size.seconds} s planned, the last answered at ${results.lastPunchS.toFixed(0)} s; ` +
        `longest wait at a clock ${(results.maxQueueMs / 1000).toFixed(1)} s; ${accepted.toLocaleString('en')} accepted, ${stored[0]!.n.toLocaleString('en')} stored`,
    );
    console.log(latencyLine('punches', results.punches, PUNCH_P95_GOAL_MS));
    console.log(latencyLine('pages (punch pages and time cards)', [...results.pages, ...results.cards], PAGE_P95_GOAL_MS));
    console.log(latencyLine('  of which punch pages', results.pages));
    console.log(latencyLine('  of which time cards', results.cards));
    console.log(latencyLine('Totals report of a department (no goal)', results.reports));
    const errors = results.errors.length;
    console.log(`  errors: ${errors} (goal none: ${verdict(errors === 0 && stored[0]!.n === accepted)})`);
    for (const error of results.errors.slice(0, 5)) console.log(`    ${error}`);
    console.log(
      `  server RSS: ${idle.rssMb.toFixed(0)} MB idle after start, ${peakRss.toFixed(0)} MB at most, ${end.rssMb.toFixed(0)} MB at the end; ` +
        `server CPU ${((end.cpuSeconds - idle.cpuSeconds) / seconds).toFixed(2)} cores over ${seconds.toFixed(0)} s`,
    );
    console.log(`  load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadText()} (${os.cpus().length} cores)`);
  } finally {
    await server.stop();
  }
} finally {
  await db.destroy();
  await database.drop();
}
