import { RESOURCES, SETTINGS, type FieldDef, type Fields, type ResourceDef } from '@punchline/contracts';
import type { OperationDescription } from './describe';
import { MARKER, type World } from './world';

// The generic routes of every collection and settings record, described from their definitions,
// so a collection added to the registry is covered without a line here.

function sampleValue(field: FieldDef): unknown {
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

/** A valid record for a definition: every field the generic rules can fill, marked with MARKER. */
export function sampleRecord(fields: Fields): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = sampleValue(field);
    if (value !== undefined) record[name] = value;
  }
  return record;
}

const recordOf = (w: World, def: ResourceDef) => w.records[def.path] ?? { id: 999_999, version: 1 };

function describeResource(def: ResourceDef): Record<string, OperationDescription> {
  const base = `/api/orgs/{orgId}/${def.path}`;
  const read = { permission: def.access.read };
  const write = { permission: def.access.write };
  const one = (w: World) => ({ orgId: w.orgA, id: recordOf(w, def).id });
  const operations: Record<string, OperationDescription> = {
    [`GET ${base}`]: { access: read, request: (w) => ({ params: { orgId: w.orgA }, query: { limit: 5 } }) },
    [`POST ${base}`]: { access: write, request: (w) => ({ params: { orgId: w.orgA }, body: sampleRecord(def.fields) }) },
    [`GET ${base}/{id}`]: { access: read, request: (w) => ({ params: one(w) }) },
    [`PUT ${base}/{id}`]: {
      access: write,
      request: (w) => ({ params: one(w), body: { ...sampleRecord(def.fields), version: recordOf(w, def).version } }),
    },
    [`DELETE ${base}/{id}`]: { access: write, request: (w) => ({ params: one(w), query: { version: recordOf(w, def).version } }) },
  };
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const access = { permission: action.permission ?? def.access.write };
    operations[`POST ${base}/{id}/actions/${name}`] = { access, request: (w) => ({ params: one(w), body: {} }) };
    if (action.bulk) {
      operations[`POST ${base}/actions/${name}`] = {
        access,
        request: (w) => ({ params: { orgId: w.orgA }, body: { ids: [recordOf(w, def).id] } }),
      };
    }
  }
  return operations;
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
