import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, resolveUnknownPath } from './match';
import { ROUTES } from './registry';

describe('matchPath', () => {
  it('finds routes with their parameters', () => {
    const m = matchPath('/orgs/12/settings/organization/labels/new');
    expect(m?.route.name).toBe('org.settings.organization.labels');
    expect(m?.params).toEqual({ orgId: '12', view: 'new' });
    expect(matchPath('/orgs/12/settings/organization/labels')?.params).toEqual({ orgId: '12' });
  });

  it('decodes a JSON filter view', () => {
    const view = encodeURIComponent('{"status":"open"}');
    expect(matchPath(`/orgs/1/manage/punches/list/${view}`)?.params.view).toBe('{"status":"open"}');
  });

  it('tells the top-level sign-up from an organization', () => {
    expect(matchPath('/orgs/sign-up')?.route.name).toBe('sign-up-wizard');
    expect(matchPath('/orgs/3/sign-up')?.route.name).toBe('inapp-sign-up-wizard');
    expect(matchPath('/orgs')?.route.name).toBe('orgs');
  });

  it('matches nested children under a view', () => {
    expect(matchPath('/orgs/1/manage/payroll/runs/5/summaries/8')).toMatchObject({
      route: { name: 'org.manage.payroll.runs.summaries' },
      params: { orgId: '1', view: '5', paySummaryId: '8' },
    });
  });

  it('returns null for unknown paths and non-numeric org ids', () => {
    expect(matchPath('/nowhere')).toBeNull();
    expect(matchPath('/orgs/abc/dashboard')).toBeNull();
    expect(matchPath('/orgs/1/settings/nothing')).toBeNull();
  });

  it('matches every declared route through its own built path', () => {
    for (const route of ROUTES) {
      const path = buildPath(route.name, { orgId: 5, paySummaryId: 9 });
      expect(matchPath(path)?.route.name, path).toBe(route.name);
    }
  });
});

describe('buildPath', () => {
  it('fills parameters and drops an absent optional view', () => {
    expect(buildPath('org.settings.billing.subscription', { orgId: 4 })).toBe('/orgs/4/settings/billing/subscription');
    expect(buildPath('org.manage.punches.list', { orgId: 4, view: '{"a":1}' })).toBe('/orgs/4/manage/punches/list/%7B%22a%22%3A1%7D');
  });
  it('throws without a required parameter', () => {
    expect(() => buildPath('org.dashboard')).toThrow(/orgId/);
  });
});

describe('resolveUnknownPath', () => {
  it('sends unknown paths inside an org to its dashboard, others to the root', () => {
    expect(resolveUnknownPath('/orgs/8/whatever/else')).toBe('/orgs/8/dashboard');
    expect(resolveUnknownPath('/orgs/8')).toBe('/orgs/8/dashboard');
    expect(resolveUnknownPath('/whatever')).toBe('/');
    expect(resolveUnknownPath('/orgs/x/y')).toBe('/');
  });
});
