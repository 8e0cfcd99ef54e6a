import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

// The registry walk proves the generic behaviour; this is what the template definition adds.
describe('integration templates', async () => {
  const { db, orgA, call } = await resourceWorld();
  const url = `/orgs/${orgA}/integration/templates`;
  const valid = {
    name: 'Labels feed',
    base: 'csv',
    dataSource: 'labels',
    filename: 'labels-{date}.csv',
    template: 'Name,Type\n{{#rows}}\n{{name}},{{type}}\n{{/rows}}',
  };

  it('stores a valid template, with download as its export action and line breaks kept', async () => {
    const created = await call('admin', 'POST', url, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ result: object }>().result).toMatchObject({ ...valid, exportAction: 'download', active: true });
  });

  it('refuses unknown placeholders with a message on the template field, nothing written', async () => {
    const response = await call('admin', 'POST', url, { ...valid, name: 'Typo', template: '{{#rows}}{{nmae}}{{/rows}}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      template: ['Unknown placeholder {{nmae}}: use one of id, name, active, type, targetId, count, date.'],
    });
    const names = (await call('admin', 'GET', url)).json<{ results: { name: string }[] }>().results.map((r) => r.name);
    expect(names).not.toContain('Typo');
  });

  it('checks placeholders against the data source, also when only the data source changes', async () => {
    const departments = await call('admin', 'POST', url, {
      ...valid,
      name: 'Depts',
      dataSource: 'departments',
      template: '{{#rows}}{{type}}{{/rows}}',
    });
    expect(departments.json()).toEqual({ template: [expect.stringMatching(/^Unknown placeholder \{\{type\}\}/)] });
    const own = (await call('admin', 'GET', url)).json<{ results: { id: number; version: number }[] }>().results[0]!;
    const moved = await call('admin', 'PUT', `${url}/${own.id}`, { dataSource: 'departments', version: own.version });
    expect(moved.json()).toEqual({ template: [expect.stringMatching(/^Unknown placeholder \{\{type\}\}/)] });
  });

  it('refuses malformed templates, paths as file names and unknown bases or data sources', async () => {
    const post = async (change: object) => (await call('admin', 'POST', url, { ...valid, name: 'Bad', ...change })).json();
    expect(await post({ template: '{{#rows}}{{name}}' })).toEqual({ template: ['The {{#rows}} block is not closed with {{/rows}}.'] });
    expect(await post({ template: 'Total {{name}}' })).toEqual({ template: ['{{name}} can only be used inside {{#rows}}...{{/rows}}.'] });
    expect(await post({ filename: '../etc/{date}.csv' })).toEqual({ filename: ['must not contain / \\ : * ? " < > or |.'] });
    expect(await post({ base: 'html', dataSource: 'audit' })).toEqual({
      base: ['This selection is not valid.'],
      dataSource: ['This selection is not valid.'],
    });
  });

  it('needs the integration feature', async () => {
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgA).execute();
    const response = await call('admin', 'GET', url);
    expect([response.statusCode, response.json()]).toEqual([403, { detail: 'This organization does not have the Templates feature.' }]);
  });
});
