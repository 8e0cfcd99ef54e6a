import { MASKED, type Association, type Fields } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import type { Actor } from './actor';

type Row = Record<string, unknown>;
export type Changes = Record<string, { before: unknown; after: unknown }>;
export type AuditWrite = {
  orgId: number;
  actor: Actor;
  action: 'create' | 'update' | 'delete';
  kind: string;
  recordId: number;
  fields: Fields;
  before: Row | null;
  after: Row | null;
  associated: Association[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs, with sensitive values masked (the trail must not leak them). */
export function changedFields(fields: Fields, before: Row | null, after: Row | null): Changes {
  const changes: Changes = {};
  for (const [name, field] of Object.entries(fields)) {
    const was = before ? (before[name] ?? null) : null;
    const is = after ? (after[name] ?? null) : null;
    if (before && after && same(was, is)) continue;
    if (!before && is === null) continue; // a create lists what it set
    if (!after && was === null) continue;
    const mask = (v: unknown) => ((field.sensitive || field.writeOnly) && v !== null ? MASKED : v);
    changes[name] = { before: mask(was), after: mask(is) };
  }
  return changes;
}

/** Association lists deduplicated (an update links the records of before and after). */
export function mergeAssociations(...lists: Association[][]): Association[] {
  const seen = new Map<string, Association>();
  for (const a of lists.flat()) seen.set(`${a.kind}:${a.id}`, a);
  return [...seen.values()];
}

/** Writes one event in the caller's transaction, so a rolled-back change leaves no trace. */
export async function recordAudit(trx: TenantTx, event: AuditWrite): Promise<void> {
  await trx
    .insertInto('audit_events')
    .values({
      org_id: event.orgId,
      actor_type: event.actor.type,
      actor_id: event.actor.id,
      action: event.action,
      kind: event.kind,
      record_id: event.recordId,
      changes: JSON.stringify(changedFields(event.fields, event.before, event.after)),
      associated: JSON.stringify(event.associated),
    })
    .execute();
}
