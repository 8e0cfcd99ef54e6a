import { labelsResource } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, fieldErrorsFrom, keepEdits, needsConfirmSave, saveDisabled, updateBody } from './record-form';

const original = { id: 4, version: 3, name: 'Night', type: 'work', active: true, targetId: null };

describe('record form rules', () => {
  it('is dirty only where values differ from what was loaded', () => {
    expect(changedFields(labelsResource.fields, original, { ...original })).toEqual([]);
    expect(changedFields(labelsResource.fields, original, { ...original, name: 'Day', active: false })).toEqual(['name', 'active']);
    expect(updateBody(labelsResource.fields, original, { ...original, name: 'Day' })).toEqual({ version: 3, name: 'Day' });
  });

  it('keeps what was typed in a new form when its defaults load after it appeared', () => {
    const blank = { firstName: '', lastName: '', departmentId: null, labelIds: [] };
    const withDefaults = { firstName: '', lastName: '', departmentId: 7, labelIds: [2] };
    const typed = { ...blank, firstName: 'Wanda', labelIds: [5] };
    expect(keepEdits(blank, withDefaults, typed)).toEqual({ firstName: 'Wanda', lastName: '', departmentId: 7, labelIds: [5] });
    expect(keepEdits(blank, withDefaults, blank)).toEqual(withDefaults);
  });

  it('asks Confirm Save only for an update touching a flagged field', () => {
    const def = { ...labelsResource, confirmSave: { fields: ['type'] } };
    expect(needsConfirmSave(def, original, { ...original, type: 'user' }, false)).toBe(true);
    expect(needsConfirmSave(def, original, { ...original, name: 'x' }, false)).toBe(false);
    expect(needsConfirmSave(def, original, { ...original, type: 'user' }, true)).toBe(false);
    expect(needsConfirmSave(labelsResource, original, { ...original, type: 'user' }, false)).toBe(false);
  });

  it('keeps the server errors of shown fields', () => {
    expect(fieldErrorsFrom(labelsResource.fields, { name: ['must be unique.'], version: ['x'] })).toEqual({ name: ['must be unique.'] });
    expect(fieldErrorsFrom(labelsResource.fields, { detail: 'no' })).toEqual({});
  });

  it('disables Save when unchanged, invalid, read-only or busy', () => {
    const ok = { isNew: false, dirty: true, valid: true, readOnly: false, busy: false };
    expect(saveDisabled(ok)).toBe(false);
    expect(saveDisabled({ ...ok, dirty: false })).toBe(true);
    expect(saveDisabled({ ...ok, dirty: false, isNew: true })).toBe(false);
    expect(saveDisabled({ ...ok, valid: false })).toBe(true);
    expect(saveDisabled({ ...ok, readOnly: true })).toBe(true);
    expect(saveDisabled({ ...ok, busy: true })).toBe(true);
  });
});
