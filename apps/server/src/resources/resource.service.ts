import type { Association, ResourceDef, ResourceListQuery } from '@punchline/contracts';
import { visibleValues } from '@punchline/contracts';
import { mergeAssociations, recordAudit } from '../audit/audit.service';
import type { OneRead, TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from './access';
import { checkRecord } from './checks';
import { listPage, type Page } from './list';
import { byIdStatement, deleteRow, insertRow, lockById, updateRow, type Row } from './sql';
import { assertVersion } from './version';

export type UpdateOptions = {
  /** Apply to existing time cards retroactively (SPEC section 4 Confirm Save); no resource uses it yet. */
  denorm: boolean;
};

const notFound = (def: ResourceDef) => ApiError.notFound(`${def.label} not found.`);

function hiddenFrom(def: ResourceDef, caller: Caller, row: Row): boolean {
  const rule = def.hideRowsWhen;
  return rule !== undefined && row[rule.field] === true && !caller.access.permissions.includes(rule.unlessPermission);
}

const shown = (def: ResourceDef, caller: Caller, row: Row) => visibleValues(def.fields, row, caller.canSeeSensitive);

/** The records this one points at: idList references plus the definition's own associations. */
export function associationsOf(def: ResourceDef, row: Row): Association[] {
  const refs = Object.entries(def.fields).flatMap(([name, field]) =>
    field.ref ? (row[name] as number[]).map((id) => ({ kind: field.ref!.kind, id })) : [],
  );
  return mergeAssociations(refs, def.associations?.(row) ?? []);
}

async function loadForChange(trx: TenantTx, def: ResourceDef, orgId: number, id: number, caller: Caller, version: number): Promise<Row> {
  const current = await lockById(trx, def, orgId, id);
  if (!current || hiddenFrom(def, caller, current)) throw notFound(def);
  assertVersion(current.version as number, version);
  return current;
}

// Each operation runs inside the caller's tenant transaction (resources/access.ts withResourceAccess).

const sensitive = new WeakMap<ResourceDef, boolean>();
const hasSensitive = (def: ResourceDef) => {
  let has = sensitive.get(def);
  if (has === undefined) sensitive.set(def, (has = Object.values(def.fields).some((f) => f.sensitive)));
  return has;
};

export function listRecords(def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller): OneRead<Page> {
  const { statements, finish } = listPage(def, orgId, query, caller);
  const masked = !caller.canSeeSensitive && hasSensitive(def);
  if (!masked) return { statements, finish };
  return {
    statements,
    finish: (rows) => {
      const page = finish(rows);
      return { ...page, results: page.results.map((r) => shown(def, caller, r)) };
    },
  };
}

export function getRecord(def: ResourceDef, orgId: number, id: number, caller: Caller): OneRead<Row> {
  return {
    statements: [byIdStatement(def, orgId, id)],
    finish: ([rows]) => {
      const row = rows![0];
      if (!row || hiddenFrom(def, caller, row)) throw notFound(def);
      return shown(def, caller, row);
    },
  };
}

/** Validates and inserts inside the caller's transaction (bulk import reuses it per row). */
export async function createInTx(trx: TenantTx, def: ResourceDef, orgId: number, input: Row, caller: Caller): Promise<Row> {
  const allowed = caller.canSeeSensitive ? input : visibleValues(def.fields, input, false);
  const { values, errors } = await checkRecord(trx, def, orgId, allowed);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const row = await insertRow(trx, def, orgId, values);
  const common = { orgId, actor: caller.actor, kind: def.kind, recordId: row.id as number, fields: def.fields };
  await recordAudit(trx, { ...common, action: 'create', before: null, after: row, associated: associationsOf(def, row) });
  return row;
}

export async function createRecord(trx: TenantTx, def: ResourceDef, orgId: number, input: Row, caller: Caller): Promise<Row> {
  return shown(def, caller, await createInTx(trx, def, orgId, input, caller));
}

export async function updateRecord(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  target: { id: number; version: number },
  input: Row,
  caller: Caller,
  _options: UpdateOptions,
): Promise<Row> {
  const current = await loadForChange(trx, def, orgId, target.id, caller, target.version);
  // A caller who cannot see a sensitive field cannot change it either: it keeps its value.
  const allowed = caller.canSeeSensitive ? input : visibleValues(def.fields, input, false);
  const { values, errors } = await checkRecord(trx, def, orgId, allowed, current, target.id);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k])));
  if (Object.keys(changed).length === 0) return shown(def, caller, current); // nothing to write, nothing to audit
  const saved = await updateRow(trx, def, orgId, target.id, changed);
  const associated = mergeAssociations(associationsOf(def, current), associationsOf(def, saved));
  const common = { orgId, actor: caller.actor, kind: def.kind, recordId: target.id, fields: def.fields };
  await recordAudit(trx, { ...common, action: 'update', before: current, after: saved, associated });
  return shown(def, caller, saved);
}

export async function deleteRecord(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  target: { id: number; version: number },
  caller: Caller,
): Promise<void> {
  const current = await loadForChange(trx, def, orgId, target.id, caller, target.version);
  await deleteRow(trx, def, orgId, target.id);
  const common = { orgId, actor: caller.actor, kind: def.kind, recordId: target.id, fields: def.fields };
  await recordAudit(trx, { ...common, action: 'delete', before: current, after: null, associated: associationsOf(def, current) });
}
