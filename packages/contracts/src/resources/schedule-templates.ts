import { SLOT_EXAMPLE, slotErrors } from '@punchline/domain';
import { defineResource, type FieldErrors } from './define';

export const TEMPLATE_REF = { kind: 'scheduletemplate', table: 'schedule_templates' } as const;

/**
 * Schedule templates (issue 19, docs/schedules.md): a week or several of shifts by weekday and wall
 * time, one line each ('Mon 09:00-17:00 break 30', 'W2 Sat 08:00-12:00'). A recurring schedule
 * applies one to workers and teams; changing a template regenerates the shifts it made.
 */
export const scheduleTemplatesResource = defineResource({
  kind: 'scheduletemplate',
  path: 'schedule/templates',
  table: 'schedule_templates',
  label: 'Schedule Template',
  labelPlural: 'Schedule Templates',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    weeks: { type: 'integer', label: 'Weeks', min: 1, max: 8, default: 1 },
    slots: { type: 'textList', label: 'Shifts', required: true, maxItems: 200, maxLength: 40, multiline: true, example: [SLOT_EXAMPLE] },
    note: { type: 'text', label: 'Note', maxLength: 500, multiline: true },
  },
  list: { columns: ['name', 'weeks', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'manage_schedule', write: 'manage_schedule' },
  feature: 'schedule',
  check: (values): FieldErrors => {
    const lines = Array.isArray(values.slots) ? (values.slots as string[]) : [];
    const errors = slotErrors(lines, typeof values.weeks === 'number' ? values.weeks : 1);
    return errors.length > 0 ? { slots: errors } : {};
  },
});
