// npm start: builds what changed, then runs the whole product (API + console) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

await buildIfStale();
// V8's young generation capped at two 2 MB semi-spaces instead of 16 MB ones: an idle server
// then holds about 30 MB less (its budget is 150 MB, issue 37); docs/benchmarks.md has the
// figures, and punch ingestion measured with and without the flag.
const NODE_FLAGS = ['--max-semi-space-size=2'];
const server = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on so the server can stop its embedded PostgreSQL cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
