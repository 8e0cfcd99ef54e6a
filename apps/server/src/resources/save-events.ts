import type { ResourceDef, SettingsDef } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';

/**
 * An update of a collection record or of a settings record, as the toolkit tells its observers:
 * inside the request's transaction, after the row and its audit event are written.
 */
export type SaveEvent = {
  trx: TenantTx;
  def: ResourceDef | SettingsDef;
  orgId: number;
  /** The signed-in user who saved (null for a caller without one). */
  userId: number | null;
  /** The record's id; absent for a settings record (one per organization). */
  recordId?: number;
  /** The fields whose value changed (never empty for a record: an update that changes nothing tells no one). */
  changedFields: string[];
  /** Confirm Save's answer (SPEC section 4): apply the change to existing time cards retroactively. */
  denorm: boolean;
};

/**
 * A feature's reaction to saves (time cards queue a recompute after a Confirm Save). It runs in the
 * saving transaction: a throw refuses the request, and what it writes commits with the save.
 */
export type SaveObserver = (event: SaveEvent) => Promise<void>;

/**
 * How a route hands a save to the service: the caller's Confirm Save answer, and the observers to
 * tell, which the app lists at start-up (app.ts). An internal update a feature makes inside its own
 * action passes none: it is part of that action, which tells what it must itself.
 */
export type SaveOptions = { denorm: boolean; observers?: readonly SaveObserver[] };

/** Tells each observer, one after the other, in the order the app listed them. */
export async function tellObservers(options: SaveOptions, event: Omit<SaveEvent, 'denorm'>): Promise<void> {
  for (const observe of options.observers ?? []) await observe({ ...event, denorm: options.denorm });
}
