import { describe, expect, it } from 'vitest';
import { pinError } from './pin';

describe('pinError', () => {
  it('takes digits within the bounds, 0 meaning no maximum', () => {
    expect(pinError('1234', { min: 4, max: 6 })).toBeNull();
    expect(pinError('12a4', { min: 4, max: 6 })).toBe('must contain digits only.');
    expect(pinError('123', { min: 4, max: 6 })).toBe('at least 4 characters.');
    expect(pinError('1234567', { min: 4, max: 6 })).toBe('no more than 6 characters.');
    expect(pinError('1'.repeat(30), { min: 12, max: 0 })).toBeNull();
  });
});
