import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// What the tests that start the real server process share: starting it, a free port, waiting for
// /healthz, and waiting for the process to end.

const main = path.resolve(import.meta.dirname, '../src/main.ts');

/** The real server (no demo) on databaseUrl and port, its job workers and crons running. */
export function startServer(databaseUrl: string, port: number, env: Record<string, string> = {}): ChildProcess {
  // Node itself with tsx's loader, not the tsx command: SIGKILL must reach the server, and the
  // tsx command would leave its child running.
  return spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the server on port answers /healthz; fails when it exits first or takes longer than timeoutMs. */
export async function healthy(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (child.exitCode !== null) throw new Error('server exited');
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('server never became healthy');
}

/** The process's exit code once it has ended (null when a signal ended it). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code)),
  );
