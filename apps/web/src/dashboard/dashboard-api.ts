import type { DayActivity, DecisionResponse, FaceFailure, NotificationFeed } from '@punchline/contracts';
import { api } from '../api/http';

// The dashboard's calls (SPEC section 7 Dashboard); their answers are the contracts' schemas.

const base = (orgId: number) => `orgs/${orgId}/dashboard`;

export const fetchPeriodActivity = async (orgId: number, startDate: string, endDate: string, clockLogFailures: boolean) =>
  (
    await api<{ periodActivity: DayActivity[] }>(`${base(orgId)}/period-activity`, {
      query: { startDate, endDate, clockLogFailures: clockLogFailures ? 'yes' : 'no' },
    })
  ).periodActivity;

/** The newest face failure, or the nearest one before or after an instant (null: none that way). */
export const fetchFaceFailure = async (orgId: number, cursor: { before?: string; after?: string } = {}) =>
  (await api<{ faceFailure: FaceFailure | null }>(`${base(orgId)}/face-failure`, { query: cursor })).faceFailure;

export const decideFaceFailure = (orgId: number, clockLogId: number, decision: 'approve' | 'reject', employee: number | null) =>
  api<DecisionResponse>(`${base(orgId)}/face-failure/${clockLogId}/${decision}`, {
    method: 'POST',
    body: employee === null ? {} : { employee },
  });

export const fetchNotificationFeed = (orgId: number, multiOrg: boolean) =>
  api<NotificationFeed>(`${base(orgId)}/notifications`, { query: { multiOrg: multiOrg ? 'yes' : 'no' } });
