import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT_PREFERENCES, createFormatPreferences } from './preferences';

describe('DEFAULT_FORMAT_PREFERENCES', () => {
  it('carries the defaults the spec gives', () => {
    expect(DEFAULT_FORMAT_PREFERENCES).toMatchObject({ dateFormat: 'mdy', payAccuracy: 2, punchesPerTimecard: 2 });
  });
  it('fills missing fields', () => {
    expect(createFormatPreferences({ timeFormat: 24 })).toEqual({ ...DEFAULT_FORMAT_PREFERENCES, timeFormat: 24 });
  });
});
