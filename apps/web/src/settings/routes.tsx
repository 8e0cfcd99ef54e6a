import { RESOURCES, SETTINGS } from '@punchline/contracts';
import { getRoute } from '@punchline/domain';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';

// Settings screens: route names of the spec's tree and the definition each one shows.
// Another collection screen is one more line here (and its definition in contracts).
const COLLECTIONS: [route: string, path: string][] = [
  ['org.settings.organization.customfields', 'customfields'],
  ['org.settings.organization.departments', 'departments'],
  ['org.settings.organization.labels', 'labels'],
  ['org.settings.organization.orgunits', 'orgunits'],
  ['org.settings.integrations.templates', 'integration/templates'],
];
const SINGLE_RECORDS: [route: string, path: string][] = [
  ['org.settings.organization.defaults', 'org/defaults'],
  ['org.settings.organization.formats', 'org/formats'],
];

/** The route's path under orgs/{orgId}, in React Router's spelling ('{view?}' → ':view?'). */
const relativePath = (route: string) =>
  getRoute(route)
    .fullPath.replace(/^\/orgs\/\{orgId\}\//, '')
    .replace(/\{(\w+)\?\}/g, ':$1?');

function collectionRoute([route, path]: [string, string]): RouteObject {
  const def = RESOURCES.find((r) => r.path === path)!;
  return {
    path: relativePath(route),
    lazy: lazyScreen(
      () => import('../lists/ResourceScreen'),
      (m) =>
        function CollectionScreen() {
          return <m.ResourceScreen def={def} routeName={route} />;
        },
    ),
  };
}

function singleRecordRoute([route, path]: [string, string]): RouteObject {
  const def = SETTINGS.find((s) => s.path === path)!;
  return {
    path: relativePath(route),
    lazy: lazyScreen(
      () => import('./SettingsScreen'),
      (m) =>
        function SingleRecordScreen() {
          return <m.SettingsScreen def={def} />;
        },
    ),
  };
}

// Settings screens (issue 5 and later) hang here, inside orgs/{orgId}; app/router.tsx places them.
export const settingsRoutes: RouteObject[] = [...COLLECTIONS.map(collectionRoute), ...SINGLE_RECORDS.map(singleRecordRoute)];
