import type { SettingsDef } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import type { JobQueue } from '../jobs/queue';
import { requestRecompute } from './recompute.service';

/** What a save passes on about Confirm Save (SPEC section 4): the answer, and the queue to use. */
export type DenormOptions = {
  /** Apply to existing time cards retroactively. */
  denorm: boolean;
  /** The app's job queue; absent where a save can never affect time cards (an internal update). */
  jobs?: JobQueue;
};

type Saved = { def: Pick<SettingsDef, 'path' | 'label' | 'confirmSave'>; orgId: number; userId: number | null; recordId?: number };

/**
 * After a save: when the caller asked to apply it retroactively (denorm) and one of the
 * definition's Confirm Save fields changed, queue a recompute of the open periods. A save with
 * denorm false queues nothing: the cache's fingerprint still keeps every later read right.
 */
export async function recomputeIfAffected(trx: TenantTx, saved: Saved, changedFields: string[], options: DenormOptions): Promise<void> {
  const fields = saved.def.confirmSave?.fields ?? [];
  if (!options.denorm || !options.jobs || !changedFields.some((f) => fields.includes(f))) return;
  // Read by people in the console's progress: 'Pay Rule #3 changed', 'Payroll Defaults changed'.
  const what = saved.recordId === undefined ? saved.def.label : `${saved.def.label} #${saved.recordId}`;
  await requestRecompute(trx, options.jobs, { orgId: saved.orgId, userId: saved.userId, reason: `${what} changed` });
}
