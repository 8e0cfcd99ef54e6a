import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

describe('feature gate, sensitive rows, references', async () => {
  const { db, orgA, call } = await resourceWorld();

  it('refuses custom fields to an organization without the customfield feature', async () => {
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgA).execute();
    const response = await call('admin', 'GET', `/orgs/${orgA}/customfields`);
    expect([response.statusCode, response.json()]).toEqual([403, { detail: 'This organization does not have the Custom Fields feature.' }]);
    await db
      .updateTable('organizations')
      .set({ features: ['customfield'] })
      .where('id', '=', orgA)
      .execute();
    expect((await call('admin', 'GET', `/orgs/${orgA}/customfields`)).statusCode).toBe(200);
  });

  it('hides sensitive custom fields from callers without access_employee_sensitive', async () => {
    const url = `/orgs/${orgA}/customfields`;
    const secret = (await call('admin', 'POST', url, { name: 'Union member', type: 'bool', appliesTo: 'user', sensitive: true })).json<{
      result: { id: number };
    }>().result;
    await call('admin', 'POST', url, { name: 'Shirt size', type: 'choice', appliesTo: 'user', choices: ['S', 'M'] });
    const names = async (who: 'admin' | 'plain') =>
      (await call(who, 'GET', url)).json<{ results: { name: string }[] }>().results.map((r) => r.name);
    expect(await names('admin')).toEqual(['Union member', 'Shirt size']);
    expect(await names('plain')).toEqual(['Shirt size']);
    expect((await call('plain', 'GET', `${url}/${secret.id}`)).statusCode).toBe(404);
    expect((await call('plain', 'DELETE', `${url}/${secret.id}?version=1`)).statusCode).toBe(404);
    const choice = await call('admin', 'POST', url, { name: 'Team', type: 'choice', appliesTo: 'user' });
    expect(choice.json()).toEqual({ choices: ['Choices is a required field.'] });
  });

  it('checks org unit label references exist in the organization', async () => {
    const response = await call('admin', 'POST', `/orgs/${orgA}/orgunits`, { name: 'South', labelIds: [999999] });
    expect(response.json()).toEqual({ labelIds: ['This selection is not valid.'] });
  });

  it('refuses to delete a department still in use, and keeps it', async () => {
    const dept = (await call('admin', 'POST', `/orgs/${orgA}/departments`, { name: 'Kitchen' })).json<{ result: { id: number } }>().result;
    await db.insertInto('employees').values({ org_id: orgA, first_name: 'A', last_name: 'B', department_id: dept.id }).execute();
    const response = await call('admin', 'DELETE', `/orgs/${orgA}/departments/${dept.id}?version=1`);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { detail: 'This department is in use and cannot be deleted. Make it inactive instead.' },
    ]);
    expect((await call('admin', 'GET', `/orgs/${orgA}/departments/${dept.id}`)).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_events').select('action').where('kind', '=', 'department').execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });
});
