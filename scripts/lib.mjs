// Small helpers shared by the project's scripts (start, test, bench).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output collected instead of streamed; resolves with its exit code and output. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a command and throws when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Builds the console and the server bundle when their sources changed since the last build. */
export async function buildIfStale() {
  const shared = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json'];
  if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/public', 'apps/web/index.html', ...shared])) {
    console.log('Building the console…');
    await must('npm', ['run', 'build', '-w', '@punchline/web']);
  }
  if (isStale(path.join(root, 'apps/clock/dist/index.html'), ['apps/clock/src', 'apps/clock/public', 'apps/clock/index.html', ...shared])) {
    console.log('Building the web clock…');
    await must('npm', ['run', 'build', '-w', '@punchline/clock']);
  }
  if (isStale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', ...shared])) {
    console.log('Building the server…');
    await must('npm', ['run', 'build', '-w', '@punchline/server']);
  }
}
