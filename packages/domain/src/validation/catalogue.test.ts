import { describe, expect, it } from 'vitest';
import { FATAL_ERRORS, MESSAGES, VERSION_CHECK_INTERVAL_MS, BREAKPOINTS, LOAD_ALL_PAGE_SIZE } from '../constants';

// The catalogue lives in ../constants.ts; screens and browser tests compare against these texts.
describe('message catalogue (SPEC section 8)', () => {
  it('keeps the fatal errors word for word', () => {
    expect(FATAL_ERRORS.emailNotVerified).toEqual({
      title: 'Email not verified',
      message: 'Your email has not been verified. You should have received an email with a link to verify your account.',
    });
    expect(FATAL_ERRORS.orgNotFound.title).toBe('Failed to find organization');
    expect(FATAL_ERRORS.forbidden.message).toBe('You do not have permission to access this organization.');
    expect(FATAL_ERRORS.settingsNetwork.message).toBe('Was unable to load user settings due to a network error.');
  });
  it('keeps the list and form messages word for word', () => {
    expect(MESSAGES.noNotifications).toBe('You do not currently have any notifications.');
    expect(MESSAGES.fixErrorsBeforeSaving).toBe('** Fix errors above before saving.');
    expect(MESSAGES.deleteConfirm).toBe('Are you sure you want to delete this {resource}?');
  });
  it('keeps the section 9 numbers', () => {
    expect([VERSION_CHECK_INTERVAL_MS, LOAD_ALL_PAGE_SIZE]).toEqual([300_000, 500]);
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });
});
