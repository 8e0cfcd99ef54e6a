import type { RouteObject } from 'react-router';

// Identity screens (issue 3) hang here; app/router.tsx places each list.
/** Screens that need no sign-in (verify email, forgot and reset password, sign-up). */
export const publicRoutes: RouteObject[] = [];
/** Screens for a signed-in user outside any organization (orgs/sign-up wizard, sudo). */
export const homeRoutes: RouteObject[] = [];
/** Screens inside orgs/{orgId} (accept, auth-policy-error, in-app sign-up). */
export const orgRoutes: RouteObject[] = [];
