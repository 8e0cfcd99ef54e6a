import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { migrations } from '../db/migrations/index';
import { createScratchDatabase } from '../../test/scratch-database';

// Migration 0042 gives the organizations that already exist the standard pay codes (new ones get
// them from seedPayCodes): run on an empty database up to 0041, add organizations, then run it.
describe('migration 0042-time-rules', async () => {
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}_m42_${randomBytes(3).toString('hex')}`;
  const { db, drop } = await createScratchDatabase(adminUrl, name);
  afterAll(drop);
  const upTo = (last: string) =>
    new Migrator({
      db,
      allowUnorderedMigrations: true,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([n]) => n <= last)) },
    });

  it('seeds REG, OT and DT for every existing organization', async () => {
    expect((await upTo('0041-restrictions-once-per-statement').migrateToLatest()).error).toBeUndefined();
    await sql`insert into organizations (name) values ('Old One'), ('Old Two')`.execute(db);
    expect((await upTo('0042-time-rules').migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{
      name: string;
      codes: string;
    }>`select o.name, string_agg(p.code || '×' || p.multiplier, ' ' order by p.code) as codes
      from organizations o join pay_codes p on p.org_id = o.id group by o.name order by o.name`.execute(db);
    expect(rows).toEqual([
      { name: 'Old One', codes: 'DT×2 OT×1.5 REG×1' },
      { name: 'Old Two', codes: 'DT×2 OT×1.5 REG×1' },
    ]);
  });
});
