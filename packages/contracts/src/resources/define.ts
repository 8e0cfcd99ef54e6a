import type { Feature, Permission } from '@punchline/domain';

/**
 * How a field is stored, validated and shown. Lists are stored as JSON.
 * - date: a calendar day, 'YYYY-MM-DD' (PostgreSQL date);
 * - instant: a moment, ISO 8601 with an offset in, UTC ISO 8601 out (timestamptz);
 * - duration: whole minutes, an integer (shown in the organization's duration format);
 * - money: an amount with at most 2 decimals, a JSON number (numeric(14,2));
 * - ref: one record of another collection, its positive integer id or null (`ref` says which);
 * - valueMap: values keyed by record id, `{"3": true, "7": "Large"}` (custom field values; JSON).
 */
export type FieldType =
  | 'text'
  | 'bool'
  | 'choice'
  | 'integer'
  | 'number'
  | 'textList'
  | 'idList'
  | 'timezone'
  | 'date'
  | 'instant'
  | 'duration'
  | 'money'
  | 'ref'
  | 'valueMap';

export type FieldDef = {
  type: FieldType;
  /** The attribute name in messages ('Name is a required field.') and the form/column header. */
  label: string;
  required?: boolean;
  /** Required only while another field has a value (custom field choices for type 'choice'). */
  requiredWhen?: { field: string; equals: unknown };
  /** Value on create (and on a settings record never saved) when the caller sends none. */
  default?: unknown;
  /** text: at most this many characters (200 unless set). */
  maxLength?: number;
  /** integer/number bounds. */
  min?: number;
  max?: number;
  maxDecimals?: number;
  /** choice: the allowed values; null is allowed when the field is not required. */
  choices?: readonly (string | number)[];
  /** choice: how a value reads where the plain value would not say it (1 → 'Sunday'). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** text: a shape the value must have, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** Unique per organization (case-insensitive for text), optionally within other fields' values. */
  unique?: boolean | { within: readonly string[] };
  /**
   * Who may see the field; a caller who may not see it cannot set it either (it keeps its value):
   * - true: only with access_employee_sensitive (masked in the audit trail);
   * - 'pay': only with pay rates access, access_employee_sensitive and manage_payroll (masked too);
   * - 'configurable': like true while the organization's employeeSensitiveFields names it.
   */
  sensitive?: boolean | 'pay' | 'configurable';
  /** Accepted on save, never read back (a PIN: the server keeps only its hash). */
  writeOnly?: boolean;
  /** idList/ref: the kind of record the ids point at (checked to exist; audited as associations). */
  ref?: { kind: string; table: string };
  /** textList/idList: at most this many items. */
  maxItems?: number;
  /** The database column when it is not the snake_case of the field name. */
  column?: string;
  /** Form hint: text edited in a multi-line textarea (templates), not a one-line input; a textList one item per line. */
  multiline?: boolean;
  /** Form hint: which field this one depends on (shown only when it holds the value, or one of a list's). */
  showWhen?: { field: string; equals: unknown };
  /**
   * A typical valid value: the form's placeholder, and what generated samples (the registry
   * walk's) use where the generic value would not do (a pattern, a cross-field rule). A string
   * example of a unique field is numbered there ('CODE' → 'CODE1').
   */
  example?: unknown;
};

export type Fields = Record<string, FieldDef>;
export type FieldErrors = Record<string, string[]>;
export type Association = { kind: string; id: number };

/**
 * A list filter a resource offers (its key is the query parameter's name, except dateRange):
 * - dateRange over a date or instant field: query `from` and `to` ('YYYY-MM-DD', both inclusive,
 *   days in the organization's time zone for an instant) or `preset` (DATE_PRESETS in domain),
 *   the keys of the view parameter's JSON filter (SPEC section 2). At most one per resource;
 * - ref over a ref or idList field: `key=3,4` keeps rows pointing at any of them;
 * - enum over a choice field: `key=a,b`;
 * - flag over a bool field: `key=yes|no`;
 * - valueMap over a valueMap field: `key=3:Large,5:true` keeps rows whose map holds every
 *   `id:value` pair (values compared as text: `true`, `12.5`). `sensitiveField`, another valueMap
 *   field, is looked in as well for callers who may see it (sensitive custom field values).
 */
export type FilterDef =
  | { type: 'dateRange'; field: string; label: string }
  | { type: 'ref'; field: string; label: string }
  | { type: 'enum'; field: string; label: string }
  | { type: 'flag'; field: string; label: string }
  | { type: 'valueMap'; field: string; label: string; sensitiveField?: string };

/**
 * A list parameter no field filter expresses (a job lookup's `worker`, `job`): the query schema
 * parses it, the server half's `listWhere` (resources/server-resources.ts) turns it into
 * conditions; the console's filter drawer does not offer it (a picker may send it):
 * - ids: `key=3,4` (repeatable), positive ids;
 * - flag: `key=yes|no`;
 * - pairs: `key=3:Large` (repeatable), `id:value` pairs as a valueMap filter reads them.
 */
export type ListParamDef = { type: 'ids' | 'flag' | 'pairs'; label: string };

/** A read-only column the server computes for each row (shown in lists and details, never saved). */
export type ComputedDef = { type: FieldType; label: string };

/**
 * An operation on records besides create/update/delete: `POST {path}/{id}/actions/{name}` with
 * `{version?, data?}` on one record, and with `bulk`, `POST {path}/actions/{name}` with
 * `{ids: [...], data?}` on many. The server implements it (resources/server-resources.ts); the
 * console shows it as a button.
 */
export type ActionDef = {
  label: string;
  /**
   * The fields the action takes (a department to move workers to), sent as `data`: validated by
   * validateRecord and their references checked before anything changes; the handler receives
   * the validated values.
   */
  input?: Fields;
  /** Needed besides the resource's write permission. */
  permission?: Permission;
  bulk?: boolean;
  /** Asked before it runs ('Approve 3 requests?'); no question when absent. */
  confirm?: string;
};

/** 'console' means any permission but setup_clocks (SPEC section 6). */
export type ReadAccess = 'console' | Permission;

type Common<F extends Fields> = {
  /** Singular name used by the audit trail (`affected.kind`). */
  kind: string;
  /** The path under /api/orgs/{orgId}/ (SPEC section 7). */
  path: string;
  /** Singular display name ('Are you sure you want to delete this {resource}?'). */
  label: string;
  fields: F;
  access: { read: ReadAccess; write: Permission };
  /** The organization must have this feature, or each of these (403 otherwise). */
  feature?: Feature | readonly Feature[];
  /** Fields whose change affects existing time cards: the console asks 'Confirm Save' (apply
   *  retroactively?) and sends the answer as `denorm` on update (SPEC section 4). */
  confirmSave?: { fields: readonly string[] };
  /** Cross-field rules beyond the per-field ones; run only when every field is valid. */
  check?: (values: Record<string, unknown>) => FieldErrors;
};

/** A collection: list/get/create/update/delete under its path. */
export type ResourceDef<F extends Fields = Fields> = Common<F> & {
  table: string;
  labelPlural: string;
  list: {
    columns: readonly string[];
    /** Text fields searchText looks in. */
    search: readonly (keyof F & string)[];
    /** Sort key (ties broken by id); the cursor pages along it. */
    orderBy: (keyof F & string) | 'id';
    /** The console shows a Load Data button instead of loading on open. */
    loadOnDemand?: boolean;
    /** The console may offer "All results". */
    allowAll?: boolean;
  };
  /** Rows with this field true are hidden from callers without the permission. */
  hideRowsWhen?: { field: keyof F & string; unlessPermission: Permission };
  /** POST bulk-import accepts this resource: at most BULK_IMPORT_MAX_ROWS rows, or `maxRows`
   *  (large rows: the body limit is derived from each definition's rows times its cap). */
  bulkImport?: boolean | { maxRows: number };
  /** Records the audit trail links to a saved record, besides idList refs. */
  associations?: (values: Record<string, unknown>) => Association[];
  /** Filters the list offers besides searchText, active and id. */
  filters?: Record<string, FilterDef>;
  /** Parameters the server half interprets (ListParamDef), beside the filters. */
  params?: Record<string, ListParamDef>;
  /** Read-only columns computed by the server; their names may appear in list.columns. */
  computed?: Record<string, ComputedDef>;
  /** Custom operations (approve, recompute...). */
  actions?: Record<string, ActionDef>;
};

/** A single record per organization: GET/PUT {path} without id. */
export type SettingsDef<F extends Fields = Fields> = Common<F>;

/** Declares a collection; the identity function keeps field names typed for columns and search. */
export function defineResource<F extends Fields>(def: ResourceDef<F>): ResourceDef<F> {
  return def;
}

export function defineSettings<F extends Fields>(def: SettingsDef<F>): SettingsDef<F> {
  return def;
}

/** snake_case database column of a field. */
export function columnOf(name: string, field: FieldDef): string {
  return field.column ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
