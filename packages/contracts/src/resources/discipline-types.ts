import { defineResource } from './define';

/**
 * Settings → Attendance → Event Types (issue 34; SPEC section 7 discipline/event-types): what a
 * policy's threshold raises (a verbal, written or final warning, a review). `level` orders them
 * from mild to severe; with `workerAcknowledges` the worker acknowledges it at the clock too.
 */
export const disciplineEventTypesResource = defineResource({
  kind: 'disciplineeventtype',
  path: 'discipline/event-types',
  table: 'discipline_event_types',
  label: 'Event Type',
  labelPlural: 'Event Types',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    level: { type: 'integer', label: 'Level (1 mildest)', min: 1, max: 20, default: 1 },
    description: { type: 'text', label: 'Description', maxLength: 500, multiline: true },
    workerAcknowledges: { type: 'bool', label: 'Worker Acknowledges At The Clock', default: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'level', 'workerAcknowledges', 'active'], search: ['name'], orderBy: 'level', allowAll: true },
  access: { read: 'manage_discipline', write: 'edit_settings' },
  feature: 'discipline',
  bulkImport: true,
});

/**
 * Settings → Attendance → Custom Infraction Types (SPEC section 7
 * discipline/custom-infraction-types): infractions the time card cannot show (a dress code, a
 * phone on the floor), recorded by a manager with a note, worth their points.
 */
export const disciplineCustomInfractionTypesResource = defineResource({
  kind: 'disciplinecustominfractiontype',
  path: 'discipline/custom-infraction-types',
  table: 'discipline_custom_infraction_types',
  label: 'Custom Infraction Type',
  labelPlural: 'Custom Infraction Types',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    points: { type: 'number', label: 'Points', min: 0, max: 100, maxDecimals: 2, default: 1 },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'points', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'manage_discipline', write: 'edit_settings' },
  feature: 'discipline',
  bulkImport: true,
});

/**
 * A custom infraction a manager recorded (Manage → Attendance → Infractions, Add): a worker, a
 * day, a custom type and a note saying what happened. Its points are the type's; like found
 * infractions it can be excused, and deleting it takes its points away at the next read.
 */
export const disciplineCustomInfractionsResource = defineResource({
  kind: 'disciplinecustominfraction',
  path: 'discipline/custom-infractions',
  table: 'discipline_custom_infractions',
  label: 'Custom Infraction',
  labelPlural: 'Custom Infractions',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    typeId: {
      type: 'ref',
      label: 'Infraction Type',
      required: true,
      ref: { kind: 'disciplinecustominfractiontype', table: 'discipline_custom_infraction_types' },
      column: 'type_id',
    },
    date: { type: 'date', label: 'Date', required: true },
    note: { type: 'text', label: 'Note', required: true, maxLength: 500, multiline: true },
  },
  list: { columns: ['employeeId', 'typeId', 'date', 'note'], search: ['note'], orderBy: 'date', allowAll: true },
  filters: { employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' } },
  access: { read: 'manage_discipline', write: 'manage_discipline' },
  feature: 'discipline',
});
