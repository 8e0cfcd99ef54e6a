import { createBrowserRouter, redirect } from 'react-router';
import { FatalErrorScreen } from '../pages/FatalErrorScreen';
import { LoadingScreen } from '../pages/LoadingScreen';
import { lazyScreen } from './lazy-screen';
import { bootstrapLoader, homeLoader, orgLoader } from './loaders';
import { RootLayout } from './RootLayout';

const toDashboard = () => redirect('dashboard');

/** The console's routes (paths as in packages/domain's route tree). Screens load lazily so
 *  sign-in downloads only what it needs. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      {
        path: '/sign-in',
        lazy: lazyScreen(
          () => import('../pages/SignInPage'),
          (m) => m.SignInPage,
        ),
      },
      {
        path: '/',
        id: 'home',
        loader: homeLoader,
        HydrateFallback: LoadingScreen,
        errorElement: <FatalErrorScreen />,
        children: [
          { index: true, loader: bootstrapLoader, Component: LoadingScreen },
          {
            path: 'orgs',
            lazy: lazyScreen(
              () => import('../pages/OrgSelectorPage'),
              (m) => m.OrgSelectorPage,
            ),
          },
          {
            path: 'upgrade',
            lazy: lazyScreen(
              () => import('../pages/UpgradePage'),
              (m) => m.UpgradePage,
            ),
          },
          {
            path: 'orgs/:orgId',
            id: 'org',
            loader: orgLoader,
            errorElement: <FatalErrorScreen />,
            lazy: lazyScreen(
              () => import('../layout/OrgLayout'),
              (m) => m.OrgLayout,
            ),
            children: [
              { index: true, loader: toDashboard },
              {
                path: 'dashboard',
                lazy: lazyScreen(
                  () => import('../dashboard/DashboardPage'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: 'profile',
                handle: { title: 'Profile' },
                lazy: lazyScreen(
                  () => import('../account/ProfilePage'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'change-password',
                handle: { title: 'Change Password' },
                lazy: lazyScreen(
                  () => import('../account/ChangePasswordPage'),
                  (m) => m.ChangePasswordPage,
                ),
              },
              // Unknown paths inside an organization go to its dashboard (SPEC section 2).
              { path: '*', loader: ({ params }) => redirect(`/orgs/${params.orgId}/dashboard`) },
            ],
          },
          { path: '*', loader: () => redirect('/') },
        ],
      },
    ],
  },
]);
