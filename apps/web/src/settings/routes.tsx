import type { RouteObject } from 'react-router';

// Settings screens (issue 5 and later) hang here, inside orgs/{orgId}; app/router.tsx places them.
export const settingsRoutes: RouteObject[] = [];
