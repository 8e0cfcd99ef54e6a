import { WEEKDAY_NAMES } from '@punchline/domain';
import { defineResource, type FieldErrors } from './define';

/**
 * When a worker cannot work (issue 19, docs/schedules.md): every week on some weekdays (within
 * optional dates), or a range of dates. The board hatches those days and marks a shift on one as a
 * conflict; copying a week and recurring schedules leave them out. Time off (issue 20) adds its
 * approved days the same way.
 */
export const unavailabilityResource = defineResource({
  kind: 'unavailability',
  path: 'schedule/unavailability',
  table: 'unavailability',
  label: 'Unavailability',
  labelPlural: 'Unavailability',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    kind: {
      type: 'choice',
      label: 'When',
      choices: ['weekly', 'dates'],
      choiceLabels: { weekly: 'Every week', dates: 'Dates' },
      default: 'weekly',
    },
    weekdays: {
      type: 'textList',
      label: 'Weekdays',
      maxItems: 7,
      maxLength: 9,
      showWhen: { field: 'kind', equals: 'weekly' },
      example: ['Sat', 'Sun'],
    },
    startDate: { type: 'date', label: 'From' },
    endDate: { type: 'date', label: 'Until' },
    note: { type: 'text', label: 'Reason', maxLength: 200 },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: {
    columns: ['employeeId', 'kind', 'weekdays', 'startDate', 'endDate', 'note', 'active'],
    search: ['note'],
    orderBy: 'employeeId',
    allowAll: true,
  },
  filters: { worker: { type: 'ref', field: 'employeeId', label: 'Worker' } },
  access: { read: 'manage_schedule', write: 'manage_schedule' },
  feature: 'schedule',
  check: (values): FieldErrors => {
    const errors: FieldErrors = {};
    if (values.kind !== 'weekly' && values.kind !== 'dates') errors.kind = ['When is a required field.'];
    const days = Array.isArray(values.weekdays) ? (values.weekdays as string[]) : [];
    if (values.kind === 'weekly') {
      const names: readonly string[] = WEEKDAY_NAMES;
      if (days.length === 0) errors.weekdays = ['Choose the weekdays the worker cannot work.'];
      else if (days.some((d) => !names.includes(d))) errors.weekdays = [`must be days of ${WEEKDAY_NAMES.join(', ')}.`];
    }
    if (values.kind === 'dates' && typeof values.startDate !== 'string') errors.startDate = ['From is a required field.'];
    if (typeof values.startDate === 'string' && typeof values.endDate === 'string' && values.endDate < values.startDate) {
      errors.endDate = ['must be on or after From.'];
    }
    return errors;
  },
});
