import type { FieldDef, FieldErrors } from './define';

// Whom a policy-like record applies to (credential policies, briefing types, health
// questionnaires, attendance policies): an "Applies To" choice, and for each narrower choice the
// list of ids it names, shown only while chosen. One shape, so the four forms read alike and the
// domain's scope rules (credentials/policy.ts and the others) get the same fields.

export type ScopeKind = 'departments' | 'orgUnits' | 'jobs' | 'labels' | 'workers';

const scoped = (scope: ScopeKind) => ({ field: 'appliesTo', equals: scope });
const ids = (label: string, kind: string, table: string, scope: ScopeKind): FieldDef => ({
  type: 'idList',
  label,
  maxItems: 500,
  ref: { kind, table },
  showWhen: scoped(scope),
});

/** Each narrower scope: its choice's words, and the field holding its ids. */
const SCOPES: Record<ScopeKind, { choice: string; field: string; def: FieldDef }> = {
  departments: {
    choice: 'Workers of these departments',
    field: 'departmentIds',
    def: ids('Departments', 'department', 'departments', 'departments'),
  },
  orgUnits: { choice: 'Workers of these org units', field: 'orgUnitIds', def: ids('Org Units', 'orgunit', 'org_units', 'orgUnits') },
  jobs: { choice: 'Workers clocking in to these jobs', field: 'jobIds', def: ids('Jobs', 'job', 'jobs', 'jobs') },
  labels: { choice: 'Workers with these labels', field: 'labelIds', def: ids('Labels', 'label', 'labels', 'labels') },
  workers: { choice: 'These workers', field: 'employeeIds', def: ids('Workers', 'employee', 'employees', 'workers') },
};

/** The appliesTo field (every worker, or one of `kinds`) and the id list field of each kind, in that order. */
export function scopeFields(kinds: readonly ScopeKind[]): Record<string, FieldDef> {
  const choiceLabels: Record<string, string> = { all: 'Every worker' };
  for (const kind of kinds) choiceLabels[kind] = SCOPES[kind].choice;
  const fields: Record<string, FieldDef> = {
    appliesTo: { type: 'choice', label: 'Applies To', choices: Object.keys(choiceLabels), choiceLabels, default: 'all' },
  };
  for (const kind of kinds) fields[SCOPES[kind].field] = SCOPES[kind].def;
  return fields;
}

/** "Choose at least one." under the chosen scope's list when it names nobody. */
export function scopeErrors(values: Record<string, unknown>): FieldErrors {
  const scope = SCOPES[values.appliesTo as ScopeKind] as (typeof SCOPES)[ScopeKind] | undefined;
  if (!scope) return {};
  const chosen = values[scope.field];
  return Array.isArray(chosen) && chosen.length > 0 ? {} : { [scope.field]: ['Choose at least one.'] };
}
