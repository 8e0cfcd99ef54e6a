import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, healthy } from './server-process';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
// Node itself with tsx as its loader, not the tsx command: that command relays a signal to its
// child Node process and, when the child takes over 30 ms to say it handles it (a loaded machine),
// kills the child with SIGKILL and exits with 130 itself (the CI failure of 2026-11-26). Here the server's own handlers get SIGINT and SIGTERM, as in production.
// (`node --import tsx`, as tsx documents it, from the repository root where tsx is installed.)
const root = path.resolve(import.meta.dirname, '../../..');

function startServer(dataDir: string, port: number, ownGroup = false): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    detached: ownGroup, // a process group of its own, as a terminal gives: Ctrl+C reaches all of it
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

// The first start replays the demo's six weeks of clock activity before it listens.
const FIRST_START_MS = 240_000;

// The real start-up path: embedded PostgreSQL in its own data directory, demo data, lock, stop.
describe('server process lifecycle', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pl-life-'));
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on a fresh data directory with demo data, refuses a second server there, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await healthy(port, first.child, FIRST_START_MS);
    expect(first.output()).toContain('Demo sign-in: admin@example.com / punchline-demo');

    const second = startServer(dataDir, await freePort());
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/in use by another Punchline server/);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'punchline.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    // The data survives: a restart finds the demo organization and does not create it again.
    const again = startServer(dataDir, port);
    await healthy(port, again.child, FIRST_START_MS);
    expect(again.output()).not.toContain('demo organization created');
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);

    // Ctrl+C in a terminal: SIGINT to the whole process group, PostgreSQL included, which may be
    // gone before the server asks it to stop.
    const terminal = startServer(dataDir, port, true);
    await healthy(port, terminal.child, FIRST_START_MS);
    process.kill(-terminal.child.pid!, 'SIGINT');
    expect(await exited(terminal.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'punchline.lock'))).toBe(false);
  }, 400_000);
});
