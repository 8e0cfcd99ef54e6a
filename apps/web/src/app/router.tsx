import { createBrowserRouter, redirect } from 'react-router';
import { FatalErrorScreen } from '../pages/FatalErrorScreen';
import { LoadingScreen } from '../pages/LoadingScreen';
import { setNavigationState } from '../api/redirects';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { screen } from './screen-route';
import { homeRoutes, orgRoutes, publicRoutes } from '../identity/routes';
import { manageRoutes } from '../manage/routes';
import { settingsRoutes } from '../settings/routes';
import { reportRoutes } from '../reports/routes';

/** The console's routes (paths as in packages/domain's route tree). Screens load lazily so
 *  sign-in downloads only what it needs. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Shown while the first screen's code loads (sign-in included), instead of a blank page.
    HydrateFallback: LoadingScreen,
    children: [
      screen(
        '/sign-in',
        () => import('../pages/SignInPage'),
        (m) => m.SignInPage,
      ),
      {
        // The query cache's provider (app/QueryLayout.tsx) and the loaders come with the first
        // screen that needs them, so the sign-in page does not download them.
        lazy: lazyScreen(
          () => import('./QueryLayout'),
          (m) => m.QueryLayout,
        ),
        errorElement: <FatalErrorScreen />,
        children: [
          ...publicRoutes,
          {
            path: '/',
            id: 'home',
            loader: async (args) => (await import('./loaders')).homeLoader(args),
            HydrateFallback: LoadingScreen,
            errorElement: <FatalErrorScreen />,
            children: [
              { index: true, loader: async (args) => (await import('./loaders')).bootstrapLoader(args), Component: LoadingScreen },
              screen(
                'orgs',
                () => import('../pages/OrgSelectorPage'),
                (m) => m.OrgSelectorPage,
              ),
              screen(
                'upgrade',
                () => import('../pages/UpgradePage'),
                (m) => m.UpgradePage,
              ),
              screen(
                'notifications',
                () => import('../messages/AllNotificationsPage'),
                (m) => m.AllNotificationsPage,
              ),
              ...homeRoutes,
              {
                ...screen(
                  'orgs/:orgId',
                  () => import('../layout/OrgLayout'),
                  (m) => m.OrgLayout,
                ),
                id: 'org',
                // The organization's guard needs the whole route tree: it loads with the first
                // organization screen, not with the sign-in page.
                loader: async (args) => (await import('./org-loaders')).orgLoader(args),
                errorElement: <FatalErrorScreen />,
                children: [
                  { index: true, loader: () => redirect('dashboard') },
                  screen(
                    'dashboard',
                    () => import('../dashboard/DashboardPage'),
                    (m) => m.DashboardPage,
                  ),
                  screen(
                    'notifications',
                    () => import('../messages/OrgNotificationsPage'),
                    (m) => m.OrgNotificationsPage,
                  ),
                  screen(
                    'profile',
                    () => import('../account/ProfilePage'),
                    (m) => m.ProfilePage,
                    'Profile',
                  ),
                  screen(
                    'change-password',
                    () => import('../account/ChangePasswordPage'),
                    (m) => m.ChangePasswordPage,
                    'Change Password',
                  ),
                  ...orgRoutes,
                  ...manageRoutes,
                  ...reportRoutes,
                  ...settingsRoutes,
                  // Unknown paths inside an organization go to its dashboard (SPEC section 2).
                  { path: '*', loader: ({ params }) => redirect(`/orgs/${params.orgId}/dashboard`) },
                ],
              },
              { path: '*', loader: () => redirect('/') },
            ],
          },
        ],
      },
    ],
  },
]);

// Loaders handle token refusals themselves while a page loads (see api/redirects.ts).
setNavigationState(() => !router.state.initialized || router.state.navigation.state !== 'idle');
