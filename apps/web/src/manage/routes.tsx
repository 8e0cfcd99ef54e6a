import type { RouteObject } from 'react-router';
import { screen } from '../app/screen-route';

/**
 * Manage screens (SPEC section 2, Manage) hang here, inside orgs/{orgId}; app/router.tsx places
 * them. Paths are the route tree's (packages/domain routes/tree-manage.ts) in React Router's
 * spelling; the organization's guard decides access from the tree before any of these loads.
 * Each entry is `screen(path, load, pick)` from app/screen-route.ts.
 */
export const manageRoutes: RouteObject[] = [
  screen(
    'manage/attendance/infractions/:view?',
    () => import('../discipline/InfractionsScreen'),
    (m) => m.InfractionsScreen,
  ),
  screen(
    'manage/attendance/events/:view?',
    () => import('../discipline/EventsScreen'),
    (m) => m.EventsScreen,
  ),
  screen(
    'manage/messaging/messages/:view?',
    () => import('../messaging/MessagesScreen'),
    (m) => m.MessagesScreen,
  ),
  screen(
    'manage/messaging/message-recipients/:view?',
    () => import('../messaging/MessageRecipientsScreen'),
    (m) => m.MessageRecipientsScreen,
  ),
  screen(
    'manage/timecards/single-edit/:view?',
    () => import('../timecards/SingleEditScreen'),
    (m) => m.SingleEditScreen,
  ),
  screen(
    'manage/timecards/bulk-edit/:view?',
    () => import('../timecards/BulkEditScreen'),
    (m) => m.BulkEditScreen,
  ),
  screen(
    'manage/clocklogs/list/:view?',
    () => import('../clocklogs/ClockLogsScreen'),
    (m) => m.ClockLogsScreen,
  ),
  screen(
    'manage/geomap',
    () => import('../geomap/GeomapScreen'),
    (m) => m.GeomapScreen,
  ),
  screen(
    'manage/punches/list/:view?',
    () => import('../punches/PunchesScreen'),
    (m) => m.PunchesScreen,
  ),
  screen(
    'manage/punches/missed-punches/:view?',
    () => import('../punches/MissedPunchesScreen'),
    (m) => m.MissedPunchesScreen,
  ),
  screen(
    'manage/schedule/schedules',
    () => import('../schedule/ScheduleScreen'),
    (m) => m.ScheduleScreen,
  ),
  screen(
    'manage/schedule/teams',
    () => import('../schedule/TeamsScreen'),
    (m) => m.TeamsScreen,
  ),
  screen(
    'manage/timeoff/entries/:view?',
    () => import('../time-off/TimeOffEntriesScreen'),
    (m) => m.TimeOffEntriesScreen,
  ),
  screen(
    'manage/timeoff/requests/:view?',
    () => import('../time-off/TimeOffRequestsScreen'),
    (m) => m.TimeOffRequestsScreen,
  ),
  screen(
    'manage/payroll/netpay/adjustments/:view?',
    () => import('../payroll/netpay/NetPayAdjustmentsScreen'),
    (m) => m.NetPayAdjustmentsScreen,
  ),
  screen(
    'manage/payroll/runs/:view?',
    () => import('../payroll/runs/PayRunsScreen'),
    (m) => m.PayRunsScreen,
  ),
  screen(
    'manage/payroll/runs/:view/summaries/:paySummaryId',
    () => import('../payroll/runs/PaySummaryScreen'),
    (m) => m.PaySummaryScreen,
  ),
];
