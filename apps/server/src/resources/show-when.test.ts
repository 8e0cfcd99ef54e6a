import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

type Field = { id: number; version: number; type: string; choices: string[]; boolTrueLabel: string | null; boolFalseLabel: string | null };

describe("a field shown only for another field's value is saved empty otherwise (showWhen, custom fields)", async () => {
  const { orgA, call } = await resourceWorld();
  const url = `/orgs/${orgA}/customfields`;

  it('drops the choices when a choice field becomes a number, and the labels when a yes/no field becomes a choice', async () => {
    const created = await call('admin', 'POST', url, { name: 'Shift type', type: 'choice', appliesTo: 'punch', choices: ['Day', 'Night'] });
    expect(created.statusCode).toBe(201);
    const field = created.json<{ result: Field }>().result;
    expect(field.choices).toEqual(['Day', 'Night']);
    const changed = await call('admin', 'PUT', `${url}/${field.id}`, { type: 'number', version: field.version });
    expect(changed.json<{ result: Field }>().result).toMatchObject({ type: 'number', choices: [] });

    const yesNo = await call('admin', 'POST', url, {
      name: 'Safety briefing',
      type: 'bool',
      appliesTo: 'user',
      boolTrueLabel: 'Done',
      boolFalseLabel: 'Missing',
      choices: ['ignored'],
    });
    const flag = yesNo.json<{ result: Field }>().result;
    expect(flag).toMatchObject({ boolTrueLabel: 'Done', boolFalseLabel: 'Missing', choices: [] });
    const toChoice = await call('admin', 'PUT', `${url}/${flag.id}`, { type: 'choice', choices: ['A', 'B'] });
    expect(toChoice.json<{ result: Field }>().result).toMatchObject({
      type: 'choice',
      choices: ['A', 'B'],
      boolTrueLabel: null,
      boolFalseLabel: null,
    });
  });
});
