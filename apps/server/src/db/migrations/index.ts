import type { Migration } from 'kysely';
import * as m0001 from './0001-identity-and-organizations';
import * as m0002 from './0002-messages-and-feedback';
import * as m0003 from './0003-row-level-security';
import * as m0020 from './0020-generic-collections';
import * as m0021 from './0021-labels';
import * as m0022 from './0022-org-units';
import * as m0023 from './0023-custom-fields';
import * as m0024 from './0024-integration-templates';
import * as m0010 from './0010-identity-tokens-and-invitations';
import * as m0011 from './0011-mail-delivery';
import * as m0030 from './0030-push-devices';
import * as m0031 from './0031-org-access-function';
import * as m0032 from './0032-org-access-fingerprint';
import * as m0033 from './0033-name-keys';
import * as m0034 from './0034-access-fingerprint-by-value';
import * as m0040 from './0040-workers';
import * as m0041 from './0041-restrictions-once-per-statement';
// Time rules (issue 15, helper A).
import * as m0042 from './0042-time-rules';
// Job costing (issue 15, helper B).
import * as m0043 from './0043-costing';
// Time cards (issue 15, helper D).
import * as m0044 from './0044-timecards';
// A worker's own time rules (issue 15, lead).
import * as m0045 from './0045-worker-time-rules';
import * as m0046 from './0046-time-keeping';
import * as m0049 from './0049-clock-log-version';
import * as m0051 from './0051-device-admin';
import * as m0052 from './0052-one-list-per-field';
import * as m0053 from './0053-personal-clocks';
// Schedules and teams (issue 19).
import * as m0054 from './0054-schedules';
import * as m0055 from './0055-time-off-codes';
import * as m0056 from './0056-time-off';
import * as m0057 from './0057-clock-photos';
// Throttles of PIN and pairing code guessing (issue 30).
import * as m0060 from './0060-abuse-throttles';
// Trial features at sign-up; organizations without any get them (issue 30).
import * as m0063 from './0063-trial-features';
import * as m0064 from './0064-reports';
import * as m0065 from './0065-mail-attachments';
import * as m0066 from './0066-report-files';
import * as m0067 from './0067-payroll';
import * as m0068 from './0068-period-exports';
import * as m0069 from './0069-discipline';
import * as m0070 from './0070-api-keys';
import * as m0071 from './0071-webhooks';
import * as m0072 from './0072-billing';
import * as m0073 from './0073-partner-activity';
import * as m0074 from './0074-messaging';
import * as m0075 from './0075-credentials';
import * as m0076 from './0076-briefings';
import * as m0077 from './0077-health-safety';
import * as m0078 from './0078-credential-clock-photo';
import * as m0079 from './0079-tenant-keys';
import * as m0080 from './0080-identify-throttle-outside-rls';
import * as m0081 from './0081-month-partitions';

// Migrations are listed in code (not read from disk) so the bundled server carries them.
// Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '0001-identity-and-organizations': m0001,
  '0002-messages-and-feedback': m0002,
  '0003-row-level-security': m0003,
  '0020-generic-collections': m0020,
  '0021-labels': m0021,
  '0022-org-units': m0022,
  '0023-custom-fields': m0023,
  '0024-integration-templates': m0024,
  '0010-identity-tokens-and-invitations': m0010,
  '0011-mail-delivery': m0011,
  '0030-push-devices': m0030,
  '0031-org-access-function': m0031,
  '0032-org-access-fingerprint': m0032,
  '0033-name-keys': m0033,
  '0034-access-fingerprint-by-value': m0034,
  '0040-workers': m0040,
  '0041-restrictions-once-per-statement': m0041,
  '0042-time-rules': m0042,
  // Job costing (issue 15, helper B).
  '0043-costing': m0043,
  // Time cards (issue 15, helper D).
  '0044-timecards': m0044,
  // A worker's own time rules (issue 15, lead).
  '0045-worker-time-rules': m0045,
  // Devices, clock logs, punch details, missed punches, geo rules, card approvals (issue 16).
  '0046-time-keeping': m0046,
  '0049-clock-log-version': m0049,
  // Devices and geo rules as Settings > Devices edits them (issue 16, helper E).
  '0051-device-admin': m0051,
  // The device and geo rule lists kept once, as the console saves them (issue 16).
  '0052-one-list-per-field': m0052,
  // A worker's own phone as their personal clock (issue 17).
  '0053-personal-clocks': m0053,
  '0054-schedules': m0054,
  // Time off codes (issue 20).
  '0055-time-off-codes': m0055,
  // Time off policies, assignments, adjustments, requests, entries, holidays (issue 20).
  '0056-time-off': m0056,
  // Clock photos checked and bounded per device (issue 30).
  '0057-clock-photos': m0057,
  '0060-abuse-throttles': m0060,
  '0063-trial-features': m0063,
  // Report runs kept with their outputs, memorized and scheduled reports (issue 32).
  '0064-reports': m0064,
  // Mail attachments: scheduled reports' files (issue 32).
  '0065-mail-attachments': m0065,
  // Report runs delivered as files, written and read a megabyte at a time (issue 32).
  '0066-report-files': m0066,
  // Pay runs, net pay adjustments and statutory deductions, pay summaries explained line by line (issue 33).
  '0067-payroll': m0067,
  // Payroll exports of a pay period without a pay run (issue 33).
  '0068-period-exports': m0068,
  // Attendance discipline: policies, types, custom infractions, excusals, events (issue 34).
  '0069-discipline': m0069,
  // API keys and their credentials (issue 36).
  '0070-api-keys': m0070,
  // Connections and signed webhooks: the outbox and its attempts (issue 36).
  '0071-webhooks': m0071,
  // Billing: plans, subscription state history, invoices, Stripe webhook events (issue 36).
  '0072-billing': m0072,
  // The partner screen's activity: punches by organization and time (issue 36).
  '0073-partner-activity': m0073,
  // Messaging: messages to workers and administrators, their recipients and deliveries (issue 35).
  '0074-messaging': m0074,
  // Credentials and documents: types, policies, workers' credentials and files, reminders (issue 35).
  '0075-credentials': m0075,
  // Briefings: briefing types and the workers' acknowledgments (issue 35).
  '0076-briefings': m0076,
  // Health and safety: questionnaires at clock-in and every answer (issue 35).
  '0077-health-safety': m0077,
  // Credential policies allow a photo of a document at the web clock (issue 35).
  '0078-credential-clock-photo': m0078,
  // Every tenant key and foreign key between tenant tables leads with org_id (issue 37).
  '0079-tenant-keys': m0079,
  // The clocks' identify throttle is read with the device token, outside row-level security (issue 37).
  '0080-identify-throttle-outside-rls': m0080,
  // Punches and clock logs partitioned by month on their instant (issue 37).
  '0081-month-partitions': m0081,
};
