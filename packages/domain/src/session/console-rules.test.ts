import { describe, expect, it } from 'vitest';
import { consoleName, shouldRunNotificationFeed, shouldShowWelcomeDialog } from './console-rules';
import { addUserAction, userUsageColour } from './user-usage';
import { createSessionSettings } from './settings-defaults';

describe('shouldShowWelcomeDialog', () => {
  const s = { organizationActive: true, activeWorkers: 0 };
  it('shows for an active, set-up org without workers outside the wizard', () => {
    expect(shouldShowWelcomeDialog(s, { needsSetup: false }, false)).toBe(true);
  });
  it('hides in every other case', () => {
    expect(shouldShowWelcomeDialog({ ...s, activeWorkers: 1 }, { needsSetup: false }, false)).toBe(false);
    expect(shouldShowWelcomeDialog({ ...s, organizationActive: false }, { needsSetup: false }, false)).toBe(false);
    expect(shouldShowWelcomeDialog(s, { needsSetup: true }, false)).toBe(false);
    expect(shouldShowWelcomeDialog(s, { needsSetup: false }, true)).toBe(false);
  });
});

describe('shouldRunNotificationFeed', () => {
  const none = { orgReady: true, canManageTimeOff: false, canManageMissedPunches: false, disciplineEnabled: false };
  it('runs when any source applies in a ready org', () => {
    expect(shouldRunNotificationFeed({ ...none, disciplineEnabled: true }, { userNotificationsEnabled: false }, true)).toBe(true);
    expect(shouldRunNotificationFeed(none, { userNotificationsEnabled: true }, true)).toBe(true);
  });
  it('stops otherwise', () => {
    expect(shouldRunNotificationFeed(none, { userNotificationsEnabled: false }, true)).toBe(false);
    expect(shouldRunNotificationFeed({ ...none, orgReady: false }, { userNotificationsEnabled: true }, true)).toBe(false);
    expect(shouldRunNotificationFeed(none, { userNotificationsEnabled: true }, false)).toBe(false);
  });
});

describe('consoleName', () => {
  it("uses the session's console name, else the fallback", () => {
    expect(consoleName({ consoleName: 'Acme Time' }, 'Punchline')).toBe('Acme Time');
    expect(consoleName({ consoleName: '' }, 'Punchline')).toBe('Punchline');
    expect(consoleName(null, 'Punchline')).toBe('Punchline');
  });
});

describe('user usage', () => {
  it('colours red with no seat left, yellow at 9x, else green', () => {
    expect(userUsageColour(10, 10)).toBe('red');
    expect(userUsageColour(9, 10)).toBe('yellow');
    expect(userUsageColour(8, 10)).toBe('green');
  });
  it('decides the Add User button', () => {
    const base = createSessionSettings({ maxUsers: 5, activeUsers: 5, activeWorkers: 3 });
    expect(addUserAction(base)).toBe('see-admin');
    expect(addUserAction({ ...base, permissions: ['manage_subscription'] })).toBe('billing-subscription');
    expect(addUserAction({ ...base, maxUsersIsWorkersOnly: true })).toBe('new-user');
  });
});
