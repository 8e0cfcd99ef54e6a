import path from 'node:path';
import { loadConfig } from './config';
import { SYSTEM_CLOCK } from './http/context';
import { lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { dumpDatabase } from './backup/dump';
import { backupName } from './backup/scheduled-backup';
import { restoreDatabase } from './backup/restore';

// npm run backup [-- <folder>]   a backup of the product's database (DATA_DIR's embedded one, or
//                                DATABASE_URL's) into <folder>, by default DATA_DIR/backups/<time>
// npm run restore -- <folder>     that backup into the configured database, which must be empty
// With the embedded database, the server must be stopped (it holds DATA_DIR); docs/backup.md.

const USAGE = 'Usage: npm run backup [-- <folder>]  |  npm run restore -- <backup folder>';

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) return work(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  const embedded = await startEmbeddedPostgres(config.dataDir, () => {});
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
    release();
  }
}

/** Progress on one line of a terminal; nothing in a log, where it would be a line per table. */
const show = (verb: string) => (table: string, done: number, total: number) => {
  if (process.stdout.isTTY) process.stdout.write(`\r${`${verb} ${done}/${total} tables (${table})`.padEnd(72)}`);
};

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if (command === 'backup') {
    const now = new Date(SYSTEM_CLOCK.now());
    const dir = path.resolve(folder ?? path.join(loadConfig().dataDir, 'backups', backupName(now)));
    const manifest = await withDatabase((url) => dumpDatabase(url, dir, now, show('Backing up')));
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`\nBacked up ${manifest.tables.length} tables, ${rows} rows, into ${dir}`);
  } else if (command === 'restore' && folder) {
    const manifest = await withDatabase((url) => restoreDatabase(url, path.resolve(folder), show('Restoring')));
    console.log(`\nRestored the backup of ${manifest.createdAt}. Start Punchline as usual (npm start).`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
