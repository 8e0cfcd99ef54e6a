import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validationMessage } from './messages';
import { validators as v } from './validators';

describe('VALIDATION_MESSAGES', () => {
  it('holds the exact spec texts', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: '{attribute} is a required field.',
      email: 'must be a valid email address.',
      integer: 'must be a integer value.',
      numeric: 'must be a numeric value.',
      decimal: 'must be a decimal value.',
      phoneE164: 'must be a valid phone number.',
      between: 'must be between {min} and {max}.',
      minValue: 'must be at least {min}.',
      maxValue: 'must be no more than {max}.',
      minLength: 'at least {min} characters.',
      maxLength: 'no more than {max} characters.',
      dateTime: 'must be a valid datetime.',
      timeMinValue: 'at least {min}.',
      timeMaxValue: 'at least {max}.',
      time: 'must be a valid time.',
      unique: 'must be unique.',
      maxDecimalAccuracy: 'must not have more than {max} decimal places.',
    });
    expect(validationMessage('between', { min: 1, max: 14 })).toBe('must be between 1 and 14.');
  });
});

describe('validators', () => {
  it('required names the attribute and treats blanks as empty', () => {
    expect(v.required('  ', 'Name')).toBe('Name is a required field.');
    expect(v.required([], 'Labels')).toBe('Labels is a required field.');
    expect(v.required(0, 'Count')).toBeNull();
    expect(v.required('x', 'Name')).toBeNull();
  });

  it('lets every other rule pass on empty values', () => {
    expect([v.email(''), v.integer(null), v.between(undefined, 1, 2), v.time(''), v.unique('', ['a'])]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('checks formats', () => {
    expect(v.email('a@b.co')).toBeNull();
    expect(v.email('a@b')).toBe('must be a valid email address.');
    expect(v.integer('-12')).toBeNull();
    expect(v.integer('1.5')).toBe('must be a integer value.');
    expect(v.numeric('0042')).toBeNull();
    expect(v.numeric('-1')).toBe('must be a numeric value.');
    expect(v.decimal('-1.25')).toBeNull();
    expect(v.decimal('1,25')).toBe('must be a decimal value.');
    expect(v.phoneE164('+14155550123')).toBeNull();
    expect(v.phoneE164('4155550123')).toBe('must be a valid phone number.');
  });

  it('checks ranges and lengths', () => {
    expect(v.between(14, 1, 14)).toBeNull();
    expect(v.between('15', 1, 14)).toBe('must be between 1 and 14.');
    expect(v.minValue(-1, 0)).toBe('must be at least 0.');
    expect(v.maxValue(101, 100)).toBe('must be no more than 100.');
    expect(v.maxValue('abc', 100)).toBe('must be no more than 100.');
    expect(v.minLength('abc', 4)).toBe('at least 4 characters.');
    expect(v.maxLength('abcde', 4)).toBe('no more than 4 characters.');
    expect(v.maxLength('abcd', 4)).toBeNull();
  });

  it('checks dates and times', () => {
    expect(v.dateTime('2024-02-29T10:00')).toBeNull();
    expect(v.dateTime('2024-03-01 10:00:00Z')).toBeNull();
    expect(v.dateTime('2023-02-29T10:00')).toBe('must be a valid datetime.');
    expect(v.dateTime('tomorrow')).toBe('must be a valid datetime.');
    expect(v.dateTime('2026-11-27T23:59:59.123+05:30')).toBeNull();
    expect(v.dateTime('2026-04-31T10:00')).toBe('must be a valid datetime.');
    expect(v.dateTime('2026-13-01T10:00')).toBe('must be a valid datetime.');
    expect(v.dateTime('2026-11-27T24:00')).toBe('must be a valid datetime.');
    expect(v.dateTime('2026-11-27T10:00 and more')).toBe('must be a valid datetime.');
    expect(v.time('23:59')).toBeNull();
    expect(v.time('24:00')).toBe('must be a valid time.');
    expect(v.timeMinValue('08:00', '09:00')).toBe('at least 09:00.');
    expect(v.timeMinValue('09:00', '09:00')).toBeNull();
    expect(v.timeMaxValue('18:00', '17:00')).toBe('at least 17:00.');
    expect(v.timeMaxValue('bad', '17:00')).toBe('at least 17:00.');
  });

  it('checks uniqueness and decimal places', () => {
    expect(v.unique(' Sales ', ['sales', 'Ops'])).toBe('must be unique.');
    expect(v.unique('Support', ['sales', 'Ops'])).toBeNull();
    expect(v.maxDecimalAccuracy('1.234', 2)).toBe('must not have more than 2 decimal places.');
    expect(v.maxDecimalAccuracy(1.23, 2)).toBeNull();
    expect(v.maxDecimalAccuracy(1e-7, 4)).toBe('must not have more than 4 decimal places.');
  });
});
