import { validateRecord } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { pinHint, sectionFields, workerDef } from './worker-access';

const session = { requiredFields: ['employeeNumber', 'birthDate'], pinLengthMin: 4, pinLengthMax: 6 };
const all = { sensitive: true, pay: true, configured: [] };
const none = { sensitive: false, pay: false, configured: ['employeeNumber'] };
const worker = { firstName: 'Ann', lastName: 'Able' };

describe('the worker form rules', () => {
  it('requires the organization required fields the viewer can fill in', () => {
    expect(validateRecord(workerDef(session, all), worker).errors).toEqual({
      employeeNumber: ['Employee Number is a required field.'],
      birthDate: ['Birth Date is a required field.'],
    });
    // A field this viewer cannot see must not block Save.
    expect(validateRecord(workerDef(session, none), worker).errors).toEqual({});
  });

  it('checks a typed PIN against the PIN length bounds, and leaves an untouched PIN alone', () => {
    const def = workerDef({ ...session, requiredFields: [] }, all);
    expect(validateRecord(def, { ...worker, pin: '12' }).errors).toEqual({ pin: ['at least 4 characters.'] });
    expect(validateRecord(def, { ...worker, pin: '12a4' }).errors).toEqual({ pin: ['must contain digits only.'] });
    expect(validateRecord(def, { ...worker, pin: '1234567' }).errors).toEqual({ pin: ['no more than 6 characters.'] });
    expect(validateRecord(def, { ...worker, pin: '4321' }).errors).toEqual({});
    expect(validateRecord(def, worker).errors).toEqual({});
  });

  it('keeps the definition own cross-field rule', () => {
    const def = workerDef({ ...session, requiredFields: [] }, all);
    expect(validateRecord(def, { ...worker, hireDate: '2024-05-01', terminationDate: '2024-04-01' }).errors).toEqual({
      terminationDate: ['must not be before the hire date.'],
    });
  });

  it('says what a PIN takes', () => {
    expect(pinHint(4, 6)).toBe('4 to 6 digits');
    expect(pinHint(12, 0)).toBe('at least 12 digits');
    expect(pinHint(5, 5)).toBe('5 digits');
  });

  it('shows in each section only the fields the viewer may see', () => {
    const def = workerDef(session, all);
    expect(sectionFields(def, 'contact', none)).toEqual(['email', 'phone', 'hireDate', 'terminationDate']);
    expect(sectionFields(def, 'contact', { ...all, configured: ['employeeNumber'] })).toContain('employeeNumber');
    expect(sectionFields(def, 'sensitive', none)).toEqual([]);
    expect(sectionFields(def, 'pay', { sensitive: true, pay: false, configured: [] })).toEqual([]);
    expect(sectionFields(def, 'pay', all)).toEqual(['payType']);
    expect(sectionFields(def, 'clock', none)).toEqual(['pin', 'nfcTagId']);
  });
});
