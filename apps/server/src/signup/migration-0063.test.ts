import { randomBytes } from 'node:crypto';
import { FEATURES } from '@punchline/domain';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { migrations } from '../db/migrations/index';
import { createScratchDatabase } from '../../test/scratch-database';

// Migration 0063 gives the organizations signed up before sign-up granted features (none at all)
// their trial set, and leaves alone those that have some: run up to just before it, add
// organizations, then run it.
describe('migration 0063-trial-features', async () => {
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}_m63_${randomBytes(3).toString('hex')}`;
  const { db, drop } = await createScratchDatabase(adminUrl, name);
  afterAll(drop);
  const upTo = (last: string) =>
    new Migrator({
      db,
      allowUnorderedMigrations: true,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([n]) => n <= last)) },
    });

  it('grants every feature to organizations with none, keeps the rest as they were', async () => {
    expect((await upTo('0062').migrateToLatest()).error).toBeUndefined();
    await sql`insert into distributors (name, console_name) values ('Acme', 'AcmeTime')`.execute(db);
    await sql`insert into organizations (name, features) values ('Signed Up', '{}'), ('Chosen', '{schedule}')`.execute(db);
    await sql`insert into organizations (name, distributor_id) select 'Partner Client', id from distributors`.execute(db);
    expect((await upTo('0063-trial-features').migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{ name: string; features: string[] }>`select name, features from organizations order by name`.execute(db);
    expect(rows).toEqual([
      { name: 'Chosen', features: ['schedule'] },
      { name: 'Partner Client', features: [...FEATURES] },
      { name: 'Signed Up', features: [...FEATURES] },
    ]);
    const { rows: partners } = await sql<{ trial_features: string[] | null }>`select trial_features from distributors`.execute(db);
    expect(partners).toEqual([{ trial_features: null }]);
  });
});
