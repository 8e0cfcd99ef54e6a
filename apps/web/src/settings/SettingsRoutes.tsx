import { Center, Loader } from '@mantine/core';
import { findResource, SETTINGS } from '@punchline/contracts';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';
import { RecomputeProgress } from '../time-rules/RecomputeProgress';
import { COLLECTIONS, SINGLE_RECORDS } from './registry-routes';

/** A screen's code loaded on first use, with the console's reload-once on a failed load. */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({
    default: (await lazyScreen(load, (c) => c as ComponentType)()).Component as ComponentType<P>,
  }));
}

// The grid (AG Grid) loads with the first list, not with a settings record's form.
const ResourceScreen = lazyComponent(() => import('../lists/ResourceScreen').then((m) => m.ResourceScreen));
const SettingsScreen = lazyComponent(() => import('./SettingsScreen').then((m) => m.SettingsScreen));

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
        {SCREENS.map(([route, relativePath, path, generic]) => (
          // The key makes each screen its own (no search or filter carried over).
          <Route key={route} path={below(relativePath)} element={screenOf(route, generic, path)} />
        ))}
        <Route path="*" element={<Navigate to={`/orgs/${orgId}/dashboard`} replace />} />
      </Routes>
    </Suspense>
  );
}
