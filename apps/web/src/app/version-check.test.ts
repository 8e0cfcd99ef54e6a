import { describe, expect, it } from 'vitest';
import { isOlderVersion } from './version-check';

describe('version comparison', () => {
  it('compares each number, not the text', () => {
    expect(isOlderVersion('1.9.3', '1.10.0')).toBe(true);
    expect(isOlderVersion('1.10.0', '1.9.3')).toBe(false);
    expect(isOlderVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isOlderVersion('0.1', '0.1.1')).toBe(true);
  });
});
