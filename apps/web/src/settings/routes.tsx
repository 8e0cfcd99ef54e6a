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

// The definitions (and zod with them) load with the screen, not with the console's first page.
function collectionRoute([route, path]: [string, string]): RouteObject {
  return {
    path: relativePath(route),
    lazy: lazyScreen(
      async () => {
        const [screen, contracts] = await Promise.all([import('../lists/ResourceScreen'), import('@punchline/contracts')]);
        return { ResourceScreen: screen.ResourceScreen, def: contracts.RESOURCES.find((r) => r.path === path)! };
      },
      ({ ResourceScreen, def }) =>
        function CollectionScreen() {
          return <ResourceScreen def={def} routeName={route} />;
        },
    ),
  };
}

function singleRecordRoute([route, path]: [string, string]): RouteObject {
  return {
    path: relativePath(route),
    lazy: lazyScreen(
      async () => {
        const [screen, contracts] = await Promise.all([import('./SettingsScreen'), import('@punchline/contracts')]);
        return { SettingsScreen: screen.SettingsScreen, def: contracts.SETTINGS.find((s) => s.path === path)! };
      },
      ({ SettingsScreen, def }) =>
        function SingleRecordScreen() {
          return <SettingsScreen def={def} />;
        },
    ),
  };
}

// Settings screens (issue 5 and later) hang here, inside orgs/{orgId}; app/router.tsx places them.
export const settingsRoutes: RouteObject[] = [...COLLECTIONS.map(collectionRoute), ...SINGLE_RECORDS.map(singleRecordRoute)];
