import { describe, expect, it } from 'vitest';
import { WITHOUT_SENSITIVE, workerWorld, type Rec } from '../../test/kits/worker-test-world';

// The valueMap list filter on the workers' custom field values (SPEC section 7 customFieldValues,
// `field:value` strings): every pair must hold; sensitive values only for callers who see them.
describe('custom field values filter', async () => {
  const w = await workerWorld();
  const { call, base } = w;
  await w.member('plain', WITHOUT_SENSITIVE);
  const field = (name: string, type: string, extra: object = {}) => w.create('customfields', { name, type, appliesTo: 'user', ...extra });
  const shirt = (await field('Shirt', 'choice', { choices: ['M', 'L', 'Smith, J'] })).id;
  const union = (await field('Union', 'bool')).id;
  const size = (await field('Size', 'number')).id;
  const band = (await field('Band', 'choice', { choices: ['B1', 'B2'], sensitive: true })).id;
  await w.worker({ firstName: 'Ann', customFieldValues: { [shirt]: 'L', [union]: true } });
  await w.worker({ firstName: 'Ben', customFieldValues: { [shirt]: 'L', [union]: false, [size]: 12.5 } });
  await w.worker({ firstName: 'Cy', customFieldValues: { [shirt]: 'Smith, J', [band]: 'B2' } });

  const names = async (who: string, filter: string) => {
    const response = await call(who, 'GET', `${base}/employees?customFieldValues=${encodeURIComponent(filter)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: Rec[] }>().results.map((r) => r.firstName);
  };

  it('keeps workers holding every pair, switches and numbers compared as text', async () => {
    expect(await names('owner', `${shirt}:L`)).toEqual(['Ann', 'Ben']);
    expect(await names('owner', `${shirt}:L,${union}:true`)).toEqual(['Ann']);
    expect(await names('owner', `${union}:false`)).toEqual(['Ben']);
    expect(await names('owner', `${size}:12.5`)).toEqual(['Ben']);
    expect(await names('owner', `${shirt}:Smith, J`)).toEqual(['Cy']);
    expect(await names('owner', `${shirt}:l`)).toEqual([]); // values are exact
  });

  it('finds sensitive values only for callers who may see them', async () => {
    expect(await names('owner', `${band}:B2`)).toEqual(['Cy']);
    expect(await names('plain', `${band}:B2`)).toEqual([]);
    expect(await names('plain', `${shirt}:Smith, J`)).toEqual(['Cy']);
  });

  it('refuses a value that is not an id:value pair', async () => {
    for (const bad of ['Large', `${shirt}:`, `0:L`]) {
      const response = await call('owner', 'GET', `${base}/employees?customFieldValues=${encodeURIComponent(bad)}`);
      expect([response.statusCode, response.json()]).toEqual([400, { customFieldValues: ['This selection is not valid.'] }]);
    }
  });
});
