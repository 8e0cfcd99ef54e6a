import { describe, expect, it } from 'vitest';
import { extractErrorText, humanizeField } from './error-text';
import { normalizePayPeriodStart } from './pay-period-start';

describe('extractErrorText', () => {
  it('takes detail, then message', () => {
    expect(extractErrorText({ detail: 'Not found.', message: 'x' })).toBe('Not found.');
    expect(extractErrorText({ message: 'Boom' })).toBe('Boom');
    expect(extractErrorText('{"detail":"From text"}')).toBe('From text');
  });

  it("names the first field as 'Field name: message'", () => {
    expect(extractErrorText({ firstName: ['This field is required.'], lastName: ['x'] })).toBe(
      'First name: This field is required.',
    );
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

describe('normalizePayPeriodStart', () => {
  it.each([
    ['biweek', 14, 14], ['biweek', 15, 1],
    ['month', 31, 31], ['month', 32, 1],
    ['semimonth', 13, 13], ['semimonth', 14, 1],
    ['week', 7, 7], ['week', 0, 1], ['week', 2.5, 1],
    ['unknown', 3, 1],
  ] as const)('%s %s → %s', (type, value, out) => {
    expect(normalizePayPeriodStart(type, value)).toBe(out);
  });
  it('falls back to 1 without a value', () => {
    expect(normalizePayPeriodStart('week', null)).toBe(1);
  });
});
