import type { RouteObject } from 'react-router';
import { screen } from '../app/screen-route';

/**
 * Reports (SPEC section 2 Reports) hang here, inside orgs/{orgId}; app/router.tsx places them.
 * One generic screen serves every report key of the route tree (packages/domain
 * routes/tree-reports.ts), built from the report's spec; memorized reports have their own.
 * The static path wins over the parameter, so 'memorized' never reaches the report screen.
 */
export const reportRoutes: RouteObject[] = [
  screen(
    'reports/memorized/:view?',
    () => import('./MemorizedScreen'),
    (m) => m.MemorizedScreen,
  ),
  screen(
    'reports/:report/:view?',
    () => import('./ReportScreen'),
    (m) => m.ReportScreen,
  ),
];
