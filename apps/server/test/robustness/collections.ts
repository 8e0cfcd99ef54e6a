import { RESOURCES, SETTINGS, type ActionDef, type FieldDef, type Fields, type ResourceDef } from '@punchline/contracts';
import type { OperationDescription } from './describe';
import { MARKER, type World } from './world';

// The generic routes of every collection and settings record, described from their definitions,
// so a collection added to the registry is covered without a line here.

function sampleValue(field: FieldDef): unknown {
  if (field.writeOnly) return undefined; // a PIN has rules of its own; left unset
  // A definition's example where the generic value would not do (a pay code's pattern, a pay rule's thresholds).
  if (field.example !== undefined) return field.example;
  switch (field.type) {
    case 'text':
      return field.pattern ? undefined : `${MARKER} ${field.label}`.slice(0, field.maxLength ?? 200);
    case 'choice':
      return field.choices?.[0];
    case 'bool':
      return true;
    case 'integer':
    case 'number':
    case 'duration':
    case 'money':
      return field.min ?? 1;
    case 'date':
      return '2024-01-15';
    case 'instant':
      return '2024-01-15T09:00:00Z';
    case 'textList':
      return [`${MARKER} item`];
    case 'idList':
      return [];
    default:
      return undefined; // timezone, ref and types added later: left to their defaults
  }
}

/**
 * A valid record for a definition: every field the generic rules can fill, marked with MARKER;
 * a reference points at the net's record of the collection it names (`records`, by path), when
 * there is one (a pay rate's worker).
 */
export function sampleRecord(fields: Fields, records: World['records'] = {}): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const target = field.ref && RESOURCES.find((def) => def.table === field.ref!.table);
    const id = target && records[target.path]?.id;
    // A definition's example wins: the net's record may be of the wrong kind (a user label where jobs take work labels).
    const value = field.example !== undefined || id === undefined ? sampleValue(field) : field.type === 'idList' ? [id] : id;
    if (value !== undefined) record[name] = value;
  }
  return record;
}

const recordOf = (w: World, def: ResourceDef) => w.records[def.path] ?? { id: 999_999, version: 1 };

/** An action's data: every input field the generic rules can fill, references aimed at A's records. */
const sampleData = (w: World, action: ActionDef) => sampleRecord(action.input ?? {}, w.records);

/**
 * The action routes take the action's name as a path parameter: each is described once, by one of
 * the definition's actions, the first that takes data (so its input is probed too), else the first.
 */
function sampleAction(actions: [string, ActionDef][]): [string, ActionDef] | undefined {
  return actions.find(([, action]) => action.input) ?? actions[0];
}

function describeActions(def: ResourceDef, base: string, one: (w: World) => Record<string, number>) {
  const operations: Record<string, OperationDescription> = {};
  const access = (action: ActionDef) => ({ permission: action.permission ?? def.access.write });
  const single = sampleAction(Object.entries(def.actions ?? {}));
  if (single) {
    const [name, action] = single;
    operations[`POST ${base}/{id}/actions/{action}`] = {
      access: access(action),
      request: (w) => ({ params: { ...one(w), action: name }, body: { data: sampleData(w, action) } }),
    };
  }
  const bulk = sampleAction(Object.entries(def.actions ?? {}).filter(([, action]) => action.bulk));
  if (bulk) {
    const [name, action] = bulk;
    operations[`POST ${base}/actions/{action}`] = {
      access: access(action),
      request: (w) => ({ params: { orgId: w.orgA, action: name }, body: { ids: [recordOf(w, def).id], data: sampleData(w, action) } }),
    };
  }
  return operations;
}

function describeResource(def: ResourceDef): Record<string, OperationDescription> {
  const base = `/api/orgs/{orgId}/${def.path}`;
  const read = { permission: def.access.read };
  const write = { permission: def.access.write };
  const one = (w: World) => ({ orgId: w.orgA, id: recordOf(w, def).id });
  const operations: Record<string, OperationDescription> = {
    [`GET ${base}`]: { access: read, request: (w) => ({ params: { orgId: w.orgA }, query: { limit: 5 } }) },
    [`POST ${base}`]: { access: write, request: (w) => ({ params: { orgId: w.orgA }, body: sampleRecord(def.fields, w.records) }) },
    [`GET ${base}/{id}`]: { access: read, request: (w) => ({ params: one(w) }) },
    [`PUT ${base}/{id}`]: {
      access: write,
      request: (w) => ({ params: one(w), body: { ...sampleRecord(def.fields, w.records), version: recordOf(w, def).version } }),
    },
    [`DELETE ${base}/{id}`]: { access: write, request: (w) => ({ params: one(w), query: { version: recordOf(w, def).version } }) },
  };
  return { ...operations, ...describeActions(def, base, one) };
}

/** Descriptions of the generic routes of RESOURCES and SETTINGS. */
export function describeCollections(): Record<string, OperationDescription> {
  const operations: Record<string, OperationDescription> = {};
  for (const def of RESOURCES) Object.assign(operations, describeResource(def));
  for (const def of SETTINGS) {
    const path = `/api/orgs/{orgId}/${def.path}`;
    operations[`GET ${path}`] = { access: { permission: def.access.read }, request: (w) => ({ params: { orgId: w.orgA } }) };
    operations[`PUT ${path}`] = { access: { permission: def.access.write }, request: (w) => ({ params: { orgId: w.orgA }, body: {} }) };
  }
  return operations;
}
