import { defineResource, type FieldErrors } from './define';
import { TEMPLATE_REF } from './schedule-templates';

/**
 * Recurring schedules (issue 19, docs/schedules.md): a template applied to workers and to the
 * members of teams from a date (until an end date, or for good), repeating every as many weeks as
 * the template has. The server keeps its shifts made four weeks ahead as drafts to publish, and
 * remakes them when the template or this changes; a shift someone edited or deleted by hand stays
 * as they left it.
 */
export const recurringSchedulesResource = defineResource({
  kind: 'recurringschedule',
  path: 'schedule/recurring',
  table: 'recurring_schedules',
  label: 'Recurring Schedule',
  labelPlural: 'Recurring Schedules',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    templateId: { type: 'ref', label: 'Template', required: true, ref: TEMPLATE_REF, column: 'template_id' },
    employeeIds: { type: 'idList', label: 'Workers', maxItems: 500, ref: { kind: 'employee', table: 'employees' } },
    teamIds: { type: 'idList', label: 'Teams', maxItems: 50, ref: { kind: 'team', table: 'teams' } },
    startDate: { type: 'date', label: 'Starts', required: true },
    endDate: { type: 'date', label: 'Ends' },
  },
  list: { columns: ['name', 'templateId', 'startDate', 'endDate', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'manage_schedule', write: 'manage_schedule' },
  feature: 'schedule',
  check: (values): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof values.endDate === 'string' && typeof values.startDate === 'string' && values.endDate < values.startDate) {
      errors.endDate = ['must be on or after the start.'];
    }
    const none = (v: unknown) => !Array.isArray(v) || v.length === 0;
    if (none(values.employeeIds) && none(values.teamIds)) errors.employeeIds = ['Choose workers or teams to schedule.'];
    return errors;
  },
});
