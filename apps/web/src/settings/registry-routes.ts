import { RESOURCES, SETTINGS } from '@punchline/contracts';
import { ROUTES, type RouteDef } from '@punchline/domain';

export type SettingsRoute = [route: string, relativePath: string, resource: string];

/**
 * Definitions whose settings route the convention below does not find: definition path → route
 * name of packages/domain's tree.
 */
const ROUTE_OF: Readonly<Record<string, string>> = {
  employees: 'org.settings.users.list',
  'employees/defaults': 'org.settings.users.defaults',
  'payroll/codes': 'org.settings.payroll.payCodes',
  'punch-codes': 'org.settings.punches.codes',
  'entry/states': 'org.settings.punches.states',
  'shift/roundingrules': 'org.settings.shifts.roundingRules',
  'costing/jobcategories': 'org.settings.costing.jobCategories',
  'costing/jobphases': 'org.settings.costing.job-phases',
  'costing/codes': 'org.settings.costing.cost-codes',
  // Devices (issue 16): the collection is `clocks`, since `devices/{deviceId}` is the push server's.
  clocks: 'org.settings.devices.list',
  'clocks/defaults': 'org.settings.devices.defaults',
  georules: 'org.settings.devices.georules',
  // Net pay (issue 33): SPEC section 7's payroll-service paths, under Settings → Payroll.
  'netpay/adjustment-codes': 'org.settings.payroll.netpay.adjustment-codes',
  'netpay/statutory-deductions': 'org.settings.payroll.netpay.statutory-deductions',
  // Attendance discipline (issue 34): SPEC section 7's discipline/* paths, under Settings → Attendance.
  'discipline/settings': 'org.settings.attendance.defaults',
  'discipline/policies': 'org.settings.attendance.policies',
  'discipline/custom-infraction-types': 'org.settings.attendance.custom-infraction-types',
  'discipline/event-types': 'org.settings.attendance.event-types',
  // Credentials (issue 35): SPEC section 7's credential/* paths, under Settings → Users.
  'credential/settings': 'org.settings.users.credential-defaults',
  'credential/types': 'org.settings.users.credential-types',
  'credential/policies': 'org.settings.users.credential-policies',
  // Health and safety (issue 35): the questionnaires are the first tab of Settings → Users → Health & Safety.
  'health/questionnaires': 'org.settings.users.health-safety',
  // Briefings (issue 35): briefing/*, under Settings → Users.
  'briefing/settings': 'org.settings.users.briefing-defaults',
  'briefing/types': 'org.settings.users.briefing-types',
};

const SETTINGS_ROUTE = 'org.settings.';

/**
 * The settings screen of a definition, by convention: an implemented route of the settings tree
 * whose name ends with the last segment of the definition's path and, for a two-part path, whose
 * group starts with its first ('org/formats' → org.settings.organization.formats,
 * 'integration/templates' → org.settings.integrations.templates). Undefined when none or several
 * match (a definition without a settings screen).
 */
export function settingsRouteOf(path: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const named = ROUTE_OF[path];
  if (named) return routes.find((r) => r.name === named);
  const parts = path.split('/');
  const leaf = parts.at(-1)!;
  const group = parts.length > 1 ? parts[0]! : '';
  const found = routes.filter((r) => {
    if (!r.name.startsWith(SETTINGS_ROUTE) || !r.hasScreen || !r.implemented) return false;
    const name = r.name.slice(SETTINGS_ROUTE.length).split('.');
    return name.at(-1) === leaf && name[0]!.startsWith(group);
  });
  return found.length === 1 ? found[0] : undefined;
}

/** A route's path under orgs/{orgId}, in React Router's spelling ('settings/organization/labels/:view?'). */
export const relativePathOf = (route: RouteDef) => route.fullPath.replace(/^\/orgs\/\{orgId\}\//, '').replace(/\{(\w+)\?\}/g, ':$1?');

function table(paths: readonly string[]): SettingsRoute[] {
  return paths.flatMap((path) => {
    const route = settingsRouteOf(path);
    return route ? [[route.name, relativePathOf(route), path] as SettingsRoute] : [];
  });
}

/** The collection screens of the registry (list and master-detail), route paths and titles from the tree. */
export const COLLECTIONS: readonly SettingsRoute[] = table(RESOURCES.map((r) => r.path));
/** The single-record settings screens of the registry. */
export const SINGLE_RECORDS: readonly SettingsRoute[] = table(SETTINGS.map((s) => s.path));
