import { isEmpty, validators } from '@punchline/domain';
import type { FieldDef, FieldErrors, Fields } from './define';
import { normalizeField } from './normalize';

export type Validated = { values: Record<string, unknown>; errors: FieldErrors };

const isList = (field: FieldDef) => field.type === 'textList' || field.type === 'idList';

/** The value a field takes when nothing is sent: its default, false for switches, [] for lists. */
export function emptyValue(field: FieldDef): unknown {
  if (field.default !== undefined) return field.default;
  if (field.type === 'bool') return false;
  if (field.type === 'valueMap') return {};
  return isList(field) ? [] : null;
}

/** A new record's values before the caller's input. */
export function defaultsOf(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, emptyValue(field)]));
}

/**
 * A field with a non-null default always holds a value (its column is NOT NULL): omitted, it takes
 * the default, but an explicit empty value ('', null, []) is refused like a missing required one.
 * Switches and lists are exempt: a switch's empty means its default, an empty list is a value.
 * `default: null` declares a field that may be emptied.
 */
function holdsDefault(field: FieldDef): boolean {
  return field.default !== undefined && field.default !== null && field.type !== 'bool' && !isList(field);
}

/** Whether a field shows for these values: no showWhen, or the other field holds its value (one of them, for a list). */
export function shownFor(field: FieldDef, values: Record<string, unknown>): boolean {
  if (!field.showWhen) return true;
  const { equals } = field.showWhen;
  const value = values[field.showWhen.field];
  return Array.isArray(equals) ? equals.includes(value) : value === equals;
}

function isRequired(field: FieldDef, values: Record<string, unknown>): boolean {
  if (field.required || holdsDefault(field)) return true;
  return field.requiredWhen !== undefined && values[field.requiredWhen.field] === field.requiredWhen.equals;
}

/**
 * Validates `input` laid over `base` (the defaults on create, the stored record on update, so a
 * PUT may send only what changed). Unknown keys are ignored; a field hidden by its showWhen is
 * empty. Messages are SPEC section 5's;
 * cross-field checks run only once every field is valid. Shared by the server and the console.
 */
export function validateRecord(
  def: { fields: Fields; check?: (values: Record<string, unknown>) => FieldErrors },
  input: Record<string, unknown>,
  base: Record<string, unknown> = defaultsOf(def.fields),
): Validated {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const raw = Object.hasOwn(input, name) ? input[name] : base[name];
    const { value, error } = normalizeField(field, raw);
    values[name] = field.type === 'bool' && value === null ? emptyValue(field) : value;
    if (error) errors[name] = [error];
  }
  // A field the form shows only while another holds a value (showWhen) is saved empty otherwise:
  // a type changed later must not keep values nobody can see or edit (a former choice field's choices).
  for (const [name, field] of Object.entries(def.fields)) {
    if (shownFor(field, values)) continue;
    // A field with a default (a choice the table keeps not null) holds its default while hidden.
    const hidden = holdsDefault(field) ? field.default : null;
    values[name] = field.type === 'bool' || field.type === 'valueMap' ? emptyValue(field) : isList(field) ? [] : hidden;
    delete errors[name];
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (errors[name] || !isRequired(field, values) || !isEmpty(values[name])) continue;
    errors[name] = [validators.required(values[name], field.label)!];
  }
  if (Object.keys(errors).length === 0 && def.check) Object.assign(errors, def.check(values));
  return { values, errors };
}

/** What a caller may see of sensitive fields (SPEC section 6). */
export type SensitiveViewer = {
  /** access_employee_sensitive */
  sensitive: boolean;
  /** Pay rates access: access_employee_sensitive and manage_payroll. */
  pay: boolean;
  /** The organization's employeeSensitiveFields: 'configurable' fields it made sensitive. */
  configured: readonly string[];
};

/** May this viewer see the field? */
export function maySee(name: string, field: FieldDef, viewer: SensitiveViewer | boolean): boolean {
  if (!field.sensitive) return true;
  const v = typeof viewer === 'boolean' ? { sensitive: viewer, pay: viewer, configured: [] } : viewer;
  if (field.sensitive === 'pay') return v.pay;
  if (field.sensitive === 'configurable') return v.sensitive || !v.configured.includes(name);
  return v.sensitive;
}

/** The fields a viewer may not be answered: write-only ones and sensitive ones they may not see. */
export function hiddenFields(fields: Fields, viewer: SensitiveViewer | boolean): string[] {
  return Object.entries(fields)
    .filter(([name, field]) => field.writeOnly || !maySee(name, field, viewer))
    .map(([name]) => name);
}

/** The record without the named fields (hiddenFields, worked out once for a whole page). */
export function withoutFields(record: Record<string, unknown>, hidden: readonly string[]): Record<string, unknown> {
  if (hidden.length === 0) return record;
  const copy = { ...record };
  for (const name of hidden) delete copy[name];
  return copy;
}

/** The record without the fields the caller may not see (sensitive ones without the permission). */
export function visibleValues(fields: Fields, record: Record<string, unknown>, viewer: SensitiveViewer | boolean): Record<string, unknown> {
  return withoutFields(record, hiddenFields(fields, viewer));
}
