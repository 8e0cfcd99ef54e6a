// npm start: builds what changed, then runs the whole product (API + console) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

await buildIfStale();
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on so the server can stop its embedded PostgreSQL cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
