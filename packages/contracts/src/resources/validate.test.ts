import { describe, expect, it } from 'vitest';
import { customFieldsResource } from './customfields';
import { labelsResource } from './labels';
import type { Fields } from './define';
import { RESOURCES, SETTINGS } from './registry';
import { validateRecord } from './validate';

describe('resource definitions and validateRecord', () => {
  it('names only declared fields in columns, search, ordering and rules', () => {
    for (const def of RESOURCES) {
      const names = Object.keys(def.fields);
      for (const name of def.list.search) expect(names).toContain(name);
      // A list may also show the server's computed (read-only) columns (define.ts ResourceDef.computed).
      for (const name of def.list.columns) expect([...names, ...Object.keys(def.computed ?? {})]).toContain(name);
      expect([...names, 'id']).toContain(def.list.orderBy);
      for (const field of Object.values(def.fields)) {
        if (typeof field.unique === 'object') for (const other of field.unique.within) expect(names).toContain(other);
        if (field.requiredWhen) expect(names).toContain(field.requiredWhen.field);
      }
    }
    const paths = [...RESOURCES, ...SETTINGS].map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('trims, applies defaults and gives the section 5 messages', () => {
    expect(validateRecord(labelsResource, { name: '  Night ', type: 'work' })).toEqual({
      values: { name: 'Night', active: true, type: 'work', targetId: null },
      errors: {},
    });
    expect(validateRecord(labelsResource, { name: ' ', type: 'blue', targetId: 'x' }).errors).toEqual({
      name: ['Name is a required field.'],
      type: ['This selection is not valid.'],
      targetId: ["must be of the form 'type:id'."],
    });
    expect(validateRecord(labelsResource, { name: 'x'.repeat(101), type: 'user' }).errors).toEqual({
      name: ['no more than 100 characters.'],
    });
  });

  it('lays input over a stored record, and requires choices only for a choice field', () => {
    const stored = { name: 'Size', type: 'bool', appliesTo: 'user', sortOrder: 3, active: true, sensitive: false, crossIndex: false };
    expect(validateRecord(customFieldsResource, { sortOrder: '4' }, stored).values.sortOrder).toBe(4);
    expect(validateRecord(customFieldsResource, { type: 'choice' }, stored).errors).toEqual({ choices: ['Choices is a required field.'] });
    expect(validateRecord(customFieldsResource, { type: 'choice', choices: ['S', 's'] }, stored).errors).toEqual({
      choices: ['must be unique.'],
    });
    expect(validateRecord(customFieldsResource, { sortOrder: 1.5 }, stored).errors).toEqual({ sortOrder: ['must be a integer value.'] });
  });

  it('refuses an explicit empty value for a field with a default, and gives the default when omitted', () => {
    const stored = { name: 'Size', type: 'bool', appliesTo: 'user', sortOrder: 3, active: true, sensitive: false, crossIndex: false };
    for (const empty of [null, '', '  ', []]) {
      expect(validateRecord(customFieldsResource, { sortOrder: empty }, stored).errors).toEqual({
        sortOrder: ['Sort Order is a required field.'],
      });
      expect(validateRecord(customFieldsResource, { name: 'Size', type: 'bool', appliesTo: 'user', sortOrder: empty }).errors).toEqual({
        sortOrder: ['Sort Order is a required field.'],
      });
    }
    expect(validateRecord(customFieldsResource, { name: 'Size', type: 'bool', appliesTo: 'user' })).toMatchObject({
      values: { sortOrder: 0 },
      errors: {},
    });
    expect(validateRecord(customFieldsResource, { name: 'Color' }, stored)).toMatchObject({ values: { sortOrder: 3 }, errors: {} });
  });

  it('lets a switch fall back to its default, a list be emptied, and a null default be cleared', () => {
    const def = {
      fields: {
        active: { type: 'bool', label: 'Active', default: true },
        days: { type: 'idList', label: 'Days', default: [1, 2] },
        middle: { type: 'choice', label: 'Middle', choices: ['full'], default: null },
        due: { type: 'date', label: 'Due', default: '2024-01-01' },
      },
    } as const satisfies { fields: Fields };
    expect(validateRecord(def, { active: null, days: [], middle: '' })).toEqual({
      values: { active: true, days: [], middle: null, due: '2024-01-01' },
      errors: {},
    });
    expect(validateRecord(def, { due: '' }).errors).toEqual({ due: ['Due is a required field.'] });
  });

  it('saves a field hidden by its showWhen empty, and does not hold its value against the record', () => {
    const base = { name: 'Shift type', type: 'choice', appliesTo: 'punch', choices: ['Day', 'Night'], boolTrueLabel: 'Yes please' };
    const asChoice = validateRecord(customFieldsResource, base);
    expect(asChoice.errors).toEqual({});
    expect(asChoice.values).toMatchObject({ choices: ['Day', 'Night'], boolTrueLabel: null });
    const asNumber = validateRecord(customFieldsResource, { ...base, type: 'number', choices: ['x', 'X'] });
    expect(asNumber.errors).toEqual({}); // duplicate choices no longer matter: there are none
    expect(asNumber.values).toMatchObject({ type: 'number', choices: [], boolTrueLabel: null, boolFalseLabel: null });
    expect(validateRecord(customFieldsResource, { ...base, type: 'bool', boolTrueLabel: 'Done' }).values).toMatchObject({
      choices: [],
      boolTrueLabel: 'Done',
    });
  });
});
