import { defineResource, type FieldErrors } from './define';
import { COLOR_PATTERN } from './shift-classes';

const WORKER_REF = { kind: 'employee', table: 'employees' } as const;

/**
 * Manage → Schedule → Teams (SPEC section 2, path schedule/teams): named groups of workers with a
 * lead, used to group and filter the schedule board. A worker may be in several teams.
 */
export const teamsResource = defineResource({
  kind: 'team',
  path: 'schedule/teams',
  table: 'teams',
  label: 'Team',
  labelPlural: 'Teams',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    leadId: { type: 'ref', label: 'Lead', ref: WORKER_REF, column: 'lead_id' },
    memberIds: { type: 'idList', label: 'Members', maxItems: 500, ref: WORKER_REF },
    color: { type: 'text', label: 'Colour', maxLength: 7, pattern: COLOR_PATTERN },
  },
  list: { columns: ['name', 'leadId', 'color', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  filters: { member: { type: 'ref', field: 'memberIds', label: 'Members' } },
  access: { read: 'manage_schedule', write: 'manage_schedule' },
  feature: 'schedule',
  bulkImport: true,
  // The lead leads the team's members: a lead outside them is a mistake worth saying.
  check: (values): FieldErrors => {
    const lead = values.leadId;
    const members = Array.isArray(values.memberIds) ? values.memberIds : [];
    return lead != null && !members.includes(lead) ? { leadId: ['must be one of the members.'] } : {};
  },
});
