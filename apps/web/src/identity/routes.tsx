import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screen } from '../app/screen-route';
import { FatalErrorScreen } from '../pages/FatalErrorScreen';

// Identity screens (issue 3); app/router.tsx places each list. Paths of the mailed links
// (/verify-email, /reset-password, /orgs/{id}/accept) are fixed by the server: docs/identity.md.

/** Screens that need no sign-in (verify email, forgot and reset password, sign-up). */
export const publicRoutes: RouteObject[] = [
  screen(
    '/sign-up',
    () => import('./SignUpPage'),
    (m) => m.SignUpPage,
  ),
  screen(
    '/verify-email',
    () => import('./VerifyEmailPage'),
    (m) => m.VerifyEmailPage,
  ),
  screen(
    '/forgot-password',
    () => import('./ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  screen(
    '/reset-password',
    () => import('./ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
  ),
];

/** Interventions render without the organization's frame: its settings are not loaded yet. */
const intervention = (path: string, route: RouteObject): RouteObject => ({
  ...route,
  path,
  loader: async (args: LoaderFunctionArgs) => (await import('../app/org-loaders')).interventionLoader(args),
  errorElement: <FatalErrorScreen />,
});

/** Screens for a signed-in user outside any organization's frame. */
export const homeRoutes: RouteObject[] = [
  screen(
    'orgs/sign-up',
    () => import('./OrgSignUpPage'),
    (m) => m.OrgSignUpPage,
  ),
  { path: 'sudo', loader: () => redirect('/sudo/org-users') },
  screen(
    'sudo/org-users/:view?',
    () => import('./SudoPage'),
    (m) => m.SudoPage,
  ),
  intervention(
    'orgs/:orgId/accept',
    screen(
      '',
      () => import('./AcceptPage'),
      (m) => m.AcceptPage,
    ),
  ),
  intervention(
    'orgs/:orgId/auth-policy-error',
    screen(
      '',
      () => import('./AuthPolicyErrorPage'),
      (m) => m.AuthPolicyErrorPage,
    ),
  ),
];

/** Screens inside orgs/{orgId}'s frame. */
export const orgRoutes: RouteObject[] = [
  screen(
    'sign-up',
    () => import('./SignUpWizardPage'),
    (m) => m.SignUpWizardPage,
  ),
];
