import { describe, expect, it } from 'vitest';
import { extractErrorText, humanizeField } from './error-text';
import { PAY_PERIOD_START_RANGES, payPeriodStartOrDefault, validatePayPeriodStart } from './pay-period-start';

describe('extractErrorText', () => {
  it('takes detail, then message', () => {
    expect(extractErrorText({ detail: 'Not found.', message: 'x' })).toBe('Not found.');
    expect(extractErrorText({ message: 'Boom' })).toBe('Boom');
    expect(extractErrorText('{"detail":"From text"}')).toBe('From text');
  });

  it("names the first field as 'Field name: message'", () => {
    expect(extractErrorText({ firstName: ['This field is required.'], lastName: ['x'] })).toBe('First name: This field is required.');
    expect(extractErrorText({ pay_code: 'Bad.' })).toBe('Pay code: Bad.');
    expect(extractErrorText({ payCode: ['Bad.'] }, { labels: { payCode: 'Pay Code' } })).toBe('Pay Code: Bad.');
  });

  it('omits the field name for nonFieldErrors', () => {
    expect(extractErrorText({ nonFieldErrors: ['Overlaps another punch.'] })).toBe('Overlaps another punch.');
  });

  it('falls back to the generic message', () => {
    expect(extractErrorText('<html>502</html>')).toBe('There was an error');
    expect(extractErrorText(null)).toBe('There was an error');
    expect(extractErrorText({ field: [] }, { generic: 'Oops' })).toBe('Oops');
  });

  it('humanizes field names', () => {
    expect(humanizeField('maxDocumentFileSize')).toBe('Max document file size');
  });
});

describe('pay period start', () => {
  it.each([
    ['biweek', 14, null],
    ['biweek', 15, 'must be between 1 and 14.'],
    ['month', 31, null],
    ['month', 32, 'must be between 1 and 31.'],
    ['semimonth', 13, null],
    ['semimonth', 14, 'must be between 1 and 13.'],
    ['week', 7, null],
    ['week', 0, 'must be between 1 and 7.'],
    ['week', 2.5, 'must be between 1 and 7.'],
  ] as const)('%s %s', (type, value, out) => {
    expect(validatePayPeriodStart(type, value)).toBe(out);
  });

  it.each([
    ['biweek', 14, 14],
    ['biweek', 15, 1],
    ['month', 31, 31],
    ['month', 32, 1],
    ['semimonth', 13, 13],
    ['semimonth', 14, 1],
    ['week', 7, 7],
    ['week', 0, 1],
    ['week', 2.5, 1],
    ['unknown', 3, 1],
  ] as const)('falls back to 1: %s %s → %s', (type, value, out) => {
    expect(payPeriodStartOrDefault(type, value)).toBe(out);
  });

  it('falls back to 1 without a value', () => {
    expect(payPeriodStartOrDefault('month', null)).toBe(1);
  });

  // The ranges here drive the form; the engine's fallback must accept exactly them.
  it('matches the engine fallback on every value', () => {
    for (const [type, { min, max }] of Object.entries(PAY_PERIOD_START_RANGES)) {
      for (let value = -1; value <= 33; value++) {
        expect(payPeriodStartOrDefault(type, value)).toBe(value >= min && value <= max ? value : 1);
      }
    }
  });
});
