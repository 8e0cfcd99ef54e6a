import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { dumpDatabase } from './dump';

// The nightly backup (QUEUES.backupDatabase, a pg-boss cron, so one instance makes it): a backup
// folder named by its time in the backup folder, then all but the newest `keep` removed. On by
// default with the embedded database (DATA_DIR/backups), whose owner has no other backup; on a
// PostgreSQL server only with BACKUP_DIR, as its own backups (pg_dump, PITR) usually do more.

export type BackupTarget = { url: string; dir: string; keep: number };

/** A backup folder's name: its time, sortable, safe in every file system. */
export const backupName = (now: Date) => now.toISOString().replace(/[:.]/g, '-');
const NAMED = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

export async function runScheduledBackup(target: BackupTarget, nowMs: number): Promise<{ made: string; removed: string[] }> {
  const now = new Date(nowMs);
  const made = path.join(target.dir, backupName(now));
  await dumpDatabase(target.url, made, now);
  return { made, removed: await keepNewest(target.dir, target.keep) };
}

/** Removes all but the newest `keep` backups of the folder (only folders named as backups are). */
export async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const backups = entries
    .filter((e) => e.isDirectory() && NAMED.test(e.name))
    .map((e) => e.name)
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}

/** Where the nightly backups go, from the environment: null when there are none. */
export function backupTarget(
  env: { BACKUP_DIR?: string; BACKUP_KEEP?: string },
  database: { url: string; embedded: boolean; dataDir: string },
): BackupTarget | null {
  if (env.BACKUP_DIR === 'off') return null;
  const dir = env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : database.embedded ? path.join(database.dataDir, 'backups') : null;
  if (!dir) return null;
  const keep = Number(env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a positive whole number, got "${env.BACKUP_KEEP}"`);
  return { url: database.url, dir, keep };
}
