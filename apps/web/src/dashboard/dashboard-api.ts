import { api } from '../api/http';
import type { DecisionResponse } from '../clocklogs/clock-logs-api';

// The dashboard's calls (SPEC section 7 Dashboard).

export type DayActivity = { date: string; totalHours: number; exceptionCount: number; clockLogFailureCount: number };

/** SPEC section 3 Face failure (plus `at`, the exact instant the panel browses from). */
export type FaceFailure = {
  clockLogId: number;
  date: string;
  at: string;
  timezone: string;
  punchType: 'in' | 'out' | 'auto';
  faceLogId: string | null;
  faceMode: 'identify' | 'verify';
  clockOrgUnit: number | null;
  clockName: string | null;
  employee: number | null;
  employeeFirstName: string | null;
  employeeLastName: string | null;
  employeeAvatar: string | null;
  /** The worker's console user, when they have one (their own face needs edit_self). */
  employeeUserId: number | null;
  faceStatus: string;
  multipleMatches: { userId: number; userName: string; score: number }[];
};

export type FeedGroup = { count: number; ids: number[]; hasMore: boolean };
export type NotificationFeed = Record<
  'timeOffRequests' | 'missedPunchRequests' | 'disciplineInfractions' | 'disciplineEvents' | 'notificationMessages',
  FeedGroup
>;

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
