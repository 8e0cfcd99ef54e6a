import { MAX_TIME_OFF_REQUEST_DAYS, addDaysIso } from '@punchline/domain';
import { defineResource, type FieldErrors } from './define';

const worker = {
  type: 'ref' as const,
  label: 'Worker',
  required: true,
  ref: { kind: 'employee', table: 'employees' },
  column: 'employee_id',
};
const code = {
  type: 'ref' as const,
  label: 'Time Off Code',
  required: true,
  ref: { kind: 'timeoffcode', table: 'time_off_codes' },
  column: 'code_id',
};

export const TIME_OFF_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TimeOffRequestStatus = (typeof TIME_OFF_REQUEST_STATUSES)[number];

/** The dates of a request, checked the same way for the console and the clock. */
export function checkRequestDates(values: Record<string, unknown>): FieldErrors {
  const start = values.startDate;
  const end = values.endDate;
  if (typeof start !== 'string' || typeof end !== 'string') return {};
  if (end < start) return { endDate: ['must be on or after From.'] };
  if (addDaysIso(start, MAX_TIME_OFF_REQUEST_DAYS - 1) < end)
    return { endDate: [`must be at most ${MAX_TIME_OFF_REQUEST_DAYS} days after From.`] };
  return {};
}

/**
 * Manage → Time Off → Requests (issue 20): a worker asks for time off (from a clock, or a manager
 * for them), a manager approves or rejects it with a note, one or many at once. Approval writes
 * the request's days as entries (timeoff/entries); rejection writes none. Amount and days are the
 * server's, from the published schedule or the organization's full day (domain timeOffDays);
 * `conflicts` names the scheduled shifts and other time off the request overlaps.
 */
export const timeOffRequestsResource = defineResource({
  kind: 'timeoffrequest',
  path: 'timeoff/requests',
  table: 'time_off_requests',
  label: 'Time Off Request',
  labelPlural: 'Time Off Requests',
  fields: {
    employeeId: worker,
    codeId: code,
    startDate: { type: 'date', label: 'From', required: true, example: '2026-01-05' },
    endDate: { type: 'date', label: 'Until', required: true, example: '2026-01-06' },
    // Empty for whole days; otherwise the time taken each day.
    partialMinutes: { type: 'duration', label: 'Part of Day', min: 1, max: 24 * 60 },
    note: { type: 'text', label: 'Note', maxLength: 500, multiline: true },
    // The server sets it: a request is made pending, and only approve, reject and cancel change it.
    status: { type: 'choice', label: 'Status', choices: TIME_OFF_REQUEST_STATUSES, default: 'pending' },
  },
  computed: {
    decisionNote: { type: 'text', label: 'Manager Note' },
    amount: { type: 'number', label: 'Amount' },
    unit: { type: 'choice', label: 'Unit' },
    dayCount: { type: 'integer', label: 'Days' },
    conflicts: { type: 'text', label: 'Conflicts' },
    decidedBy: { type: 'text', label: 'Decided By' },
    decidedAt: { type: 'instant', label: 'Decided At' },
    requestedAt: { type: 'instant', label: 'Requested At' },
  },
  list: {
    columns: ['employeeId', 'codeId', 'startDate', 'endDate', 'amount', 'unit', 'status', 'conflicts', 'requestedAt'],
    search: ['note'],
    orderBy: 'startDate',
    allowAll: true,
  },
  filters: {
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    status: { type: 'enum', field: 'status', label: 'Status' },
    codeId: { type: 'ref', field: 'codeId', label: 'Time Off Code' },
    dates: { type: 'dateRange', field: 'startDate', label: 'From' },
  },
  actions: {
    approve: {
      label: 'Approve',
      bulk: true,
      input: { decisionNote: { type: 'text', label: 'Manager Note', maxLength: 500 } },
    },
    reject: {
      label: 'Reject',
      bulk: true,
      confirm: 'Reject the selected time off requests?',
      input: { decisionNote: { type: 'text', label: 'Manager Note', maxLength: 500 } },
    },
  },
  access: { read: 'manage_pto', write: 'manage_pto' },
  feature: 'pto',
  check: checkRequestDates,
});

/**
 * Manage → Time Off → Entries (issue 20): the time off a worker takes, one date each, on their time
 * card (a paid code's time counts as paid time under its pay code) and in the schedule (the worker
 * is unavailable that day). Made by approving a request, or by hand. The amount, in the code's
 * unit, is what it takes from the balance: hours, or the part of a full day.
 */
export const timeOffEntriesResource = defineResource({
  kind: 'timeoffentry',
  path: 'timeoff/entries',
  table: 'time_off_entries',
  label: 'Time Off Entry',
  labelPlural: 'Time Off Entries',
  fields: {
    employeeId: worker,
    codeId: code,
    date: { type: 'date', label: 'Date', required: true },
    minutes: { type: 'duration', label: 'Time', required: true, min: 1, max: 24 * 60, example: 480 },
    note: { type: 'text', label: 'Note', maxLength: 200 },
  },
  computed: {
    amount: { type: 'number', label: 'Amount' },
    unit: { type: 'choice', label: 'Unit' },
    requestId: { type: 'integer', label: 'Request' },
  },
  list: {
    columns: ['employeeId', 'codeId', 'date', 'minutes', 'amount', 'unit', 'note'],
    search: ['note'],
    orderBy: 'date',
    allowAll: true,
  },
  filters: {
    employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' },
    codeId: { type: 'ref', field: 'codeId', label: 'Time Off Code' },
    dates: { type: 'dateRange', field: 'date', label: 'Date' },
  },
  access: { read: 'manage_pto', write: 'manage_pto' },
  feature: 'pto',
  bulkImport: true,
});

/**
 * Settings → Time Off → Holidays (issue 20): the organization's paid holidays. Each is paid on
 * every worker's time card under its time off code (its pay code), a full day unless shorter.
 */
export const holidaysResource = defineResource({
  kind: 'holiday',
  path: 'timeoff/holidays',
  table: 'holidays',
  label: 'Holiday',
  labelPlural: 'Holidays',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100 },
    date: { type: 'date', label: 'Date', required: true, unique: true },
    codeId: { ...code, label: 'Paid Under' },
    minutes: { type: 'duration', label: 'Time (empty: a full day)', min: 1, max: 24 * 60 },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['date', 'name', 'codeId', 'minutes', 'active'], search: ['name'], orderBy: 'date', allowAll: true },
  filters: { dates: { type: 'dateRange', field: 'date', label: 'Date' } },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'pto',
  bulkImport: true,
});
