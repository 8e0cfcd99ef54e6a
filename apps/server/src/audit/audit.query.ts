import type { AuditEvent, AuditQuery } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { withTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';

const encode = (id: number) => Buffer.from(String(id)).toString('base64url');
function decode(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(id) || id <= 0) throw ApiError.fields({ cursor: ['is not valid.'] });
  return id;
}

/** The audit report's rows: newest first, narrowed by actor, affected and associated record. */
export async function listAudit(db: Db, orgId: number, q: AuditQuery): Promise<{ results: AuditEvent[]; cursor?: string }> {
  const before = decode(q.cursor);
  const rows = await withTenant(db, orgId, (trx) => {
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
    return query
      .orderBy('a.id', 'desc')
      .limit(q.limit + 1)
      .execute();
  });
  const page = rows.slice(0, q.limit).map((r): AuditEvent => ({
    id: r.id,
    at: r.occurred_at.toISOString(),
    action: r.action as AuditEvent['action'],
    actor: { type: r.actor_type as AuditEvent['actor']['type'], id: r.actor_id, name: r.actor_name },
    affected: { kind: r.kind, id: r.record_id },
    changes: r.changes,
    associated: r.associated,
  }));
  const last = page[page.length - 1];
  return rows.length > q.limit && last ? { results: page, cursor: encode(last.id) } : { results: page };
}
