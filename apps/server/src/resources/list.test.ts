import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

type Page = { results: { id: number; name: string; active: boolean }[]; cursor?: string; supplementalData: object };

describe('collection lists: paging, search, active filter, id list', async () => {
  const { db, orgA, orgB, call } = await resourceWorld();
  const names = Array.from({ length: 60 }, (_, i) => `Label ${String(i).padStart(2, '0')}`);
  await db
    .insertInto('labels')
    .values(names.map((name, i) => ({ org_id: orgA, name, type: 'work', active: i % 10 !== 9 })))
    .execute();
  await db.insertInto('labels').values({ org_id: orgB, name: 'Label 00 of Beta', type: 'work' }).execute();
  await db.insertInto('labels').values({ org_id: orgA, name: '100%_sure', type: 'user' }).execute();
  const url = `/orgs/${orgA}/labels`;
  const page = async (query: string) => (await call('admin', 'GET', `${url}?${query}`)).json<Page>();

  it('pages in name order with an opaque cursor present only while more exist, default 25 active rows', async () => {
    const seen: string[] = [];
    let query = 'active=all&limit=25';
    for (let guard = 0; guard < 10; guard++) {
      const { results, cursor } = await page(query);
      seen.push(...results.map((r) => r.name));
      if (!cursor) break;
      query = `active=all&limit=25&cursor=${cursor}`;
    }
    expect(seen).toEqual(['100%_sure', ...names]);
    const first = await page('');
    expect(first.results).toHaveLength(25);
    expect(first.results.every((r) => r.active)).toBe(true);
    expect(first.supplementalData).toEqual({});
    const all = await page('limit=500');
    expect(all.cursor).toBeUndefined();
    expect(all.results).toHaveLength(55); // 6 of the 60 are inactive, plus 100%_sure
  });

  it('filters active yes / no / all', async () => {
    expect((await page('active=no&limit=500')).results.map((r) => r.name)).toEqual(names.filter((_, i) => i % 10 === 9));
    expect((await page('active=all&limit=500')).results).toHaveLength(61);
    expect((await call('admin', 'GET', `${url}?active=maybe`)).statusCode).toBe(400);
  });

  it('searches case-insensitively, taking % and _ literally, and the cursor keeps the search', async () => {
    expect((await page('searchText=label 1&active=all')).results.map((r) => r.name)).toEqual(names.slice(10, 20));
    expect((await page('searchText=0%_')).results.map((r) => r.name)).toEqual(['100%_sure']);
    const first = await page('searchText=LABEL 2&active=all&limit=6');
    const second = await page(`searchText=LABEL 2&active=all&limit=6&cursor=${first.cursor}`);
    expect([...first.results, ...second.results].map((r) => r.name)).toEqual(names.slice(20, 30));
    expect(second.cursor).toBeUndefined();
  });

  it('filters by a list of ids, inactive ones included unless asked otherwise, never another organization', async () => {
    const rows = (await page('active=all&limit=500')).results;
    const inactive = rows.find((r) => !r.active)!;
    const ids = [rows[0]!.id, inactive.id];
    const beta = await db.selectFrom('labels').select('id').where('org_id', '=', orgB).executeTakeFirstOrThrow();
    const both = await page(`id=${ids.join(',')}&id=${beta.id}`);
    expect(both.results.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await page(`id=${ids[0]}&id=${ids[1]}&active=yes`)).results.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('refuses a bad limit or cursor with a field error', async () => {
    for (const limit of ['0', '501', 'x']) {
      const response = await call('admin', 'GET', `${url}?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ limit: ['must be between 1 and 500.'] });
    }
    const badCursor = await call('admin', 'GET', `${url}?cursor=not-a-cursor`);
    expect(badCursor.json()).toEqual({ cursor: ['is not valid.'] });
  });
  it('filters labels by type (the enum filter of the definition), and refuses a type that is not one', async () => {
    expect((await page('type=user')).results.map((r) => r.name)).toEqual(['100%_sure']);
    expect((await page('type=user,work&limit=3')).results.map((r) => r.name)).toEqual(['100%_sure', 'Label 00', 'Label 01']);
    const wrong = await call('admin', 'GET', `${url}?type=night`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('type');
  });
});
