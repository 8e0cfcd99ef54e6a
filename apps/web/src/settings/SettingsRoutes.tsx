import { Center, Loader } from '@mantine/core';
import { findResource, SETTINGS } from '@punchline/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';
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
      <Routes>
        {COLLECTIONS.map(([route, relativePath, path]) => (
          // The key makes each collection its own screen (no search or filter carried over).
          <Route
            key={route}
            path={below(relativePath)}
            element={<ResourceScreen key={path} def={findResource(path)!} routeName={route} />}
          />
        ))}
        {SINGLE_RECORDS.map(([route, relativePath, path]) => (
          <Route
            key={route}
            path={below(relativePath)}
            element={<SettingsScreen key={path} def={SETTINGS.find((s) => s.path === path)!} />}
          />
        ))}
        <Route path="*" element={<Navigate to={`/orgs/${orgId}/dashboard`} replace />} />
      </Routes>
    </Suspense>
  );
}
