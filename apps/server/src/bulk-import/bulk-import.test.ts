import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

describe('POST bulk-import', async () => {
  const { db, orgA, call } = await resourceWorld();
  await db.insertInto('labels').values({ org_id: orgA, name: 'Existing', type: 'work' }).execute();
  const url = `/orgs/${orgA}/bulk-import`;
  const count = async () => (await db.selectFrom('labels').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const auditCount = async () => (await db.selectFrom('audit_events').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('creates every row in one go with one audit event each, trimming and typing spreadsheet text', async () => {
    const response = await call('admin', 'POST', url, {
      path: 'labels',
      items: [
        { name: ' Night ', type: 'work', active: 'no' },
        { name: 'Night', type: 'user' }, // same name, other type: allowed
      ],
      options: {},
    });
    expect(response.statusCode).toBe(201);
    const results = response.json<{ results: { id: number; name: string; active: boolean; version: number }[] }>().results;
    expect(results.map((r) => [r.name, r.active, r.version])).toEqual([
      ['Night', false, 1],
      ['Night', true, 1],
    ]);
    const events = await db.selectFrom('audit_events').select(['record_id', 'action']).where('kind', '=', 'label').orderBy('id').execute();
    expect(events).toEqual(results.map((r) => ({ record_id: r.id, action: 'create' })));
  });

  it('writes nothing when any row is invalid and reports every invalid row by index', async () => {
    const [labels, events] = [await count(), await auditCount()];
    const response = await call('admin', 'POST', url, {
      path: 'labels',
      items: [
        { name: 'Fine', type: 'work' },
        { name: '', type: 'pink' },
        { name: 'existing', type: 'work' },
        { name: 'Twice', type: 'user' },
        { name: 'twice', type: 'user' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rows: [
        { index: 1, errors: { name: ['Name is a required field.'], type: ['This selection is not valid.'] } },
        { index: 2, errors: { name: ['must be unique.'] } },
        { index: 4, errors: { name: ['must be unique.'] } },
      ],
    });
    expect([await count(), await auditCount()]).toEqual([labels, events]);
  });

  it('keeps rows in order, and writes nothing when the database refuses a row while the rest are on their way', async () => {
    // Rows are written pipelined (bulk-import.service.ts); a row the checks passed but the
    // database refuses (here a trigger standing in for a unique race) must still undo them all.
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'duplicate' using errcode = '23505'; end if; return new; end $$`.execute(db);
    await sql`create trigger refuse_boom before insert on labels for each row execute function refuse_boom()`.execute(db);
    try {
      const [labels, events] = [await count(), await auditCount()];
      const items = Array.from({ length: 40 }, (_, i) => ({ name: i === 25 ? 'Boom' : `Row ${i}`, type: 'work' }));
      const refused = await call('admin', 'POST', url, { path: 'labels', items, options: {} });
      expect([refused.statusCode, refused.json()]).toEqual([400, { name: ['must be unique.'] }]);
      expect([await count(), await auditCount()]).toEqual([labels, events]);
      const fine = await call('admin', 'POST', url, { path: 'labels', items: items.filter((i) => i.name !== 'Boom'), options: {} });
      expect(fine.statusCode).toBe(201);
      const created = fine.json<{ results: { id: number; name: string }[] }>().results;
      expect(created.map((r) => r.name)).toEqual(items.filter((i) => i.name !== 'Boom').map((i) => i.name));
      expect(created.map((r) => r.id)).toEqual([...created.map((r) => r.id)].sort((a, b) => a - b));
    } finally {
      await sql`drop trigger refuse_boom on labels; drop function refuse_boom()`.execute(db);
    }
  });

  it('validates without writing on dryRun (the import preview)', async () => {
    const before = await count();
    const response = await call('admin', 'POST', url, {
      path: 'labels',
      items: [{ name: 'Preview', type: 'user' }],
      options: { dryRun: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ name: 'Preview', type: 'user', active: true, targetId: null }] });
    expect(await count()).toBe(before);
  });

  it('accepts only resources that allow it, and needs the write permission', async () => {
    const refused = await call('admin', 'POST', url, { path: 'departments', items: [{ name: 'x' }] });
    expect(refused.json()).toEqual({ path: ['This selection is not valid.'] });
    expect((await call('reader', 'POST', url, { path: 'labels', items: [{ name: 'x', type: 'user' }] })).statusCode).toBe(403);
    expect((await call('outsider', 'POST', url, { path: 'labels', items: [{ name: 'x', type: 'user' }] })).statusCode).toBe(403);
    expect((await call('admin', 'POST', url, { path: 'labels', items: [] })).statusCode).toBe(400);
  });
});
