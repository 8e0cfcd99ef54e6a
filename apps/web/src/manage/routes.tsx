import type { RouteObject } from 'react-router';

/**
 * Manage screens (SPEC section 2, Manage) hang here, inside orgs/{orgId}; app/router.tsx places
 * them. Paths are the route tree's (packages/domain routes/tree-manage.ts) in React Router's
 * spelling; the organization's guard decides access from the tree before any of these loads.
 * Each entry is `screen(path, load, pick)` from app/screen-route.ts.
 */
export const manageRoutes: RouteObject[] = [];
