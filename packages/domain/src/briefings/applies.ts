// Whom a briefing applies to and when it is due again (issue 35, docs/briefings.md). The scope
// is the credential policies' shape: every worker, departments, org units, jobs or labels.

export type BriefingScope = {
  appliesTo: 'all' | 'departments' | 'orgUnits' | 'jobs' | 'labels';
  departmentIds: readonly number[];
  orgUnitIds: readonly number[];
  jobIds: readonly number[];
  labelIds: readonly number[];
};

/** A briefing as the rules read it. */
export type BriefingRule = BriefingScope & { id: number; frequency: 'once' | 'daily'; active: boolean };

/** The worker as a scope reads them. */
export type BriefingWorker = { departmentId: number | null; orgUnitId: number | null; labelIds: readonly number[] };

/**
 * Whether a briefing's scope holds a worker; `jobId` is the job they clock in to or work (null:
 * none known), so a job briefing applies only to a worker on that job.
 */
export function briefingCovers(b: BriefingScope, w: BriefingWorker, jobId: number | null): boolean {
  switch (b.appliesTo) {
    case 'all':
      return true;
    case 'departments':
      return w.departmentId !== null && b.departmentIds.includes(w.departmentId);
    case 'orgUnits':
      return w.orgUnitId !== null && b.orgUnitIds.includes(w.orgUnitId);
    case 'jobs':
      return jobId !== null && b.jobIds.includes(jobId);
    case 'labels':
      return w.labelIds.some((id) => b.labelIds.includes(id));
  }
}

/**
 * The period an acknowledgment counts for: 'once' for a briefing read once, else the day
 * ('YYYY-MM-DD', in the organization's time zone) of a daily one, e.g. a safety talk.
 */
export const briefingPeriod = (frequency: 'once' | 'daily', today: string): string => (frequency === 'once' ? 'once' : today);

/**
 * The briefings a worker must still acknowledge today: active, covering them, and without an
 * acknowledgment for the current period (`acknowledged`: "typeId:period" keys they hold).
 */
export function dueBriefings<B extends BriefingRule>(
  briefings: readonly B[],
  worker: BriefingWorker,
  jobId: number | null,
  acknowledged: ReadonlySet<string>,
  today: string,
): B[] {
  return briefings.filter(
    (b) => b.active && briefingCovers(b, worker, jobId) && !acknowledged.has(`${b.id}:${briefingPeriod(b.frequency, today)}`),
  );
}
