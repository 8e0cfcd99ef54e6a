import { describe, expect, it } from 'vitest';
import { canAccessRoute } from './access';
import { FIXTURES, type FixtureName } from './access-fixtures';
import { ACCESS_TABLE, type Expectation } from './access-table';
import { ROUTES, getRoute } from './registry';

const fixtureNames = Object.keys(FIXTURES) as FixtureName[];
const allowed = (e: Expectation, f: FixtureName) => ('deny' in e ? !e.deny.includes(f) : e.allowOnly.includes(f));
const can = (name: string, f: FixtureName, ignoreImplemented = true) => {
  const fx = FIXTURES[f];
  return canAccessRoute(getRoute(name), fx.session, fx.user, { ignoreImplemented, isApp: 'isApp' in fx });
};

describe('canAccessRoute, route by route', () => {
  it('has an expectation for every screen route, and only those', () => {
    const screens = ROUTES.filter((r) => r.hasScreen)
      .map((r) => r.name)
      .sort();
    expect(Object.keys(ACCESS_TABLE).sort()).toEqual(screens);
  });

  describe.each(Object.entries(ACCESS_TABLE))('%s', (name, expectation) => {
    it.each(fixtureNames)(`fixture %s`, (f) => {
      expect(can(name, f)).toBe(allowed(expectation, f));
    });
  });
});

describe('canAccessRoute, structure', () => {
  it('refuses org routes without organization settings', () => {
    const { user } = FIXTURES.owner;
    expect(canAccessRoute(getRoute('org.dashboard'), null, user)).toBe(false);
    expect(canAccessRoute(getRoute('orgs'), null, user)).toBe(true);
  });

  it('refuses unimplemented screens unless asked to ignore that', () => {
    expect(can('org.dashboard', 'owner', false)).toBe(true);
    expect(can('orgs', 'owner', false)).toBe(true);
    expect(can('org.settings.organization.departments', 'owner', false)).toBe(true);
    expect(can('org.settings.costing.jobs', 'owner', false)).toBe(true);
    expect(can('org.settings.billing.invoices', 'owner', false)).toBe(true);
    expect(can('org.manage.messaging.messages', 'owner', false)).toBe(true);
    expect(can('org.reports.salary', 'owner', false)).toBe(false);
    expect(can('error', 'owner', false)).toBe(false);
    expect(can('sign-up-wizard', 'owner', false)).toBe(true);
  });

  it('opens a group when one of its children is reachable', () => {
    expect(can('org.settings.billing', 'owner')).toBe(true);
    expect(can('org.settings.billing', 'whiteLabel')).toBe(false);
    expect(can('org.manage', 'owner', false)).toBe(true); // clock logs (and more) are built
    expect(can('org', 'owner', false)).toBe(true); // the dashboard is
  });

  it('lets children inherit the gates of their parents', () => {
    expect(getRoute('org.settings.billing.invoices').requiredPermissions).toEqual([]);
    expect(can('org.settings.billing.invoices', 'noManageSubscription')).toBe(false);
  });

  it('applies needsActiveOrg to the route navigated to', () => {
    expect(getRoute('org.settings.billing.subscription').needsActiveOrg).toBe(false);
    expect(getRoute('org.settings.organization.labels').needsActiveOrg).toBe(true);
  });
});
