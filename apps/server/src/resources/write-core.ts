import type { Association, FieldErrors, Fields } from '@punchline/contracts';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { assertVersion } from './version';

// The one write path of a record (docs/write-core.md): the settings toolkit's collections, punches,
// shifts, clock-log decisions and the request flows all create, change and delete through these
// three functions, inside the caller's transaction. The core keeps the order every write takes:
// read the record locked, 404 when gone, 409 on a stale version, the feature's refusals, the
// pay-period lock (a time record), the field checks (references, custom fields: 400 with every
// error at once), the write, the audit row. What differs per feature comes in as callbacks.

export type Row = Record<string, unknown>;

/** Where a record is read: the caller's tenant transaction and organization. */
export type Place = { trx: TenantTx; orgId: number };

/** Who writes, where. */
export type WriteCall = Place & { actor: Actor };

/** Which record a change is about, and the version the caller saw (when it sent one: 409 if stale). */
export type Target = { id: number; version?: number };

/** How the core reads one kind of record (a row with `id` and `version`) and what its audit rows say of it. */
export type RecordKind<R> = {
  /** The audit trail's kind ('punch', 'shift', a collection's kind). */
  kind: string;
  /** The audit trail's field labels. */
  fields: Fields;
  /** The 404 message when the record does not exist (or is out of the caller's sight). */
  notFound: string;
  /** The record by id (`lock`: held for the rest of the transaction, it is about to change), or undefined. */
  read: (at: Place, id: number, lock: boolean) => Promise<R | undefined>;
  /** What the audit row shows of the record. */
  trail: (row: R) => Row;
  /** The records whose trails show the change (the worker of a punch); before is null on create, after on delete. */
  associated: (before: R | null, after: R | null) => Association[];
};

// Every record has its id and version under those names (a bigint id may be read as text).
const own = (row: unknown, key: 'id' | 'version') => Number((row as Record<string, unknown>)[key]);

/** Rules a feature adds to a write: each optional, run in the order listed. */
export type WriteRules<V, R> = {
  /** A refusal by the record's own state (already decided, deleted): throws. */
  refuse?: (before: R) => void | Promise<void>;
  /** The pay-period lock of a time record (punches/punch-periods.ts payPeriodLock): throws when closed. */
  lockedBy?: (next: V | null, before: R | null) => Promise<void>;
  /** Field errors of the values (reference checks, custom fields): all of them refuse the write at once (400). */
  check?: (next: V, before: R | null) => Promise<FieldErrors>;
  /** A refusal of the values that is no field error (an overlap with another shift: 409), after the checks. */
  refuseValues?: (next: V, before: R | null) => Promise<void>;
  /** What the audit rows say instead of the kind's trail (a write-only field's trace). */
  trail?: (before: R | null, after: R | null, next: V | null) => { before: Row | null; after: Row | null };
};

/** Runs the check rule (a 400 with every field error), then refuseValues. */
async function assertChecked<V, R>(rules: WriteRules<V, R>, next: V, before: R | null): Promise<void> {
  const errors = rules.check ? await rules.check(next, before) : {};
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  await rules.refuseValues?.(next, before);
}

async function audit<V, R>(
  call: WriteCall,
  record: RecordKind<R>,
  rules: WriteRules<V, R>,
  change: { action: 'create' | 'update' | 'delete'; id: number; before: R | null; after: R | null; next: V | null },
): Promise<void> {
  const { before, after } = rules.trail
    ? rules.trail(change.before, change.after, change.next)
    : { before: change.before && record.trail(change.before), after: change.after && record.trail(change.after) };
  await recordAudit(call.trx, {
    orgId: call.orgId,
    actor: call.actor,
    action: change.action,
    kind: record.kind,
    recordId: change.id,
    fields: record.fields,
    before,
    after,
    associated: record.associated(change.before, change.after),
  });
}

/** The record, locked, if it exists and the caller saw its current version (404, 409), and its state allows a change. */
export async function loadLocked<R>(at: Place, record: RecordKind<R>, target: Target, refuse?: (before: R) => void | Promise<void>) {
  const before = await record.read(at, target.id, true);
  if (before === undefined) throw ApiError.notFound(record.notFound);
  assertVersion(own(before, 'version'), target.version);
  await refuse?.(before);
  return before;
}

/**
 * Creates a record: the lock, the checks, `insert` (answers the record as written, read back), the
 * audit row. Answers the record.
 */
export async function createWith<V, R>(
  call: WriteCall,
  record: RecordKind<R>,
  next: V,
  rules: WriteRules<V, R> & { insert: (next: V) => Promise<R> },
): Promise<R> {
  await rules.lockedBy?.(next, null);
  await assertChecked(rules, next, null);
  const after = await rules.insert(next);
  await audit(call, record, rules, { action: 'create', id: own(after, 'id'), before: null, after, next });
  return after;
}

/**
 * Changes a record: read locked, version, refusals, then updateLoaded's steps. Answers the record
 * after the write (as it was when nothing changed).
 */
export async function updateWith<V, R>(call: WriteCall, record: RecordKind<R>, target: Target, rules: UpdateRules<V, R>): Promise<R> {
  return updateLoaded(call, record, await loadLocked(call, record, target, rules.refuse), rules);
}

/** An update's rules: `plan` makes the values to write from the record as it is; `write` writes them. */
export type UpdateRules<V, R> = WriteRules<V, R> & {
  plan: (before: R) => V | Promise<V>;
  /** Answers the record after the write, or null when nothing changed: then nothing is audited. */
  write: (next: V, before: R) => Promise<R | null>;
};

/**
 * Changes a record the caller already holds locked at the version it saw (loadLocked: a toolkit
 * action's target): `plan`, the lock (old and new), the checks, `write`, the audit row.
 */
export async function updateLoaded<V, R>(call: WriteCall, record: RecordKind<R>, before: R, rules: UpdateRules<V, R>): Promise<R> {
  const next = await rules.plan(before);
  await rules.lockedBy?.(next, before);
  await assertChecked(rules, next, before);
  const after = await rules.write(next, before);
  if (after === null) return before;
  await audit(call, record, rules, { action: 'update', id: own(before, 'id'), before, after, next });
  return after;
}

/**
 * Deletes a record: read locked, version, refusals, the lock, `remove` (false: nothing was removed,
 * so nothing is audited, e.g. a record already marked deleted), the audit row. Answers the record as
 * it was.
 */
export async function deleteWith<R>(
  call: WriteCall,
  record: RecordKind<R>,
  target: Target,
  rules: WriteRules<never, R> & { remove: (before: R) => Promise<boolean | void> },
): Promise<R> {
  const before = await loadLocked(call, record, target, rules.refuse);
  await rules.lockedBy?.(null, before);
  if ((await rules.remove(before)) === false) return before;
  await audit(call, record, rules, { action: 'delete', id: target.id, before, after: null, next: null });
  return before;
}
