import { getRoute, ROUTES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SINGLE_RECORDS, settingsRouteOf } from './registry-routes';

// The settings routes come from the resource registry and the route tree; they must stay the
// tree's paths.
describe('settings routes', () => {
  it.each([...COLLECTIONS, ...SINGLE_RECORDS])('%s is mounted at its path in the route tree', (route, relativePath) => {
    const fromTree = getRoute(route)
      .fullPath.replace(/^\/orgs\/\{orgId\}\//, '')
      .replace(/\{(\w+)\?\}/g, ':$1?');
    expect(relativePath).toBe(fromTree);
  });

  it('gives every registry screen of today the route it had', () => {
    expect(COLLECTIONS).toEqual([
      ['org.settings.organization.departments', 'settings/organization/departments/:view?', 'departments'],
      ['org.settings.organization.orgunits', 'settings/organization/orgunits/:view?', 'orgunits'],
      ['org.settings.organization.labels', 'settings/organization/labels/:view?', 'labels'],
      ['org.settings.organization.customfields', 'settings/organization/customfields/:view?', 'customfields'],
      ['org.settings.integrations.templates', 'settings/integrations/templates/:view?', 'integration/templates'],
      // Connections (issue 36): a screen of its own (OWN_SCREENS), its deliveries in the same place.
      ['org.settings.integrations.connections', 'settings/integrations/connections', 'integration/connections'],
      ['org.settings.users.list', 'settings/users/list/:view?', 'employees'],
      // Routes without {view?} keep the list-or-record choice in the screen (ResourceScreen).
      ['org.settings.payroll.payCodes', 'settings/payroll/payCodes', 'payroll/codes'],
      ['org.settings.payroll.classes', 'settings/payroll/classes/:view?', 'payroll/classes'],
      ['org.settings.payroll.rules', 'settings/payroll/rules', 'payroll/rules'],
      ['org.settings.shifts.roundingRules', 'settings/shifts/roundingRules', 'shift/roundingrules'],
      ['org.settings.shifts.breaks', 'settings/shifts/breaks/:view?', 'shift/breaks'],
      ['org.settings.shifts.classes', 'settings/shifts/classes/:view?', 'shift/classes'],
      ['org.settings.punches.codes', 'settings/punches/codes', 'punch-codes'],
      ['org.settings.punches.states', 'settings/punches/states', 'entry/states'],
      ['org.settings.costing.jobCategories', 'settings/costing/jobCategories', 'costing/jobcategories'],
      ['org.settings.costing.jobs', 'settings/costing/jobs/:view?', 'costing/jobs'],
      ['org.settings.costing.job-phases', 'settings/costing/job-phases/:view?', 'costing/jobphases'],
      ['org.settings.costing.cost-codes', 'settings/costing/cost-codes/:view?', 'costing/codes'],
      ['org.settings.devices.list', 'settings/devices/list/:view?', 'clocks'],
      ['org.settings.devices.georules', 'settings/devices/georules/:view?', 'georules'],
      ['org.settings.timeoff.codes', 'settings/timeoff/codes', 'timeoff/codes'],
      ['org.settings.timeoff.policies', 'settings/timeoff/policies', 'timeoff/policies'],
      ['org.settings.payroll.netpay.adjustment-codes', 'settings/payroll/netpay/adjustment-codes', 'netpay/adjustment-codes'],
      [
        'org.settings.payroll.netpay.statutory-deductions',
        'settings/payroll/netpay/statutory-deductions/:view?',
        'netpay/statutory-deductions',
      ],
      ['org.settings.attendance.event-types', 'settings/attendance/event-types', 'discipline/event-types'],
      [
        'org.settings.attendance.custom-infraction-types',
        'settings/attendance/custom-infraction-types',
        'discipline/custom-infraction-types',
      ],
      ['org.settings.attendance.policies', 'settings/attendance/policies/:view?', 'discipline/policies'],
      ['org.settings.users.credential-types', 'settings/users/credential-types/:view?', 'credential/types'],
      ['org.settings.users.credential-policies', 'settings/users/credential-policies/:view?', 'credential/policies'],
      ['org.settings.users.health-safety', 'settings/users/health-safety/:view?', 'health/questionnaires'],
      ['org.settings.users.briefing-types', 'settings/users/briefing-types/:view?', 'briefing/types'],
    ]);
    expect(SINGLE_RECORDS).toEqual([
      ['org.settings.organization.defaults', 'settings/organization/defaults', 'org/defaults'],
      ['org.settings.organization.formats', 'settings/organization/formats', 'org/formats'],
      ['org.settings.users.defaults', 'settings/users/defaults/:view?', 'employees/defaults'],
      ['org.settings.shifts.defaults', 'settings/shifts/defaults', 'shift/defaults'],
      ['org.settings.payroll.defaults', 'settings/payroll/defaults', 'payroll/defaults'],
      ['org.settings.costing.defaults', 'settings/costing/defaults', 'costing/defaults'],
      ['org.settings.devices.defaults', 'settings/devices/defaults/:view?', 'clocks/defaults'],
      ['org.settings.timeoff.defaults', 'settings/timeoff/defaults', 'timeoff/defaults'],
      ['org.settings.attendance.defaults', 'settings/attendance/defaults', 'discipline/settings'],
      ['org.settings.users.credential-defaults', 'settings/users/credential-defaults', 'credential/settings'],
      ['org.settings.users.briefing-defaults', 'settings/users/briefing-defaults', 'briefing/settings'],
    ]);
  });

  it('finds no route for a definition the tree has no implemented screen for, or several', () => {
    expect(settingsRouteOf('timeoff/holidays')).toBeUndefined(); // no settings route of its own (a tab of Policies)
    const both = ROUTES.filter((r) => r.name.endsWith('.classes')).map((r) => ({ ...r, implemented: true, hasScreen: true }));
    expect(settingsRouteOf('classes', both)).toBeUndefined();
    expect(settingsRouteOf('shift/classes', both)?.name).toBe('org.settings.shifts.classes');
  });
});
