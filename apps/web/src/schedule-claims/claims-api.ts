import { api } from '../api/http';

// Manage → Schedules → Claims (apps/server/src/schedule-claims/claims.routes.ts): workers' claims
// of open shifts and a manager's decision on each.

export type OpenShiftClaim = {
  id: number;
  version: number;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  note: string | null;
  employeeId: number;
  employeeName: string;
  shift: {
    id: number;
    start: string;
    end: string;
    workDate: string;
    departmentName: string | null;
    orgUnitName: string | null;
    note: string | null;
  };
  otherPendingClaims: number;
  /** What approving would double-book: one sentence per overlapping shift of the worker. */
  conflicts: string[];
  createdAt: string;
};

export const claimsKey = (orgId: number) => ['orgs', orgId, 'schedule', 'claims'];

export const fetchPendingClaims = async (orgId: number) =>
  (await api<{ results: OpenShiftClaim[] }>(`orgs/${orgId}/schedule/claims`, { query: { status: 'pending' } })).results;

export const decideClaim = (orgId: number, claim: Pick<OpenShiftClaim, 'id' | 'version'>, decision: 'approve' | 'reject', note: string) =>
  api<{ result: OpenShiftClaim }>(`orgs/${orgId}/schedule/claims/${claim.id}/${decision}`, {
    method: 'POST',
    body: { note: note.trim() || null, version: claim.version },
  });
