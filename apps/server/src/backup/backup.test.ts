import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { bearer, signInToken } from '../../test/test-app';
import { timecardWorld, type Card } from '../../test/kits/timecard-world';
import { dumpDatabase, MANIFEST } from './dump';
import { restoreDatabase } from './restore';
import { backupTarget, runScheduledBackup } from './scheduled-backup';

// A backup restored into a fresh database serves the same time cards (issue 37): the whole path an
// administrator takes, npm run backup then npm run restore, through the functions they call.

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('backup and restore', async () => {
  const w = await timecardWorld();
  const adminUrl = inject('adminUrl');
  const source = urlOf(adminUrl, (await sql<{ name: string }>`select current_database() as name`.execute(w.db)).rows[0]!.name);
  const folder = await mkdtemp(path.join(tmpdir(), 'punchline-backup-'));
  const scratch: ScratchDatabase[] = [];
  const fresh = async (label: string) => {
    const name = `pl_restore_${label}_${process.pid}_${Date.now()}`;
    const db = await createScratchDatabase(adminUrl, name);
    scratch.push(db);
    return { ...db, url: urlOf(adminUrl, name) };
  };
  afterAll(async () => {
    for (const s of scratch) await s.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const maria = await w.worker({ firstName: 'Maria', orgUnitId: w.refs.unitA });
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${w.org}, ${maria.id}, '2000-01-01', 20)`.execute(
    w.db,
  );
  const lastWeek = w.weekStart(1);
  await w.punchWeek(maria.id, lastWeek);
  const before: Card = await w.card(maria.id, lastWeek);

  it('restores into an empty database that then serves the same time card, sign-in included', async () => {
    const dir = path.join(folder, 'full');
    const manifest = await dumpDatabase(source, dir, new Date('2026-11-27T12:00:00Z'));
    expect(manifest.tables.find((t) => t.table === 'punches')!.rows).toBeGreaterThanOrEqual(12);
    expect(manifest.postgres).toMatch(/^\d+/);
    expect((await readdir(dir)).sort()).toContain(MANIFEST);

    const target = await fresh('full');
    await restoreDatabase(target.url, dir);
    const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' });
    const app = await buildApp({ db: target.db, config, logger: false });
    try {
      const token = await signInToken(app, 'owner@example.com');
      const response = await app.inject({
        method: 'GET',
        url: `/api/orgs/${w.org}/timecards/${maria.id}?date=${lastWeek}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json<{ result: Card }>().result;
      expect(after.payCodes).toEqual(before.payCodes);
      expect(after.totals).toEqual(before.totals);
      expect(after.totals.workedSeconds).toBe(55 * 3600);

      // New rows get new ids: the sequences were moved past what was restored.
      const added = await app.inject({
        method: 'POST',
        url: `/api/orgs/${w.org}/employees`,
        headers: bearer(token),
        payload: { firstName: 'After', lastName: 'Restore' },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json<{ result: { id: number } }>().result.id).toBeGreaterThan(maria.id as number);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that already holds tables, and a folder that is not a backup, changing nothing', async () => {
    await expect(restoreDatabase(source, path.join(folder, 'full'))).rejects.toThrow('The database is not empty');
    const notABackup = path.join(folder, 'not-a-backup');
    await rm(notABackup, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(notABackup));
    await writeFile(path.join(notABackup, 'notes.txt'), 'hello');
    const target = await fresh('refused');
    await expect(restoreDatabase(target.url, notABackup)).rejects.toThrow('is not a Punchline backup');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(target.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('the nightly backup keeps the newest ones, and is on by default only for the embedded database', async () => {
    const dir = path.join(folder, 'nightly');
    await import('node:fs/promises').then((fs) => fs.mkdir(dir));
    await writeFile(path.join(dir, 'README.txt'), 'not a backup: never removed');
    const day = Date.parse('2026-11-20T02:37:00Z');
    const target = { url: source, dir, keep: 2 };
    for (const n of [0, 1, 2]) await runScheduledBackup(target, day + n * 86_400_000);
    expect((await readdir(dir)).sort()).toEqual(['2026-11-21T02-37-00-000Z', '2026-11-22T02-37-00-000Z', 'README.txt']);

    const embedded = { url: 'postgres://x', embedded: true, dataDir: '/srv/punchline' };
    expect(backupTarget({}, embedded)).toEqual({ url: 'postgres://x', dir: '/srv/punchline/backups', keep: 7 });
    expect(backupTarget({ BACKUP_DIR: 'off' }, embedded)).toBeNull();
    expect(backupTarget({}, { ...embedded, embedded: false })).toBeNull();
    expect(backupTarget({ BACKUP_DIR: '/backups', BACKUP_KEEP: '30' }, { ...embedded, embedded: false })).toEqual({
      url: 'postgres://x',
      dir: '/backups',
      keep: 30,
    });
    expect(() => backupTarget({ BACKUP_KEEP: '0' }, embedded)).toThrow('BACKUP_KEEP');
  });
});
