import type { Association, FieldErrors, Fields, ResourceDef } from '@punchline/contracts';
import { hiddenFields, maySee, visibleValues, withoutFields } from '@punchline/contracts';
import { mergeAssociations } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from './access';
import { checkFields, checkRecord, referencedIds } from './checks';
import { listPage, type ListParams, type Page } from './list';
import { assertMayChange, serverOf, type HookContext } from './server-resources';
import { deleteRow, insertRow, rowById, updateRow, type Row } from './sql';
import { createWith, deleteWith, loadLocked, updateLoaded, updateWith, type RecordKind, type Target, type WriteCall } from './write-core';
import { tellObservers, type SaveOptions } from './save-events';

// Each operation runs inside the caller's tenant transaction (resources/access.ts withResource).

/** Confirm Save's answer (denorm) and the observers of the save (resources/save-events.ts). */
export type UpdateOptions = SaveOptions;

export type { Target };

function hiddenFrom(def: ResourceDef, caller: Caller, row: Row): boolean {
  const rule = def.hideRowsWhen;
  return rule !== undefined && row[rule.field] === true && !caller.access.permissions.includes(rule.unlessPermission);
}

const shown = (def: ResourceDef, caller: Caller, row: Row) => visibleValues(def.fields, row, caller.viewer);

/**
 * A caller who cannot see a sensitive field cannot set or change it either: it keeps its value.
 * On create, the fields the server half lets such callers fill in (creatableSensitive) stay.
 * Write-only fields (a PIN) are kept: they are never read back, only set.
 */
function allowedInput(def: ResourceDef, caller: Caller, input: Row, creating: boolean): Row {
  const creatable = creating ? (serverOf(def).creatableSensitive?.(caller) ?? []) : [];
  return Object.fromEntries(
    Object.entries(input).filter(([name]) => {
      const field = def.fields[name];
      return !field || field.writeOnly || creatable.includes(name) || maySee(name, field, caller.viewer);
    }),
  );
}

/** The records this one points at: ref and idList fields plus the definition's own associations. */
export function associationsOf(def: ResourceDef, row: Row): Association[] {
  const refs = Object.entries(def.fields).flatMap(([name, field]) =>
    field.ref ? referencedIds(field, row[name]).map((id) => ({ kind: field.ref!.kind, id })) : [],
  );
  return mergeAssociations(refs, def.associations?.(row) ?? []);
}

/** The record, locked for the rest of the transaction, if the caller may change it at the version it saw. */
export async function loadForChange(trx: TenantTx, def: ResourceDef, orgId: number, target: Target, caller: Caller): Promise<Row> {
  return loadLocked({ trx, orgId }, recordKind(def, caller), target);
}

export async function listRecords(trx: TenantTx, def: ResourceDef, orgId: number, params: ListParams, caller: Caller): Promise<Page> {
  const page = await listPage(trx, def, orgId, params, caller);
  // Worked out once per page: most collections hide nothing, and then the rows leave as read.
  const hidden = hiddenFields(def.fields, caller.viewer);
  return hidden.length === 0 ? page : { ...page, results: page.results.map((r) => withoutFields(r, hidden)) };
}

export async function getRecord(trx: TenantTx, def: ResourceDef, orgId: number, id: number, caller: Caller): Promise<Row> {
  const row = await rowById(trx, def, orgId, id);
  if (!row || hiddenFrom(def, caller, row)) throw ApiError.notFound(`${def.label} not found.`);
  return shown(def, caller, row);
}

/**
 * The definition's rules, the database's (uniqueness, references) and the beforeSave hook's, for
 * `input` over `current` (null on create): the values to write, or the errors.
 */
export async function checkForSave(hook: HookContext, input: Row, current: Row | null): Promise<{ values: Row; errors: FieldErrors }> {
  const { trx, def, orgId, caller } = hook;
  assertMayChange(def, caller);
  const allowed = allowedInput(def, caller, input, current === null);
  const exceptId = current ? (current.id as number) : undefined;
  const first = await checkRecord(trx, def, orgId, allowed, current ?? undefined, exceptId);
  const before = serverOf(def).hooks?.beforeSave;
  if (Object.keys(first.errors).length > 0 || !before) return first;
  let changed: Row | void;
  try {
    changed = await before(hook, first.values, current);
  } catch (error) {
    // The hook's field errors are the record's (a bulk import reports them with the row); any
    // other refusal (a seat limit, a 403) refuses the whole request.
    const errors = fieldErrorsOf(error);
    if (!errors) throw error;
    return { values: first.values, errors };
  }
  return changed ? checkRecord(trx, def, orgId, changed, current ?? undefined, exceptId) : first;
}

/** The `{field: [messages]}` of a 400 without a detail, or null for any other error. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.statusCode !== 400 || error.body.detail !== undefined) return null;
  const entries = Object.entries(error.body).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

async function checked(hook: HookContext, input: Row, current: Row | null): Promise<Row> {
  const { values, errors } = await checkForSave(hook, input, current);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  return values;
}

/**
 * What the audit trail says of write-only fields a save wrote (a PIN): never read back, so the
 * trail records that one was set (after masked) or removed (before masked, after empty).
 */
function writeOnlyTrail(def: ResourceDef, written: Row): { before: Row; after: Row } {
  const before: Row = {};
  const after: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.writeOnly || !Object.hasOwn(written, name)) continue;
    before[name] = written[name] === null ? 'set' : null;
    after[name] = written[name];
  }
  return { before, after };
}

/**
 * The toolkit's records for the write core (write-core.ts): read through the definition (a row the
 * caller may not see is not found), audited with its fields, associated with what it points at.
 */
function recordKind(def: ResourceDef, caller: Caller): RecordKind<Row> {
  return {
    kind: def.kind,
    fields: def.fields,
    notFound: `${def.label} not found.`,
    read: async ({ trx, orgId }, id, lock) => {
      const row = await rowById(trx, def, orgId, id, lock);
      return row && !hiddenFrom(def, caller, row) ? row : undefined;
    },
    trail: (row) => row,
    associated: (before, after) =>
      before && after
        ? mergeAssociations(associationsOf(def, before), associationsOf(def, after))
        : associationsOf(def, (before ?? after)!),
  };
}

const callOf = (hook: HookContext): WriteCall => ({ trx: hook.trx, orgId: hook.orgId, actor: hook.caller.actor });

/** The audit rows of a save that wrote `written`: the rows, with what a write-only field's trace says. */
function trailOf(def: ResourceDef) {
  return (before: Row | null, after: Row | null, written: Row | null) => {
    const trail = writeOnlyTrail(def, written ?? {});
    return { before: before && { ...before, ...trail.before }, after: after && { ...after, ...trail.after } };
  };
}

/** Inserts checked values, audits the creation and runs the afterSave hook. */
export async function insertChecked(hook: HookContext, values: Row): Promise<Row> {
  const { trx, def, orgId, caller } = hook;
  const created = await createWith(callOf(hook), recordKind(def, caller), values, {
    insert: (next) => insertRow(trx, def, orgId, next),
    // On create, before is null: only the after side shows a write-only field as set.
    trail: (_before, after, written) => ({ before: null, after: trailOf(def)(null, after, written).after }),
  });
  return afterSave(hook, created, null);
}

/**
 * Runs the afterSave hook, if any, and answers the row as it is after it: a hook may fill in
 * columns of its own (a request's amount, a recurring schedule's rule text).
 */
async function afterSave(hook: HookContext, saved: Row, before: Row | null): Promise<Row> {
  const run = serverOf(hook.def).hooks?.afterSave;
  if (!run) return saved;
  await run(hook, saved, before);
  return (await rowById(hook.trx, hook.def, hook.orgId, saved.id as number)) ?? saved;
}

/** Validates, inserts and audits inside the caller's transaction. */
export async function createInTx(trx: TenantTx, def: ResourceDef, orgId: number, input: Row, caller: Caller): Promise<Row> {
  const hook = { trx, def, orgId, caller };
  return insertChecked(hook, await checked(hook, input, null));
}

export async function createRecord(trx: TenantTx, def: ResourceDef, orgId: number, input: Row, caller: Caller): Promise<Row> {
  return shown(def, caller, await createInTx(trx, def, orgId, input, caller));
}

export async function updateRecord(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  target: Target,
  input: Row,
  caller: Caller,
  options: UpdateOptions,
): Promise<Row> {
  const hook = { trx, def, orgId, caller };
  let current = null as Row | null;
  let changed: Row = {};
  const saved = await updateWith(callOf(hook), recordKind(def, caller), target, {
    plan: async (before) => {
      current = before;
      const values = await checked(hook, input, before);
      // A write-only field is never read, so it changes only when the caller sent it.
      const sent = (k: string) => !def.fields[k]?.writeOnly || Object.hasOwn(input, k);
      changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => sent(k) && JSON.stringify(v) !== JSON.stringify(before[k])));
      return changed;
    },
    // Nothing to write, nothing to audit.
    write: (next) => (Object.keys(next).length === 0 ? Promise.resolve(null) : updateRow(trx, def, orgId, target.id, next)),
    trail: trailOf(def),
  });
  if (Object.keys(changed).length === 0) return shown(def, caller, saved);
  const after = await afterSave(hook, saved, current);
  await tellObservers(options, { trx, def, orgId, userId: caller.access.userId, recordId: target.id, changedFields: Object.keys(changed) });
  return shown(def, caller, after);
}

export async function deleteRecord(trx: TenantTx, def: ResourceDef, orgId: number, target: Target, caller: Caller): Promise<void> {
  const hook = { trx, def, orgId, caller };
  const { hooks } = serverOf(def);
  assertMayChange(def, caller);
  const current = await deleteWith(callOf(hook), recordKind(def, caller), target, {
    refuse: (before) => hooks?.beforeDelete?.(hook, before),
    remove: (before) => deleteRow(trx, def, orgId, before.id as number),
  });
  await hooks?.afterDelete?.(hook, current);
}

/** What a custom action's own change of its record shows in the audit trail, and the change. */
export type ActionChange = {
  fields: Fields;
  trail: (before: Row, after: Row) => { before: Row; after: Row };
  /** Changes the row (the version moves on with it). */
  write: () => Promise<void>;
};

/**
 * A custom action's own change of its record (runAction read it locked, at the caller's version),
 * through the write core's update steps: the write, then the audit row with the action's fields.
 * Answers the record as it is after.
 */
export async function changeInAction(hook: HookContext, record: Row, change: ActionChange): Promise<Row> {
  const { trx, def, orgId } = hook;
  const kind: RecordKind<Row> = { ...recordKind(def, hook.caller), fields: change.fields, associated: () => [] };
  return updateLoaded(callOf(hook), kind, record, {
    plan: () => null,
    write: async () => {
      await change.write();
      return (await rowById(trx, def, orgId, record.id as number))!;
    },
    trail: (before, after) => change.trail(before!, after!),
  });
}

/** What an action is asked to do: on which records, with the data its input fields take. */
export type ActionRequest = { name: string; targets: Target[]; data?: Row; bulk?: boolean };

/**
 * Runs a custom action on each record in turn (all or nothing: the transaction is the request's).
 * Its input is checked first, so bad data changes nothing: `400 {field: [messages]}`.
 */
export async function runAction(trx: TenantTx, def: ResourceDef, orgId: number, request: ActionRequest, caller: Caller): Promise<Row[]> {
  const { name, targets, bulk = false } = request;
  const handler = serverOf(def).actions?.[name];
  const action = def.actions?.[name];
  if (!handler || !action || (bulk && !action.bulk)) throw ApiError.notFound(`${def.label} has no ${bulk ? 'bulk ' : ''}action ${name}.`);
  if (action.permission && !caller.access.permissions.includes(action.permission)) throw ApiError.forbidden();
  assertMayChange(def, caller);
  let data: Row = {};
  if (action.input) {
    const input = await checkFields(trx, orgId, action.input, request.data ?? {});
    if (Object.keys(input.errors).length > 0) throw ApiError.fields(input.errors);
    data = input.values;
  }
  const results: Row[] = [];
  for (const target of targets) {
    const current = await loadForChange(trx, def, orgId, target, caller);
    results.push(shown(def, caller, await handler({ trx, def, orgId, caller }, current, data)));
  }
  return results;
}
