// What the browser benches share (apps/web/bench/*.bench.mjs): the built server on a fresh data
// directory of its own with fixtures, a signed-in API session, the long-task recorder, the report.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const rows = [];
export const report = (what, value, goal = '', ok = true) => rows.push({ what, value, goal, verdict: goal ? (ok ? 'MET' : 'MISSED') : '' });
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on its own data directory; resolves once /healthz answers. */
export async function startServer(dataDir, port, fixturesFile) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'no', // only the fixtures: the demo organization is not what we measure
      FIXTURES_FILE: fixturesFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited before answering /healthz');
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** SIGTERM, then wait for the server to close PostgreSQL and exit (SIGKILL after 30 s). */
export async function stopServer({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in through the login service and returns the Bearer token and the organization's id. */
export async function apiSession(base, { email, password, orgName }) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`POST /auth/login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const tokenAnswer = await fetch(`${base}/auth/createTokenForSession`, { method: 'POST', headers: { cookie } });
  if (!tokenAnswer.ok) throw new Error(`POST /auth/createTokenForSession: ${tokenAnswer.status} ${await tokenAnswer.text()}`);
  const { token } = await tokenAnswer.json();
  const orgs = await (await fetch(`${base}/api/manage/orgs`, { headers: { authorization: `Bearer ${token}` } })).json();
  const org = orgs.results.find((o) => o.name === orgName);
  if (!org) throw new Error(`${email} is not a member of "${orgName}"`);
  return { token, orgId: org.id };
}

// Runs in the page before any of the console's scripts: collects main-thread tasks over 50 ms.
export function recordLongTasks() {
  window.__longTasks = [];
  const keep = (entries) => entries.forEach((entry) => window.__longTasks.push({ start: entry.startTime, duration: entry.duration }));
  window.__longTaskObserver = new PerformanceObserver((list) => keep(list.getEntries()));
  window.__longTaskObserver.observe({ type: 'longtask', buffered: true });
  // The observer's callback runs late on a busy machine; takeRecords() hands over what is queued.
  window.__flushLongTasks = () => keep(window.__longTaskObserver.takeRecords());
}

export const longestTask = (page) =>
  page.evaluate(() => {
    window.__flushLongTasks();
    return Math.max(0, ...window.__longTasks.map((t) => t.duration));
  });
export const clearLongTasks = (page) =>
  page.evaluate(() => {
    window.__flushLongTasks();
    window.__longTasks.length = 0;
  });

/** Signs in through the console's sign-in page as a person does (the long-task recorder set up first). */
export async function signInPage(page, base, { email, password }) {
  page.setDefaultTimeout(60_000);
  await page.addInitScript(recordLongTasks);
  await page.goto(`${base}/`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Proves the observer sees long tasks, so a 0 after it means none rather than a blind observer:
 * a 120 ms task in a timer of the page's own (work run by a DevTools evaluate is not reported).
 */
export async function proveLongTaskObserver(page) {
  await page.evaluate(() =>
    setTimeout(() => {
      const end = performance.now() + 120;
      while (performance.now() < end);
    }, 0),
  );
  for (let waited = 0; waited < 3_000; waited += 100) {
    if ((await longestTask(page)) >= 100) return;
    await sleep(100);
  }
  throw new Error('the longtask observer missed a 120 ms task');
}

/**
 * Runs fn(base) against the built server on a fresh data directory with these fixtures, then stops
 * it and removes the directory (also on Ctrl-C). Prints the report when fn is done.
 */
export async function withServer(name, fixturesFile, fn) {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), `punchline-${name}-bench-`));
  chmodSync(tempDir, 0o755); // PostgreSQL runs as user postgres and must reach its data below
  const dataDir = path.join(tempDir, 'data');
  let server = null;
  const cleanUp = async () => {
    if (server) await stopServer(server);
    server = null;
    rmSync(tempDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const startedAt = performance.now();
    server = await startServer(dataDir, port, fixturesFile);
    report('server start on a fresh data directory to /healthz', `${Math.round(performance.now() - startedAt)} ms`);
    await fn(base);
    console.table(rows);
  } finally {
    await cleanUp();
  }
}
