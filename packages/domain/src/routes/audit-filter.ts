import { isPlainObject } from './view';

export type AuditRef = { kind: string; id: number | string };

/** The audit report's view filter (SPEC section 2): actor, affected or associated record. */
export type AuditFilter = {
  actor?: { type: string; id: number | string };
  affected?: AuditRef;
  associated?: AuditRef;
};

/** Keeps only well-formed actor/affected/associated entries of a parsed view filter. */
export function parseAuditFilter(filter: Record<string, unknown>): AuditFilter {
  const out: AuditFilter = {};
  const actor = pair(filter.actor, 'type');
  if (actor) out.actor = { type: actor.key, id: actor.id };
  const affected = pair(filter.affected, 'kind');
  if (affected) out.affected = { kind: affected.key, id: affected.id };
  const associated = pair(filter.associated, 'kind');
  if (associated) out.associated = { kind: associated.key, id: associated.id };
  return out;
}

function pair(value: unknown, keyName: 'type' | 'kind'): { key: string; id: number | string } | null {
  if (!isPlainObject(value)) return null;
  const key = value[keyName];
  const id = value.id;
  if (typeof key !== 'string' || key === '') return null;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
  return { key, id };
}
