import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';

// Settings screens: route name of the spec's tree, the path under orgs/{orgId} in React Router's
// spelling, and the definition each one shows. The paths are written out so that the sign-in
// page need not download the whole route tree; settings-routes.test.ts checks them against it.
// Another collection screen is one more line here (and its definition in contracts).
export const COLLECTIONS: [route: string, relativePath: string, resource: string][] = [
  ['org.settings.organization.customfields', 'settings/organization/customfields/:view?', 'customfields'],
  ['org.settings.organization.departments', 'settings/organization/departments/:view?', 'departments'],
  ['org.settings.organization.labels', 'settings/organization/labels/:view?', 'labels'],
  ['org.settings.organization.orgunits', 'settings/organization/orgunits/:view?', 'orgunits'],
  ['org.settings.integrations.templates', 'settings/integrations/templates/:view?', 'integration/templates'],
];
export const SINGLE_RECORDS: [route: string, relativePath: string, resource: string][] = [
  ['org.settings.organization.defaults', 'settings/organization/defaults', 'org/defaults'],
  ['org.settings.organization.formats', 'settings/organization/formats', 'org/formats'],
];

// The definitions (and zod with them) load with the screen, not with the console's first page.
function collectionRoute([route, relativePath, path]: [string, string, string]): RouteObject {
  return {
    path: relativePath,
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

function singleRecordRoute([, relativePath, path]: [string, string, string]): RouteObject {
  return {
    path: relativePath,
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
