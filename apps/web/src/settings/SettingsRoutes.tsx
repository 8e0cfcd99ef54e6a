import { Center, Loader } from '@mantine/core';
import { findResource, SETTINGS } from '@punchline/contracts';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';
import { RecomputeProgress } from '../time-rules/RecomputeProgress';
import { ROUTES } from '@punchline/domain';
import { COLLECTIONS, relativePathOf, SINGLE_RECORDS } from './registry-routes';

/** A screen's code loaded on first use, with the console's reload-once on a failed load. */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({
    default: (await lazyScreen(load, (c) => c as ComponentType)()).Component as ComponentType<P>,
  }));
}

// The grid (AG Grid) loads with the first list, not with a settings record's form.
const ResourceScreen = lazyComponent(() => import('../lists/ResourceScreen').then((m) => m.ResourceScreen));
const SettingsScreen = lazyComponent(() => import('./SettingsScreen').then((m) => m.SettingsScreen));
const PartnerScreen = lazyComponent(() => import('../partner/PartnerScreen').then((m) => m.PartnerScreen));

/**
 * Registry screens with a screen of their own, by route name: the route, its path and title
 * still come from the registry and the route tree; only what renders there differs.
 */
const OWN_SCREENS: Readonly<Record<string, ComponentType>> = {
  'org.settings.users.list': lazyComponent(() => import('../users/UsersScreen').then((m) => m.UsersScreen)),
  'org.settings.users.defaults': lazyComponent(() => import('../users/EmployeeDefaultsScreen').then((m) => m.EmployeeDefaultsScreen)),
  'org.settings.costing.defaults': lazyComponent(() => import('../costing/CostingDefaultsScreen').then((m) => m.CostingDefaultsScreen)),
  'org.settings.shifts.defaults': lazyComponent(() => import('../time-rules/ShiftDefaultsScreen').then((m) => m.ShiftDefaultsScreen)),
  'org.settings.punches.codes': lazyComponent(() => import('../time-rules/PunchCodesScreen').then((m) => m.PunchCodesScreen)),
  'org.settings.punches.states': lazyComponent(() => import('../time-rules/EntryStatesScreen').then((m) => m.EntryStatesScreen)),
  'org.settings.devices.defaults': lazyComponent(() => import('../devices/ClockDefaultsScreen').then((m) => m.ClockDefaultsScreen)),
  'org.settings.timeoff.policies': lazyComponent(() => import('../time-off/TimeOffPoliciesScreen').then((m) => m.TimeOffPoliciesScreen)),
  // Net pay (issue 33): each screen says what its rules mean before the list.
  'org.settings.payroll.netpay.adjustment-codes': lazyComponent(() =>
    import('../payroll/netpay/AdjustmentCodesScreen').then((m) => m.AdjustmentCodesScreen),
  ),
  'org.settings.payroll.netpay.statutory-deductions': lazyComponent(() =>
    import('../payroll/netpay/StatutoryDeductionsScreen').then((m) => m.StatutoryDeductionsScreen),
  ),
  // Health and safety (issue 35): the questionnaires and, on a second tab, every answer.
  'org.settings.users.health-safety': lazyComponent(() => import('../health/HealthSafetyScreen').then((m) => m.HealthSafetyScreen)),
  // API keys (issue 36): no registry definition; its path comes from the route tree (OWN_ONLY).
  'org.settings.integrations.apiKeys': lazyComponent(() => import('../integrations/api-keys/ApiKeysScreen').then((m) => m.ApiKeysScreen)),
  // Connections and signed webhooks (issue 36): the collection's own screen, with its deliveries.
  'org.settings.integrations.connections': lazyComponent(() =>
    import('../integrations/connections/ConnectionsScreen').then((m) => m.ConnectionsScreen),
  ),
  // Billing (issue 36): the subscription and its invoices, no registry definition (OWN_ONLY).
  'org.settings.billing.subscription': lazyComponent(() => import('../billing/SubscriptionScreen').then((m) => m.SubscriptionScreen)),
  'org.settings.billing.invoices': lazyComponent(() => import('../billing/InvoicesScreen').then((m) => m.InvoicesScreen)),
};

function screenOf(route: string, generic: () => ReactElement, key: string): ReactElement {
  const Own = OWN_SCREENS[route];
  return Own ? <Own key={key} /> : generic();
}

type Screen = [route: string, relativePath: string, path: string, generic: () => ReactElement];

/** Every registry screen: its route, path, definition path and the generic screen it shows. */
const SCREENS: Screen[] = [
  ...COLLECTIONS.map(([route, relativePath, path]): Screen => [
    route,
    relativePath,
    path,
    () => <ResourceScreen key={path} def={findResource(path)!} routeName={route} />,
  ]),
  ...SINGLE_RECORDS.map(([route, relativePath, path]): Screen => [
    route,
    relativePath,
    path,
    () => <SettingsScreen key={path} def={SETTINGS.find((s) => s.path === path)!} />,
  ]),
];

/** Own screens of routes no registry definition names: their path comes from the route tree. */
const OWN_ONLY: Screen[] = Object.keys(OWN_SCREENS).flatMap((route): Screen[] => {
  const def = ROUTES.find((r) => r.name === route);
  if (!def || SCREENS.some(([name]) => name === route)) return [];
  return [[route, relativePathOf(def), route, () => <Navigate to=".." replace />]];
});

const loading = (
  <Center h={200}>
    <Loader />
  </Center>
);

// Paths below settings/ (this component is mounted at settings/*).
const below = (relativePath: string) => relativePath.replace(/^settings\//, '');

/**
 * Every settings screen the registry defines, as routes under settings/*: a collection's list and
 * master-detail, a settings record's form. Unknown settings paths go to the dashboard, as any
 * unknown path inside an organization does (SPEC section 2).
 */
export function SettingsRoutes() {
  const { orgId } = useParams();
  return (
    <Suspense fallback={loading}>
      <RecomputeProgress />
      <Routes>
        {[...SCREENS, ...OWN_ONLY].map(([route, relativePath, path, generic]) => (
          // The key makes each screen its own (no search or filter carried over).
          <Route key={route} path={below(relativePath)} element={screenOf(route, generic, path)} />
        ))}
        {/* Settings → Partner is no registry screen: the distributor's organizations (docs/partner.md). */}
        <Route path="partner" element={<PartnerScreen />} />
        <Route path="*" element={<Navigate to={`/orgs/${orgId}/dashboard`} replace />} />
      </Routes>
    </Suspense>
  );
}
