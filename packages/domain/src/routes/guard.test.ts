import { describe, expect, it } from 'vitest';
import { FIXTURES } from './access-fixtures';
import { guardNavigation, type GuardState } from './guard';

const { session, user } = FIXTURES.owner;
const ready: GuardState = { fatal: false, intervention: null, user, session };
const all = { ignoreImplemented: true };

describe('guardNavigation', () => {
  it('sends everything to the error screen on a fatal error', () => {
    expect(guardNavigation('/orgs/7/dashboard', { ...ready, fatal: true })).toEqual({ kind: 'redirect', to: '/error' });
    expect(guardNavigation('/error', { ...ready, fatal: true })).toEqual({ kind: 'allow' });
    expect(guardNavigation('/orgs', { ...ready, intervention: { kind: 'email-not-verified' } })).toEqual({
      kind: 'redirect',
      to: '/error',
    });
  });

  it('sends an intervention to its screen and lets that screen open without settings', () => {
    const state = { ...ready, session: null, intervention: { kind: 'not-accepted', orgId: 7 } as const };
    expect(guardNavigation('/orgs/7/dashboard', state)).toEqual({ kind: 'redirect', to: '/orgs/7/accept' });
    expect(guardNavigation('/orgs/7/accept', state)).toEqual({ kind: 'allow' });
  });

  it('redirects unknown paths', () => {
    expect(guardNavigation('/orgs/7/nope', ready)).toEqual({ kind: 'redirect', to: '/orgs/7/dashboard' });
    expect(guardNavigation('/nope', ready)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardNavigation('/orgs/7', ready)).toEqual({ kind: 'redirect', to: '/orgs/7/dashboard' });
  });

  it('waits for the user and the organization settings', () => {
    expect(guardNavigation('/orgs/7/dashboard', { ...ready, session: null })).toEqual({ kind: 'wait' });
    expect(guardNavigation('/orgs', { ...ready, user: null })).toEqual({ kind: 'wait' });
  });

  it('opens a group at its first reachable screen', () => {
    expect(guardNavigation('/orgs/7/settings/billing', ready, all)).toEqual({
      kind: 'redirect',
      to: '/orgs/7/settings/billing/subscription',
    });
    expect(guardNavigation('/orgs/7/settings/billing', ready)).toEqual({ kind: 'redirect', to: '/orgs/7/settings/billing/subscription' });
    expect(guardNavigation('/orgs/7/manage/messaging', ready)).toEqual({ kind: 'redirect', to: '/orgs/7/manage/messaging/messages' });
  });

  it('allows or cancels through the access predicate', () => {
    expect(guardNavigation('/orgs/7/dashboard', ready)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/orgs/7/settings/organization/labels/new', ready)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/orgs/7/settings/billing/invoices', ready)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/orgs/7/manage/messaging/messages', ready)).toEqual({ kind: 'allow' });
    // A screen not built yet.
    expect(guardNavigation('/orgs/7/reports/salary', ready)).toEqual({ kind: 'cancel' });
    expect(guardNavigation('/orgs/7/settings/billing/invoices', ready, all)).toEqual({ kind: 'allow' });
    const wl = FIXTURES.whiteLabel;
    expect(guardNavigation('/orgs/7/settings/billing/invoices', { ...ready, ...wl }, all)).toEqual({ kind: 'cancel' });
    expect(guardNavigation('/sudo', ready, all)).toEqual({ kind: 'cancel' });
  });
});
