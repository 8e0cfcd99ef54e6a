import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

// What the tests that start the real server process share: a free port, waiting for /healthz,
// and waiting for the process to end.

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
