import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SETTINGS, sessionSettingsFrom } from './settings-defaults';

describe('DEFAULT_SESSION_SETTINGS', () => {
  it('carries the defaults the spec gives', () => {
    expect(DEFAULT_SESSION_SETTINGS).toMatchObject({
      fullDayDuration: 480,
      employeeSensitivePayClassReadOnly: true,
      maxDocumentFileSize: 2_000_000,
      scheduledReportMaxAdditionalRecipients: 5,
      pinLengthMin: 12,
      pinLengthMax: 0,
    });
  });
});

describe('sessionSettingsFrom', () => {
  it('takes well-typed fields and keeps defaults for the rest', () => {
    const s = sessionSettingsFrom({
      organizationId: 3,
      permissions: ['edit_punches'],
      expireDate: '2024-05-01',
      orgUserId: null,
      maxUsers: 'lots',
      costingMode: undefined,
      extra: true,
    });
    expect(s.organizationId).toBe(3);
    expect(s.permissions).toEqual(['edit_punches']);
    expect(s.expireDate).toBe('2024-05-01');
    expect(s.orgUserId).toBeNull();
    expect(s.maxUsers).toBe(0);
    expect(s.costingMode).toBe('basic');
    expect('extra' in s).toBe(false);
  });

  it('refuses null where the field is not nullable', () => {
    expect(sessionSettingsFrom({ timezone: null }).timezone).toBe('UTC');
  });
});
