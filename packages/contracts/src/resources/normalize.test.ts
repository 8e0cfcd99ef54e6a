import { describe, expect, it } from 'vitest';
import type { FieldDef } from './define';
import { normalizeField } from './normalize';

const f = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ type, label: 'X', ...extra });
const ok = (value: unknown) => ({ value });
const refused = (error: string) => expect.objectContaining({ error });

describe('date fields', () => {
  const date = f('date');

  it('keeps a real calendar day, trimmed, and empties to null', () => {
    expect(normalizeField(date, '2024-02-29')).toEqual(ok('2024-02-29'));
    expect(normalizeField(date, ' 2023-12-31 ')).toEqual(ok('2023-12-31'));
    expect(normalizeField(date, '')).toEqual(ok(null));
    expect(normalizeField(date, null)).toEqual(ok(null));
  });

  it('refuses anything else', () => {
    for (const bad of [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '24-01-01',
      '2024/01/01',
      '01/02/2024',
      '2024-01-01T00:00:00Z',
      '0000-01-01',
      20240101,
      true,
      ['2024-01-01'],
    ]) {
      expect(normalizeField(date, bad)).toEqual({ value: null, error: 'must be a valid date.' });
    }
  });
});

describe('instant fields', () => {
  const instant = f('instant');

  it('gives the UTC ISO string of a moment with an offset or Z', () => {
    expect(normalizeField(instant, '2024-03-10T08:30:00Z')).toEqual(ok('2024-03-10T08:30:00.000Z'));
    expect(normalizeField(instant, '2024-03-10T08:30:00+05:30')).toEqual(ok('2024-03-10T03:00:00.000Z'));
    expect(normalizeField(instant, '2024-03-10T08:30-0800')).toEqual(ok('2024-03-10T16:30:00.000Z'));
    expect(normalizeField(instant, '2024-03-10 08:30:15.123456-02')).toEqual(ok('2024-03-10T10:30:15.123Z'));
    // Crossing the date line and a leap day.
    expect(normalizeField(instant, '2024-02-29T23:30:00-01:00')).toEqual(ok('2024-03-01T00:30:00.000Z'));
    expect(normalizeField(instant, '')).toEqual(ok(null));
  });

  it('takes a Date (a stored value read back) as the moment it is', () => {
    expect(normalizeField(instant, new Date('2024-03-10T08:30:00Z'))).toEqual(ok('2024-03-10T08:30:00.000Z'));
    expect(normalizeField(instant, new Date('nonsense'))).toEqual({ value: null, error: 'must be a valid datetime.' });
  });

  it('asks for the offset when it is missing', () => {
    expect(normalizeField(instant, '2024-03-10T08:30:00')).toEqual({
      value: null,
      error: 'must include a time zone offset (Z or +hh:mm).',
    });
  });

  it('refuses what is not a moment', () => {
    for (const bad of [
      '2024-02-30T08:00:00Z',
      '2024-03-10T24:00:00Z',
      '2024-03-10T08:60Z',
      '2024-03-10T08:30:61Z',
      '2024-03-10T08:30+25:00',
      '2024-03-10',
      'now',
      1710059400000,
      '0001-01-01T00:30:00+01:00',
    ]) {
      expect(normalizeField(instant, bad)).toEqual({ value: null, error: 'must be a valid datetime.' });
    }
  });
});

describe('duration fields', () => {
  const duration = f('duration');

  it('takes whole minutes as numbers, digits or h:mm', () => {
    expect(normalizeField(duration, 450)).toEqual(ok(450));
    expect(normalizeField(duration, '450')).toEqual(ok(450));
    expect(normalizeField(duration, '7:30')).toEqual(ok(450));
    expect(normalizeField(duration, '07:30:00')).toEqual(ok(450));
    expect(normalizeField(duration, '0:05')).toEqual(ok(5));
    expect(normalizeField(duration, '40:00')).toEqual(ok(2400));
    expect(normalizeField(duration, 0)).toEqual(ok(0));
    expect(normalizeField(duration, ' ')).toEqual(ok(null));
  });

  it('refuses fractions, bad clock text and negatives', () => {
    for (const bad of [7.5, '7.5', '7:60', '7:5', '7:30:15', '-1:30', 'PT7H', true]) {
      expect(normalizeField(duration, bad)).toEqual({ value: null, error: 'must be a whole number of minutes or h:mm.' });
    }
    expect(normalizeField(duration, -5)).toEqual(refused('must be at least 0.'));
    expect(normalizeField(duration, '99999999999')).toEqual(refused('must be no more than 2147483647.'));
  });

  it('respects min and max', () => {
    const bounded = f('duration', { min: 15, max: 480 });
    expect(normalizeField(bounded, '8:00')).toEqual(ok(480));
    expect(normalizeField(bounded, '8:01')).toEqual(refused('must be between 15 and 480.'));
    expect(normalizeField(bounded, 10)).toEqual(refused('must be between 15 and 480.'));
    expect(normalizeField(f('duration', { max: 60 }), 61)).toEqual(refused('must be between 0 and 60.'));
  });
});

describe('money fields', () => {
  const money = f('money');

  it('gives a number with at most 2 decimals', () => {
    expect(normalizeField(money, '12.50')).toEqual(ok(12.5));
    expect(normalizeField(money, 12.34)).toEqual(ok(12.34));
    expect(normalizeField(money, '-3')).toEqual(ok(-3));
    expect(normalizeField(money, '')).toEqual(ok(null));
  });

  it('refuses more decimals, text and amounts outside the column', () => {
    expect(normalizeField(money, '12.345')).toEqual(refused('must not have more than 2 decimal places.'));
    expect(normalizeField(money, 'twelve')).toEqual({ value: null, error: 'must be a decimal value.' });
    expect(normalizeField(money, [1])).toEqual({ value: null, error: 'must be a decimal value.' });
    expect(normalizeField(money, '1000000000000')).toEqual(refused('must be between -999999999999.99 and 999999999999.99.'));
  });

  it('respects maxDecimals, min and max', () => {
    expect(normalizeField(f('money', { maxDecimals: 4 }), '0.1234')).toEqual(ok(0.1234));
    expect(normalizeField(f('money', { maxDecimals: 0 }), '1.5')).toEqual(refused('must not have more than 0 decimal places.'));
    expect(normalizeField(f('money', { min: 0, max: 100 }), '100.01')).toEqual(refused('must be between 0 and 100.'));
    expect(normalizeField(f('money', { min: 0 }), '-0.01')).toEqual(refused('must be between 0 and 999999999999.99.'));
  });
});

describe('ref fields', () => {
  const ref = f('ref', { ref: { kind: 'department', table: 'departments' } });

  it('takes a positive id as a number or digits, and empty as null', () => {
    expect(normalizeField(ref, 7)).toEqual(ok(7));
    expect(normalizeField(ref, ' 42 ')).toEqual(ok(42));
    expect(normalizeField(ref, '')).toEqual(ok(null));
    expect(normalizeField(ref, null)).toEqual(ok(null));
  });

  it('refuses anything else as an invalid selection', () => {
    for (const bad of [0, -1, 1.5, '1.5', 'abc', '0x10', '1e3', true, [1], { id: 1 }, 2 ** 53, '99999999999999999999']) {
      expect(normalizeField(ref, bad)).toEqual({ value: null, error: 'This selection is not valid.' });
    }
  });
});
