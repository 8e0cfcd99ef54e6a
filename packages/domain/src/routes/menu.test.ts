import { describe, expect, it } from 'vitest';
import { FIXTURES } from './access-fixtures';
import { breadcrumb, buildMenu, landingRoute, pageTitle, type MenuItem } from './menu';
import { getRoute } from './registry';

const names = (items: MenuItem[]): string[] => items.flatMap((i) => [i.name, ...names(i.children)]);
const menuFor = (f: keyof typeof FIXTURES, ignoreImplemented = true) =>
  buildMenu('org', FIXTURES[f].session, FIXTURES[f].user, { orgId: '7' }, { ignoreImplemented });

describe('buildMenu', () => {
  it('shows only built screens: the dashboard and the settings built so far', () => {
    const menu = menuFor('owner', false);
    expect(menu.map((m) => m.name)).toEqual(['org.dashboard', 'org.manage', 'org.reports', 'org.settings']);
    expect(names(menu)).toEqual([
      'org.dashboard',
      'org.manage',
      'org.manage.attendance',
      'org.manage.attendance.infractions',
      'org.manage.attendance.events',
      'org.manage.clocklogs',
      'org.manage.clocklogs.list',
      'org.manage.geomap',
      'org.manage.messaging',
      'org.manage.messaging.messages',
      'org.manage.messaging.message-recipients',
      'org.manage.payroll',
      'org.manage.payroll.runs',
      'org.manage.payroll.netpay.adjustments',
      'org.manage.punches',
      'org.manage.punches.list',
      'org.manage.punches.missed-punches',
      'org.manage.schedule',
      'org.manage.schedule.schedules',
      'org.manage.schedule.teams',
      'org.manage.timecards',
      'org.manage.timecards.single-edit',
      'org.manage.timecards.bulk-edit',
      'org.manage.timeoff',
      'org.manage.timeoff.entries',
      'org.manage.timeoff.requests',
      'org.reports',
      'org.reports.absent',
      'org.reports.absent-totals',
      'org.reports.audit',
      'org.reports.audit-time-entry',
      'org.reports.credentials',
      'org.reports.credential-roll-call',
      'org.reports.job-transfers',
      'org.reports.punches',
      'org.reports.raw-punch-totals',
      'org.reports.rollcall',
      'org.reports.schedule',
      'org.reports.shiftcards',
      'org.reports.tardy',
      'org.reports.timecards',
      'org.reports.timeoff',
      'org.reports.time-off-balance',
      'org.reports.time-off-totals',
      'org.reports.totals',
      'org.reports.memorized',
      'org.settings',
      'org.settings.attendance',
      'org.settings.attendance.defaults',
      'org.settings.attendance.policies',
      'org.settings.attendance.custom-infraction-types',
      'org.settings.attendance.event-types',
      'org.settings.billing',
      'org.settings.billing.subscription',
      'org.settings.billing.invoices',
      'org.settings.costing',
      'org.settings.costing.defaults',
      'org.settings.costing.jobs',
      'org.settings.costing.jobCategories',
      'org.settings.costing.job-phases',
      'org.settings.costing.cost-codes',
      'org.settings.devices',
      'org.settings.devices.list',
      'org.settings.devices.georules',
      'org.settings.devices.defaults',
      'org.settings.integrations',
      'org.settings.integrations.apiKeys',
      'org.settings.integrations.connections',
      'org.settings.integrations.templates',
      'org.settings.organization',
      'org.settings.organization.defaults',
      'org.settings.organization.formats',
      'org.settings.organization.customfields',
      'org.settings.organization.departments',
      'org.settings.organization.labels',
      'org.settings.organization.orgunits',
      'org.settings.payroll',
      'org.settings.payroll.defaults',
      'org.settings.payroll.classes',
      'org.settings.payroll.payCodes',
      'org.settings.payroll.rules',
      'org.settings.payroll.netpay.adjustment-codes',
      'org.settings.payroll.netpay.statutory-deductions',
      'org.settings.punches',
      'org.settings.punches.states',
      'org.settings.punches.codes',
      'org.settings.shifts',
      'org.settings.shifts.defaults',
      'org.settings.shifts.classes',
      'org.settings.shifts.breaks',
      'org.settings.shifts.roundingRules',
      'org.settings.timeoff',
      'org.settings.timeoff.defaults',
      'org.settings.timeoff.codes',
      'org.settings.timeoff.policies',
      'org.settings.users',
      'org.settings.users.list',
      'org.settings.users.defaults',
      'org.settings.users.health-safety',
      'org.settings.users.credential-defaults',
      'org.settings.users.credential-types',
      'org.settings.users.credential-policies',
      'org.settings.users.briefing-defaults',
      'org.settings.users.briefing-types',
    ]);
    // Settings lands on its first reachable screen in the spec's order: Attendance comes first.
    expect(menu.find((m) => m.name === 'org.settings')?.path).toBe('/orgs/7/settings/attendance/defaults');
  });

  it('nests areas, lands groups on their first reachable screen, hides non-nav routes', () => {
    const menu = menuFor('owner');
    expect(menu.map((m) => m.name)).toEqual(['org.dashboard', 'org.manage', 'org.reports', 'org.settings']);
    const manage = menu[1];
    expect(manage?.path).toBe('/orgs/7/manage/attendance/infractions');
    expect(names(menu)).not.toContain('org.accept');
    expect(names(menu)).not.toContain('org.manage.payroll.runs.summaries');
  });

  it('gives a setup_clocks-only user the dashboard alone', () => {
    expect(names(menuFor('setupClocksOnly'))).toEqual(['org.dashboard']);
  });

  it('hides billing from white-label users and groups left empty', () => {
    expect(names(menuFor('owner'))).toContain('org.settings.billing.subscription');
    expect(names(menuFor('whiteLabel'))).not.toContain('org.settings.billing');
    expect(names(menuFor('noViewReports'))).not.toContain('org.reports');
  });

  it('uses the same predicate as the guard', () => {
    const menu = names(menuFor('noScheduleFeature'));
    expect(menu).not.toContain('org.manage.schedule');
    expect(menu).not.toContain('org.reports.tardy');
    expect(menu).toContain('org.reports.punches');
  });
});

describe('landingRoute', () => {
  it('opens a group at its first reachable screen, or nothing', () => {
    // Without edit_employees the Users list is out of reach: the group opens at Employee Defaults.
    const { session, user } = FIXTURES.noEditEmployees;
    const users = getRoute('org.settings.users');
    expect(landingRoute(users, session, user)?.name).toBe('org.settings.users.defaults');
    const integrations = getRoute('org.settings.integrations');
    expect(landingRoute(integrations, FIXTURES.noEditSettings.session, FIXTURES.noEditSettings.user)).toBeNull();
  });
});

describe('breadcrumb and pageTitle', () => {
  it('chains labelled ancestors with their URLs', () => {
    expect(breadcrumb(getRoute('org.settings.organization.labels'), { orgId: '7' })).toEqual([
      { name: 'org.settings', label: 'Settings', path: '/orgs/7/settings' },
      { name: 'org.settings.organization', label: 'Organization', path: '/orgs/7/settings/organization' },
      { name: 'org.settings.organization.labels', label: 'Labels', path: '/orgs/7/settings/organization/labels' },
    ]);
  });

  it('prefers the title to the label', () => {
    expect(pageTitle(getRoute('orgs'), 'Punchline')).toBe('My Organizations - Punchline');
    expect(pageTitle(getRoute('org.dashboard'), 'Acme Time')).toBe('Dashboard - Acme Time');
  });
});
