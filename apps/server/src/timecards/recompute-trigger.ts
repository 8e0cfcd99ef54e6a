import type { JobQueue } from '../jobs/queue';
import type { SaveObserver } from '../resources/save-events';
import { requestRecompute } from './recompute.service';

/**
 * Confirm Save (SPEC section 4), as an observer of the toolkit's saves that the app lists at
 * start-up: when the caller asked to apply a save retroactively (denorm) and one of the
 * definition's Confirm Save fields changed, queue a recompute of the open periods. A save with
 * denorm false queues nothing: the cache's fingerprint still keeps every later read right.
 */
export function recomputeOnConfirmSave(jobs: JobQueue): SaveObserver {
  return async ({ trx, def, orgId, userId, recordId, changedFields, denorm }) => {
    const fields = def.confirmSave?.fields ?? [];
    if (!denorm || !changedFields.some((f) => fields.includes(f))) return;
    // Read by people in the console's progress: 'Pay Rule #3 changed', 'Payroll Defaults changed'.
    const what = recordId === undefined ? def.label : `${def.label} #${recordId}`;
    await requestRecompute(trx, jobs, { orgId, userId, reason: `${what} changed` });
  };
}
