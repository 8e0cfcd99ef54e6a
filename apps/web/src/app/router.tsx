import { createBrowserRouter, redirect } from 'react-router';
import { FatalErrorScreen } from '../pages/FatalErrorScreen';
import { LoadingScreen } from '../pages/LoadingScreen';
import { bootstrapLoader, homeLoader, orgLoader } from './loaders';

const toDashboard = () => redirect('dashboard');

/** The console's routes. Screens load lazily so sign-in downloads only what it needs. */
export const router = createBrowserRouter([
  { path: '/sign-in', lazy: async () => ({ Component: (await import('../pages/SignInPage')).SignInPage }) },
  {
    path: '/',
    id: 'home',
    loader: homeLoader,
    HydrateFallback: LoadingScreen,
    errorElement: <FatalErrorScreen />,
    children: [
      { index: true, loader: bootstrapLoader, Component: LoadingScreen },
      { path: 'orgs', lazy: async () => ({ Component: (await import('../pages/OrgSelectorPage')).OrgSelectorPage }) },
      {
        path: 'orgs/:orgId',
        id: 'org',
        loader: orgLoader,
        errorElement: <FatalErrorScreen />,
        lazy: async () => ({ Component: (await import('../layout/OrgLayout')).OrgLayout }),
        children: [
          { index: true, loader: toDashboard },
          {
            path: 'dashboard',
            handle: { title: 'Dashboard' },
            lazy: async () => ({ Component: (await import('../dashboard/DashboardPage')).DashboardPage }),
          },
          {
            path: 'profile',
            handle: { title: 'Profile' },
            lazy: async () => ({ Component: (await import('../account/ProfilePage')).ProfilePage }),
          },
          {
            path: 'change-password',
            handle: { title: 'Change Password' },
            lazy: async () => ({ Component: (await import('../account/ChangePasswordPage')).ChangePasswordPage }),
          },
          { path: '*', loader: () => redirect('../dashboard') },
        ],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
]);
