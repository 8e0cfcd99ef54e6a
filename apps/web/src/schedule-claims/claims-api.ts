import type { OpenShiftClaim } from '@punchline/contracts';
import { api } from '../api/http';

// Manage → Schedules → Claims (apps/server/src/schedule-claims/claims.routes.ts): workers' claims
// of open shifts and a manager's decision on each.

export const claimsKey = (orgId: number) => ['orgs', orgId, 'schedule', 'claims'];

export const fetchPendingClaims = async (orgId: number) =>
  (await api<{ results: OpenShiftClaim[] }>(`orgs/${orgId}/schedule/claims`, { query: { status: 'pending' } })).results;

export const decideClaim = (orgId: number, claim: Pick<OpenShiftClaim, 'id' | 'version'>, decision: 'approve' | 'reject', note: string) =>
  api<{ result: OpenShiftClaim }>(`orgs/${orgId}/schedule/claims/${claim.id}/${decision}`, {
    method: 'POST',
    body: { note: note.trim() || null, version: claim.version },
  });
