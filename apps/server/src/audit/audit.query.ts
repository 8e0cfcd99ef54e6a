import type { AuditEvent, AuditQuery } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { decodeCursor, encodeCursor, invalidCursor } from '../paging/cursor';

/** The id the previous page ended at (keyset paging, newest first). */
function decodeBefore(cursor: string | undefined): number | undefined {
  const position = decodeCursor(cursor, 1);
  if (!position) return undefined;
  const [id] = position;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw invalidCursor();
  return id;
}

/** The audit report's rows: newest first, narrowed by actor, affected and associated record. */
export async function listAudit(trx: TenantTx, orgId: number, q: AuditQuery): Promise<{ results: AuditEvent[]; cursor?: string }> {
  const before = decodeBefore(q.cursor);
  let query = trx
    .selectFrom('audit_events as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.occurred_at', 'a.action', 'a.actor_type', 'a.actor_id', 'u.name as actor_name', 'a.kind', 'a.record_id'])
    .select(['a.changes', 'a.associated'])
    .where('a.org_id', '=', orgId);
  if (q.actorType) query = query.where('a.actor_type', '=', q.actorType);
  if (q.actorId) query = query.where('a.actor_id', '=', q.actorId);
  if (q.affectedKind) query = query.where('a.kind', '=', q.affectedKind);
  if (q.affectedId) query = query.where('a.record_id', '=', q.affectedId);
  if (q.associatedKind || q.associatedId) {
    // jsonb containment uses the GIN index: [{"kind": ..., "id": ...}] with what was given.
    const probe = JSON.stringify([
      { ...(q.associatedKind ? { kind: q.associatedKind } : {}), ...(q.associatedId ? { id: q.associatedId } : {}) },
    ]);
    query = query.where(sql<boolean>`a.associated @> ${probe}::jsonb`);
  }
  if (before) query = query.where('a.id', '<', before);
  const rows = await query
    .orderBy('a.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit).map((r): AuditEvent => ({
    id: r.id,
    at: r.occurred_at.toISOString(),
    action: r.action as AuditEvent['action'],
    actor: { type: r.actor_type as AuditEvent['actor']['type'], id: r.actor_id, name: r.actor_name },
    affected: { kind: r.kind, id: r.record_id },
    // The audit writer (audit.service.ts) stores these shapes.
    changes: r.changes as AuditEvent['changes'],
    associated: r.associated as AuditEvent['associated'],
  }));
  const last = page[page.length - 1];
  return rows.length > q.limit && last ? { results: page, cursor: encodeCursor([last.id]) } : { results: page };
}
