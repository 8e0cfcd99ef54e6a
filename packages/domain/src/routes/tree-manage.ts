import { missedPunchesOn, r } from './spec-helpers';

/** Manage area (SPEC section 2); gates per area, children inherit them. */
export const MANAGE = r('manage', 'Manage', {
  requiredFlags: ['hasConsoleAccess'],
  children: [
    r('attendance', 'Attendance', {
      requiredFeatures: ['discipline'],
      requiredFlags: ['disciplineEnabled'],
      requiredPermissions: ['manage_discipline'],
      children: [r('infractions/{view?}', 'Infractions', { implemented: true }), r('events/{view?}', 'Events', { implemented: true })],
    }),
    r('clocklogs', 'Clock Logs', {
      requiredPermissions: ['manage_clock_logs'],
      children: [r('list/{view?}', 'Clock Logs', { implemented: true })],
    }),
    r('geomap', 'Geo Map', {
      requiredFeatures: ['geo'],
      requiredFlags: ['geoEnabled'],
      requiredPermissions: ['edit_punches'],
      implemented: true,
    }),
    r('messaging', 'Messaging', {
      requiredFeatures: ['notification'],
      requiredPermissions: ['edit_employees'],
      children: [
        r('messages/{view?}', 'Messages', { implemented: true }),
        r('message-recipients/{view?}', 'Message Recipients', { implemented: true }),
      ],
    }),
    r('payroll', 'Payroll', {
      requiredFlags: ['payrollEnabled'],
      requiredPermissions: ['manage_payroll'],
      children: [
        r('runs/{view?}', 'Pay Runs', {
          requiredFlags: ['payRunEnabled'],
          screen: true,
          implemented: true,
          children: [r('summaries/{paySummaryId}', 'Pay Summary', { showInNav: false, implemented: true })],
        }),
        r('netpay/adjustments/{view?}', 'Net Pay Adjustments', { requiredFlags: ['netPayEnabled'], implemented: true }),
      ],
    }),
    r('punches', 'Punches', {
      requiredPermissions: ['edit_punches'],
      children: [
        r('list/{view?}', 'Punches', { implemented: true }),
        r('missed-punches/{view?}', 'Missed Punches', { rule: missedPunchesOn, implemented: true }),
      ],
    }),
    r('schedule', 'Schedule', {
      requiredFeatures: ['schedule'],
      requiredFlags: ['scheduleEnabled'],
      requiredPermissions: ['manage_schedule'],
      children: [r('schedules', 'Schedules', { implemented: true }), r('teams', 'Teams', { implemented: true })],
    }),
    r('timecards', 'Time Cards', {
      requiredPermissions: ['edit_punches'],
      children: [
        r('single-edit/{view?}', 'Single Edit', { implemented: true }),
        r('bulk-edit/{view?}', 'Bulk Edit', { implemented: true }),
      ],
    }),
    r('timeoff', 'Time Off', {
      requiredFeatures: ['pto'],
      requiredFlags: ['timeOffEnabled'],
      requiredPermissions: ['manage_pto'],
      children: [r('entries/{view?}', 'Entries', { implemented: true }), r('requests/{view?}', 'Requests', { implemented: true })],
    }),
  ],
});
