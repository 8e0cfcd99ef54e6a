import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/lazy-screen';

/**
 * Settings screens hang here, inside orgs/{orgId}; app/router.tsx places them. One lazy route
 * takes every settings path: the screens, their paths and titles come from the resource registry
 * and the route tree (registry-routes.ts), which load with the first settings screen rather than
 * with the sign-in page. A new collection or settings record gets its screen without a line here.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/*',
    lazy: lazyScreen(
      () => {
        // Most settings screens are lists: fetch the grid's code beside the routes', not after them.
        void import('../lists/ResourceScreen');
        return import('./SettingsRoutes');
      },
      (m) => m.SettingsRoutes,
    ),
  },
];
