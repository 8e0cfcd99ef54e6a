import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Tables of the generic collections and the audit trail (issue 5). The resource service reaches
// the collection tables through their definitions (packages/contracts/src/resources); these types
// serve tests, the bench and the few hand-written queries.

type Json<T> = ColumnType<T, string, string>;

type Versioned = {
  id: Generated<number>;
  org_id: number;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A unique name: PostgreSQL keeps its lower-case key (migration 0033). */
type Named = { name: string; name_key: GeneratedAlways<string> };

export type DepartmentsTable = Versioned & Named & { active: Generated<boolean> };

export type LabelsTable = Versioned & Named & { active: Generated<boolean>; type: string; target_id: string | null };

export type OrgUnitsTable = Versioned &
  Named & {
    description: string | null;
    active: Generated<boolean>;
    label_ids: Generated<Json<number[]>>;
  };

export type CustomFieldsTable = Versioned &
  Named & {
    type: string;
    applies_to: string;
    sort_order: Generated<number>;
    active: Generated<boolean>;
    sensitive: Generated<boolean>;
    cross_index: Generated<boolean>;
    bool_true_label: string | null;
    bool_false_label: string | null;
    choices: Generated<Json<string[]>>;
  };

export type OrgSettingsRecordsTable = {
  org_id: number;
  path: string;
  data: Json<Record<string, unknown>>;
  version: Generated<number>;
  updated_at: Generated<Date>;
};

export type AuditEventsTable = {
  id: Generated<number>;
  org_id: number;
  occurred_at: Generated<Date>;
  actor_type: string;
  actor_id: number;
  action: string;
  kind: string;
  record_id: number;
  changes: Json<Record<string, { before: unknown; after: unknown }>>;
  associated: Json<{ kind: string; id: number }[]>;
};

export type ResourceTables = {
  departments: DepartmentsTable;
  labels: LabelsTable;
  org_units: OrgUnitsTable;
  custom_fields: CustomFieldsTable;
  org_settings_records: OrgSettingsRecordsTable;
  audit_events: AuditEventsTable;
};
