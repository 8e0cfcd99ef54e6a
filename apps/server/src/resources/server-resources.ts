import type { ResourceDef } from '@punchline/contracts';
import type { AliasableExpression, Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from './access';

export type Row = Record<string, unknown>;

/** Any collection table as Kysely sees it: its name comes from the definition. */
export type AnyTables = Record<string, Row>;
export type AnyDb = Kysely<AnyTables>;
/** The row of the resource's own table is aliased `r` in every statement. */
export type RowBuilder = ExpressionBuilder<AnyTables, 'r'>;

/**
 * What a hook or an action works with: the caller's tenant transaction and who is calling.
 * `importing`: the save is one row of a bulk import, whose rows are checked all at once before
 * any is written; a limit over the whole batch (seats) belongs in beforeImport, not per row.
 */
export type HookContext = { trx: TenantTx; orgId: number; caller: Caller; def: ResourceDef; importing?: boolean };

/**
 * Hooks around a collection's writes, inside the same transaction (a throw refuses the whole
 * request, nothing is written). A before-hook may return changed values; they are validated again.
 */
export type ResourceHooks = {
  beforeSave?: (ctx: HookContext, values: Row, current: Row | null) => Row | void | Promise<Row | void>;
  afterSave?: (ctx: HookContext, saved: Row, before: Row | null) => void | Promise<void>;
  beforeDelete?: (ctx: HookContext, current: Row) => void | Promise<void>;
  afterDelete?: (ctx: HookContext, deleted: Row) => void | Promise<void>;
  /**
   * A bulk import's rows once each passed its checks (beforeSave included), before any is
   * written: for limits that hold for the batch as a whole (seats). A throw refuses the import.
   */
  beforeImport?: (ctx: HookContext, rows: Row[]) => void | Promise<void>;
};

/**
 * An action's work on one record (locked, version checked when given): the record as it is after,
 * which the API answers with; the generic route audits nothing on its own, the action does.
 * `data` holds the validated values of the action's `input` fields ({} when it has none).
 */
export type ActionHandler = (ctx: HookContext, record: Row, data: Row) => Promise<Row>;

/** What a list's extra conditions are worked out with (listWhere): the read transaction and the caller. */
export type ListContext = { trx: TenantTx; orgId: number; caller: Caller; def: ResourceDef };

/** The server's half of a definition: what cannot live in packages/contracts (SQL, hooks). */
export type ServerResource = {
  /** The SQL of each computed column (ResourceDef.computed) over the row `r`. */
  computed?: Record<string, (r: RowBuilder) => AliasableExpression<unknown>>;
  hooks?: ResourceHooks;
  /** One handler per ResourceDef.actions entry. */
  actions?: Record<string, ActionHandler>;
  /**
   * Why this caller may not change records of the collection at all, beyond its gate (pay rates
   * need pay access): checked before anything of a save, delete or action, answered as a 403.
   */
  refuseChanges?: (caller: Caller) => string | null;
  /**
   * Conditions over the row `r` for the definition's `params` (ListParamDef) a request names,
   * ANDed with the rest of the list's; may read the database first (a worker's labels). Its
   * field errors (`ApiError.fields`) answer the request as a 400.
   */
  listWhere?: (ctx: ListContext, params: Record<string, unknown>) => Promise<Expression<SqlBool>[]>;
  /** Sensitive fields a caller who may not see them may still fill in on create. */
  creatableSensitive?: (caller: Caller) => readonly string[];
  /**
   * Refuses (a 403) every call, reads too, while the organization has switched the collection's
   * use off in its settings (net pay: payroll's enabled and enableNetPay), after the gate's
   * permission and feature checks, inside the request's tenant transaction.
   */
  requireInUse?: (trx: TenantTx, orgId: number) => Promise<void>;
};

/** A collection's server half, as the app's list names it (server-halves.ts). */
export type ServerHalf = { def: ResourceDef; server: ServerResource };

/** The server's half of the collection at `path`; every computed column and action must be implemented. */
export function defineServerResource(def: ResourceDef, server: ServerResource): ServerHalf {
  for (const name of Object.keys(def.computed ?? {})) {
    if (!server.computed?.[name]) throw new Error(`${def.path}: computed column ${name} has no SQL`);
  }
  for (const name of Object.keys(def.actions ?? {})) {
    if (!server.actions?.[name]) throw new Error(`${def.path}: action ${name} has no handler`);
  }
  return { def, server };
}

// Filled at start-up from the app's list (app.ts): the toolkit imports no feature's half.
const servers = new Map<string, ServerResource>();

/**
 * Makes these halves the ones serverOf answers with. Registering the same half again is harmless
 * (every app a test builds lists them); a second, different half for one path is refused.
 */
export function registerServerHalves(halves: readonly ServerHalf[]): void {
  for (const { def, server } of halves) {
    const known = servers.get(def.path);
    if (known && known !== server) throw new Error(`${def.path}: two server halves`);
    servers.set(def.path, server);
  }
}

/** The server's half of a definition (nothing for a plain collection). */
export function serverOf(def: ResourceDef): ServerResource {
  const server = servers.get(def.path);
  if (!server && (def.computed || def.actions)) throw new Error(`${def.path}: declares computed columns or actions but no server half`);
  return server ?? {};
}

/** The collection's own refusal of every change by this caller (ServerResource.refuseChanges), as a 403. */
export function assertMayChange(def: ResourceDef, caller: Caller): void {
  const refusal = serverOf(def).refuseChanges?.(caller);
  if (refusal) throw ApiError.forbidden(refusal);
}

/** fn, after the collection's own in-use check (ServerResource.requireInUse) when it has one. */
export function inUseThen<T, C>(def: ResourceDef, orgId: number, fn: (trx: TenantTx, caller: C) => Promise<T>) {
  return async (trx: TenantTx, caller: C): Promise<T> => {
    await serverOf(def).requireInUse?.(trx, orgId);
    return fn(trx, caller);
  };
}
