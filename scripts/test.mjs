// npm test: every check and test of the project, ending with one "N passed, N failed" line.
// Order: typecheck, lint and build side by side, unit tests (and the embedded PostgreSQL's own API
// tests), the API tests on the PostgreSQL server at TEST_DATABASE_URL when one answers (else on the
// embedded one), browser tests.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, run, runCaptured } from './lib.mjs';

const results = path.join(root, 'test-results');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test's name and the start of its error, printed last: CI keeps only the log's tail. */
const failedTests = [];
const firstLines = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');
/** How long each phase took, printed at the end so a slower suite is seen where it slowed. */
const timings = [];
const suiteStarted = Date.now();
async function timed(label, fn) {
  const started = Date.now();
  try {
    return await fn();
  } finally {
    timings.push([label, Date.now() - started]);
  }
}
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

function countVitest(file, label) {
  if (!existsSync(file)) return failures.push(`${label}: no report written`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) failures.push(`${label}: ran no test`);
  for (const file of report.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      failedTests.push(`${path.relative(root, file.name)} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    }
  }
}

function collectPlaywrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const result of spec.tests.flatMap((t) => t.results)) {
      if (result.status === 'passed' || result.status === 'skipped') continue;
      const where = result.error?.location ? ` (at line ${result.error.location.line})` : '';
      failedTests.push(`e2e/${spec.file}:${spec.line} › ${spec.title}${where}\n${firstLines(result.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child);
}

function countPlaywright(file) {
  if (!existsSync(file)) return failures.push('browser tests: no report written');
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of suites) collectPlaywrightFailures(suite);
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + stats.flaky === 0) failures.push('browser tests: ran no test');
}

async function step(label, command, args, options) {
  console.log(`\n=== ${label}`);
  const code = await timed(label, () => run(command, args, options));
  if (code !== 0) failures.push(`${label} (exit ${code})`);
  return code;
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

rmSync(results, { recursive: true, force: true });
// Debian's Chromium and pdftotext, installed first: the API tests read exported PDFs back with
// pdftotext (reports/files), the browser tests need both.
const toolsMissing = await ensureChromium().then(
  () => null,
  (error) => error,
);
// Typecheck, lint and build are each mostly one thread: side by side they take the time of the
// longest (2:14 instead of 3:05, measured on a 2-core machine). Their output is printed when all end.
console.log('\n=== typecheck, lint and build, side by side');
const checks = await Promise.all(
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['build', ['run', 'build']],
  ].map(([label, args]) => timed(label, () => runCaptured('npm', args)).then((result) => ({ label, ...result }))),
);
for (const { label, code, output } of checks) {
  console.log(`\n=== ${label} (exit ${code})\n${output.trimEnd()}`);
  if (code !== 0) failures.push(`${label} (exit ${code})`);
}
const built = checks.find((c) => c.label === 'build').code === 0;

const vitest = (label, file, env = {}, extra = []) =>
  step(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra], {
    env: { ...process.env, ...env },
  });
// Each API test runs once. When a PostgreSQL server answers at TEST_DATABASE_URL, the API tests
// run there (PostgreSQL 15 on these machines, the oldest we serve: SQL that works there works on
// the embedded 17), and the embedded phase runs the unit tests with what only the embedded default
// can show: the template migrated on it (global setup), its database layer, backups and the server
// process's lifecycle. The browser tests then run the whole product on the embedded PostgreSQL.
// Running every API test on both took 4 to 5 minutes more (issue 37: the suite under 25 minutes).
// A few server files run in the embedded phase only: the robustness nets check the HTTP contract
// (input, tokens, roles, limits), which no PostgreSQL version changes, and the lifecycle test
// starts the embedded one itself. The crash test kills a server mid-load, and the two-instances
// test runs two servers on one database: both run where production runs, on a PostgreSQL server.
// With no server answering, everything runs on the embedded PostgreSQL.
// (Vitest matches --exclude within each project's folder, apps/server here; filters are paths.)
const embeddedOnly = [
  'test/lifecycle.test.ts',
  'src/http/robustness.test.ts',
  'src/http/robustness-roles.test.ts',
  'src/http/body-limits.test.ts',
  'src/resources/query-values.test.ts',
];
const embeddedToo = ['src/db/', 'src/backup/', 'src/config.test.ts', 'test/db-types.test.ts'];
const unitFolders = ['packages/domain/', 'packages/contracts/', 'apps/web/', 'apps/clock/'];
const excluding = (files) => files.flatMap((file) => ['--exclude', file]);
const serverAnswers = await reachable(serverUrl);

const unitFile = path.join(results, 'unit.json');
const embeddedFilters = [...unitFolders, ...[...embeddedOnly, ...embeddedToo].map((file) => `apps/server/${file}`)];
await vitest(
  serverAnswers ? "unit tests, and the embedded PostgreSQL's own API tests" : 'unit and API tests (embedded PostgreSQL)',
  unitFile,
  { DATABASE_URL: '' },
  serverAnswers ? embeddedFilters : [],
);
countVitest(unitFile, 'unit and API tests');

if (serverAnswers) {
  const serverFile = path.join(results, 'api-database-url.json');
  const label = `API tests on DATABASE_URL=${serverUrl}`;
  await vitest(label, serverFile, { DATABASE_URL: serverUrl }, ['--project', 'server', ...excluding(embeddedOnly)]);
  countVitest(serverFile, 'API tests on DATABASE_URL');
} else {
  console.log(`\n=== API tests on DATABASE_URL skipped: no PostgreSQL answers at ${serverUrl}`);
}

try {
  if (!built) throw new Error('the build failed');
  if (toolsMissing) throw toolsMissing;
  rmSync(path.join(root, '.e2e-data'), { recursive: true, force: true });
  await step('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
  countPlaywright(path.join(results, 'e2e.json'));
} catch (error) {
  failures.push(`browser tests could not run: ${error.message}`);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log('\nPhase timings (minutes:seconds):');
for (const [label, ms] of timings) console.log(`  ${minutes(ms).padStart(6)}  ${label}`);
// The first three phases overlap, so the whole is the clock's time, not the phases' sum.
console.log(`  ${minutes(Date.now() - suiteStarted).padStart(6)}  in all (typecheck, lint and build side by side)`);
console.log('');
for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length || tally.failed ? 1 : 0);
