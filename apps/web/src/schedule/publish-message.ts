import type { Shift } from '@punchline/contracts';

// What the toast says after publishing: the counts, and who was told, with the reason when some
// workers were not (only workers with a user account get a notification; every worker's clock
// shows the changes the next time they use it).

type Counts = { added: number; changed: number; removed: number; notified: number };

/** The workers a publication touches: each changed shift's worker, and its published worker when it moved. */
export function workersAffected(shifts: readonly Pick<Shift, 'employeeId' | 'published'>[]): number {
  const ids = new Set<number>();
  for (const s of shifts) {
    if (s.employeeId !== null) ids.add(s.employeeId);
    if (s.published?.employeeId != null) ids.add(s.published.employeeId);
  }
  return ids.size;
}

const workers = (n: number) => `${n} worker${n === 1 ? '' : 's'}`;
const ON_CLOCK = 'They see the changes on the time clock the next time they use it.';

/** '2 new, 1 changed, 0 removed; 3 workers notified.', or why fewer were. */
export function publishedMessage(result: Counts, affected: number): string {
  const counts = `${result.added} new, ${result.changed} changed, ${result.removed} removed`;
  if (affected === 0) return `${counts}; only open shifts changed, so no worker was notified.`;
  if (result.notified >= affected) return `${counts}; ${workers(result.notified)} notified.`;
  if (result.notified === 0) {
    const why =
      affected === 1
        ? 'the worker whose shifts changed has no user account'
        : `none of the ${affected} workers whose shifts changed has a user account`;
    return `${counts}; no worker was notified: ${why}. ${ON_CLOCK}`;
  }
  const others = affected - result.notified;
  return `${counts}; ${result.notified} of ${workers(affected)} notified. The other ${others === 1 ? 'one has' : `${others} have`} no user account. ${ON_CLOCK}`;
}
