import { addDaysIso } from '../time/civil';
import { credentialStatus, type HeldCredential } from './status';

/** What the clock does when a required credential is missing or expired. */
export type ClockAction = 'none' | 'warn' | 'refuse';

/** A credential policy as the rules read it. */
export type CredentialPolicy = {
  id: number;
  name: string;
  credentialTypeIds: readonly number[];
  appliesTo: 'all' | 'departments' | 'orgUnits' | 'jobs' | 'labels';
  departmentIds: readonly number[];
  orgUnitIds: readonly number[];
  jobIds: readonly number[];
  labelIds: readonly number[];
  graceDays: number;
  clockAction: ClockAction;
  /** The worker lacking one of its credentials may photograph the document at the web clock. */
  allowClockPhoto?: boolean;
};

/** The worker as a policy's scope reads them. */
export type CredentialWorker = {
  departmentId: number | null;
  orgUnitId: number | null;
  labelIds: readonly number[];
  hireDate: string | null;
};

/**
 * Whether a policy covers a worker; `jobId` is the job they clock in to (null: none, or not at
 * the clock), so a job policy covers only a worker working that job.
 */
export function policyCovers(p: CredentialPolicy, w: CredentialWorker, jobId: number | null): boolean {
  switch (p.appliesTo) {
    case 'all':
      return true;
    case 'departments':
      return w.departmentId !== null && p.departmentIds.includes(w.departmentId);
    case 'orgUnits':
      return w.orgUnitId !== null && p.orgUnitIds.includes(w.orgUnitId);
    case 'jobs':
      return jobId !== null && p.jobIds.includes(jobId);
    case 'labels':
      return w.labelIds.some((id) => p.labelIds.includes(id));
  }
}

/** A new hire within the policy's grace period (days from the hire date, that day counting as day 0). */
export function inGrace(p: CredentialPolicy, w: CredentialWorker, today: string): boolean {
  return p.graceDays > 0 && w.hireDate !== null && today < addDaysIso(w.hireDate, p.graceDays);
}

/** A required credential the worker lacks at the clock. */
export type CredentialProblem = { typeId: number; status: 'missing' | 'expired'; action: ClockAction };

const STRENGTH: Record<ClockAction, number> = { none: 0, warn: 1, refuse: 2 };

/**
 * The clock's verdict for a worker clocking in: every missing or expired credential of the
 * policies covering them (outside their grace), each with the strictest action asking for it;
 * `action` is the strictest of all ('none' when nothing is wrong or nobody asks the clock to act).
 */
export function clockVerdict(
  policies: readonly CredentialPolicy[],
  worker: CredentialWorker,
  jobId: number | null,
  held: readonly HeldCredential[],
  today: string,
): { action: ClockAction; problems: CredentialProblem[] } {
  const byType = new Map<number, CredentialProblem>();
  for (const p of policies) {
    if (p.clockAction === 'none' || !policyCovers(p, worker, jobId) || inGrace(p, worker, today)) continue;
    for (const typeId of p.credentialTypeIds) {
      const status = credentialStatus(held, typeId, today, 0);
      if (status !== 'missing' && status !== 'expired') continue;
      const known = byType.get(typeId);
      if (!known || STRENGTH[p.clockAction] > STRENGTH[known.action]) byType.set(typeId, { typeId, status, action: p.clockAction });
    }
  }
  const problems = [...byType.values()];
  const action = problems.reduce<ClockAction>((a, p) => (STRENGTH[p.action] > STRENGTH[a] ? p.action : a), 'none');
  return { action, problems };
}

/**
 * Whether the worker may photograph a document of `typeId` at the clock: a policy that asks the
 * clock about that type, covers the worker (outside their grace) and allows the photo.
 */
export function clockPhotoAllowed(
  policies: readonly CredentialPolicy[],
  worker: CredentialWorker,
  jobId: number | null,
  typeId: number,
  today: string,
): boolean {
  return policies.some(
    (p) =>
      p.allowClockPhoto === true &&
      p.clockAction !== 'none' &&
      p.credentialTypeIds.includes(typeId) &&
      policyCovers(p, worker, jobId) &&
      !inGrace(p, worker, today),
  );
}

/** What the worker reads at the clock about one problem, e.g. 'Your Forklift licence has expired.' */
export function problemText(typeName: string, status: 'missing' | 'expired'): string {
  return status === 'expired' ? `Your ${typeName} has expired.` : `You have no ${typeName} on record.`;
}

/** The refusal the clock shows and its log keeps. */
export function refusalText(texts: readonly string[]): string {
  return `${texts.join(' ')} Your punch was not recorded: please see your manager.`;
}
