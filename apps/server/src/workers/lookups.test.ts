import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

type Page = { results: Rec[]; cursor?: string; supplementalData: object };

const LOOKUP_KEYS = [
  'active',
  'avatar',
  'departmentId',
  'displayName',
  'firstName',
  'id',
  'labelIds',
  'lastName',
  'middleName',
  'orgUnitId',
];

// SPEC section 7 "Workers and lookups": the pickers' calls, for any console user, limited by the
// caller's label restrictions through the data path alone.
describe('worker lookups', async () => {
  const w = await workerWorld();
  const { call, base, refs } = w;
  await w.member('reader', ['view_reports']);
  await w.member('clocks', ['setup_clocks']);
  await w.member('unitAdmin', [...PERMISSIONS]);
  await w.restrict('unitAdmin', { orgUnitIds: [refs.unitA] });
  await w.member('labelAdmin', [...PERMISSIONS]);
  await w.restrict('labelAdmin', { labelIds: [refs.labelA] });

  const secret = { birthDate: '1979-03-04', nationalId: 'NID-LOOKUP-1', address: '1 Secret Row', employeeNumber: 'E-77' };
  const ada = await w.worker({ firstName: 'Ada', lastName: 'Alder', orgUnitId: refs.unitA, labelIds: [refs.labelA], ...secret });
  const bea = await w.worker({ firstName: 'Bea', lastName: 'Birch', orgUnitId: refs.unitA, departmentId: refs.deptA });
  const cal = await w.worker({ firstName: 'Cal', lastName: 'Cedar', orgUnitId: refs.unitB, labelIds: [refs.labelB] });
  const dee = await w.worker({ firstName: 'Dee', lastName: 'Dogwood', orgUnitId: refs.unitA, active: false });
  const eve = await w.worker({ firstName: 'Eve', lastName: 'Elm', orgUnitId: refs.unitB, active: false });
  await w.worker({ firstName: 'Far', lastName: 'Away' }, w.other);

  const page = async (who: string, url: string) => {
    const response = await call(who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const names = async (who: string, url: string) => (await page(who, url)).results.map((r) => r.firstName);
  const readonly = `${base}/employees/readonly`;
  const allowed = (unit: number) => `${base}/orgunits/${unit}/allowed-employees`;

  it('answers the picker’s fields only, never a sensitive one, even to a caller who may see them', async () => {
    const body = await page('owner', `${readonly}?id=${ada.id}`);
    expect(body.supplementalData).toEqual({});
    expect(Object.keys(body.results[0]!).sort()).toEqual(LOOKUP_KEYS);
    expect(body.results[0]).toMatchObject({
      id: ada.id,
      firstName: 'Ada',
      lastName: 'Alder',
      orgUnitId: refs.unitA,
      labelIds: [refs.labelA],
    });
    const all = await call('owner', 'GET', `${readonly}?active=all&limit=500`);
    for (const value of Object.values(secret)) expect(all.body).not.toContain(value);
  });

  it('lists active workers by default, inactive ones too when resolving ids, and searches by name', async () => {
    expect(await names('owner', readonly)).toEqual(['Ada', 'Bea', 'Cal']);
    expect(await names('owner', `${readonly}?active=no`)).toEqual(['Dee', 'Eve']);
    expect(await names('owner', `${readonly}?id=${dee.id},${ada.id}`)).toEqual(['Ada', 'Dee']);
    expect(await names('owner', `${readonly}?id=${dee.id}&id=${eve.id}&active=yes`)).toEqual([]);
    expect(await names('owner', `${readonly}?searchText=birch`)).toEqual(['Bea']);
    expect(await names('owner', `${readonly}?searchText=E-77`)).toEqual(['Ada']); // employee number, though never answered
  });

  it('pages with an opaque cursor, and refuses a bad limit or cursor', async () => {
    const seen: string[] = [];
    let url = `${readonly}?active=all&limit=2`;
    for (let guard = 0; guard < 5; guard++) {
      const { results, cursor } = await page('owner', url);
      expect(results.length).toBeLessThanOrEqual(2);
      seen.push(...results.map((r) => String(r.firstName)));
      if (!cursor) break;
      url = `${readonly}?active=all&limit=2&cursor=${cursor}`;
    }
    expect(seen).toEqual(['Ada', 'Bea', 'Cal', 'Dee', 'Eve']);
    for (const limit of ['0', '501', 'x']) {
      const refused = await call('owner', 'GET', `${readonly}?limit=${limit}`);
      expect([refused.statusCode, refused.json()]).toEqual([400, { limit: ['must be between 1 and 500.'] }]);
    }
    expect((await call('owner', 'GET', `${readonly}?cursor=bm9wZQ`)).json()).toEqual({ cursor: ['is not valid.'] });
  });

  it('answers the workers of one org unit, and 404 for an org unit the organization does not have', async () => {
    expect(await names('owner', allowed(refs.unitA))).toEqual(['Ada', 'Bea']);
    expect(await names('owner', `${allowed(refs.unitB)}?active=all`)).toEqual(['Cal', 'Eve']);
    expect(await names('owner', `${allowed(refs.unitB)}?id=${eve.id},${ada.id}`)).toEqual(['Eve']);
    const second = await page('owner', `${allowed(refs.unitA)}?active=all&limit=2`);
    expect((await page('owner', `${allowed(refs.unitA)}?active=all&limit=2&cursor=${second.cursor}`)).results).toEqual([
      expect.objectContaining({ id: dee.id }),
    ]);
    const foreignUnit = (await w.create('orgunits', { name: 'Theirs' }, w.other, 'outsider')).id;
    expect((await call('owner', 'GET', allowed(foreignUnit))).statusCode).toBe(404);
    expect((await call('owner', 'GET', allowed(999_999))).json()).toEqual({ detail: 'Org Unit not found.' });
  });

  it('is for any console user: view_reports alone may call it, setup_clocks alone may not, nor another organization', async () => {
    expect(await names('reader', readonly)).toEqual(['Ada', 'Bea', 'Cal']);
    expect(await names('reader', allowed(refs.unitA))).toEqual(['Ada', 'Bea']);
    for (const url of [readonly, allowed(refs.unitA)]) {
      expect((await call('clocks', 'GET', url)).statusCode).toBe(403);
      expect((await call('outsider', 'GET', url)).statusCode).toBe(403);
    }
  });

  it('limits a restricted administrator to their org units in both lookups, by row-level security alone', async () => {
    expect(await names('unitAdmin', `${readonly}?active=all`)).toEqual(['Ada', 'Bea', 'Dee']);
    // Asking by id for a worker outside the restriction finds nothing, it does not leak.
    expect(await names('unitAdmin', `${readonly}?id=${cal.id},${eve.id},${bea.id}`)).toEqual(['Bea']);
    expect(await names('unitAdmin', `${allowed(refs.unitA)}?active=all`)).toEqual(['Ada', 'Bea', 'Dee']);
    expect((await call('unitAdmin', 'GET', allowed(refs.unitB))).statusCode).toBe(404);
    // A label restriction: workers holding the label only.
    expect(await names('labelAdmin', `${readonly}?active=all`)).toEqual(['Ada']);
    expect(await names('labelAdmin', `${allowed(refs.unitB)}?active=all`)).toEqual([]);
  });
});

// SPEC section 7: GET labels with searchText, active, type, id, limit (the generic list).
describe('the labels lookup', async () => {
  const w = await workerWorld();
  const { call, base, refs } = w;
  await w.member('reader', ['view_reports']);
  await w.member('labelAdmin', [...PERMISSIONS]);
  await w.restrict('labelAdmin', { labelIds: [refs.labelA] });
  const night = await w.create('labels', { name: 'Night Crew', type: 'work' });
  const old = await w.create('labels', { name: 'Old Crew', type: 'user', active: false });
  const names = async (who: string, query: string) => {
    const response = await call(who, 'GET', `${base}/labels?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>().results.map((r) => r.name);
  };

  it('takes searchText, active, type, id and limit', async () => {
    expect(await names('reader', '')).toEqual(['Label A', 'Label B', 'Night Crew']);
    expect(await names('reader', 'searchText=crew&active=all')).toEqual(['Night Crew', 'Old Crew']);
    expect(await names('reader', 'type=user&active=all')).toEqual(['Label A', 'Label B', 'Old Crew']);
    expect(await names('reader', 'type=work')).toEqual(['Night Crew']);
    expect(await names('reader', `id=${old.id},${night.id}`)).toEqual(['Night Crew', 'Old Crew']);
    expect(await names('reader', 'active=no')).toEqual(['Old Crew']);
    const limited = (await call('reader', 'GET', `${base}/labels?limit=1`)).json<Page>();
    expect([limited.results.length, typeof limited.cursor]).toEqual([1, 'string']);
    expect((await call('reader', 'GET', `${base}/labels?type=pink`)).statusCode).toBe(400);
  });

  it('shows a label-restricted administrator only their user labels (work labels are not restricted)', async () => {
    expect(await names('labelAdmin', 'active=all')).toEqual(['Label A', 'Night Crew']);
  });
});
