import { FEATURES } from '@punchline/domain';
import { describeCollections } from './collections';
import type { OperationDescription } from './describe';
import { MARKER, type World } from './world';

// The robustness net's description of every operation the server serves, keyed `METHOD /path`
// in OpenAPI form. The generic collection and settings routes are described from their
// definitions (collections.ts); everything else is listed here. An operation in the OpenAPI
// document without a description fails the net until it is described.

const signedIn = 'signedIn' as const;
const orgPath = (w: { orgA: number }) => ({ orgId: w.orgA });
const password = 'a long enough password 1';
// Web Push to a closed local port: a test notification fails at once, without the network.
const subscription = JSON.stringify({ endpoint: 'http://127.0.0.1:9/push', keys: { p256dh: 'p'.repeat(40), auth: 'a'.repeat(16) } });

/** A paired clock's token when the world has one (the role matrix's), else none: refused at once. */
const deviceAuth = (w: World): Record<string, string> => (w.device ? { authorization: `Device ${w.device.token}` } : {});

/** The operations described by hand (a stale one, no longer served, fails the net too). */
export const DESCRIBED: Record<string, OperationDescription> = {
  'GET /healthz': { access: 'public', request: () => ({}) },
  'GET /version.json': { access: 'public', request: () => ({}) },
  'GET /console-config.json': { access: 'public', request: () => ({}) },
  'GET /api/push/vapid-public-key': { access: 'public', request: () => ({}) },

  // Login service. Bodies that are refused for their content (wrong password, unknown link) so the
  // valid request itself changes nothing but the sign-in attempts.
  'POST /auth/login': { access: 'public', request: () => ({ body: { email: 'nobody@example.com', password: 'wrong' } }) },
  'POST /auth/createTokenForSession': { access: 'session', request: (w) => ({ headers: { cookie: w.owner.cookie } }) },
  'GET /auth/logout': { access: 'public', request: () => ({ query: { next: '/' } }) },
  'POST /auth/change-password': { access: signedIn, request: () => ({ body: { currentPassword: 'wrong', newPassword: password } }) },
  'POST /auth/sign-up': { access: 'public', request: (w) => ({ body: { name: 'Taken', email: w.owner.email, password } }) },
  'POST /auth/verify-email': { access: 'public', request: () => ({ body: { token: 'no-such-token' } }) },
  'POST /auth/resend-verification': { access: signedIn, request: () => ({}) },
  'POST /auth/forgot-password': { access: 'public', request: () => ({ body: { email: 'nobody@example.com' } }) },
  'POST /auth/reset-password': { access: 'public', request: () => ({ body: { token: 'no-such-token', newPassword: password } }) },
  'GET /auth/totp': { access: signedIn, request: () => ({}) },
  'POST /auth/totp/enroll': { access: signedIn, request: () => ({}) },
  'POST /auth/totp/confirm': { access: signedIn, request: () => ({ body: { code: '000000' } }) },
  'POST /auth/totp/disable': { access: signedIn, request: () => ({ body: { code: '000000' } }) },
  'POST /auth/totp/verify': { access: 'session', request: (w) => ({ headers: { cookie: w.owner.cookie }, body: { code: '000000' } }) },

  // Session and organizations.
  'GET /api/user-profile': { access: signedIn, request: () => ({}) },
  'PUT /api/user-profile': { access: signedIn, request: () => ({ body: { name: `${MARKER} owner` } }) },
  'GET /api/manage/orgs': { access: signedIn, request: () => ({ query: { searchText: 'Alpha', limit: 10 } }) },
  'GET /api/manage/orgs/last-accessed': { access: signedIn, request: () => ({}) },
  'GET /api/manage/orgs/{id}': { access: signedIn, foreign: 'empty', request: (w) => ({ params: { id: w.orgA } }) },
  'POST /api/manage/orgs/{id}/accept': { access: signedIn, foreign: 'empty', request: (w) => ({ params: { id: w.orgA } }) },
  'GET /api/orgs/{orgId}/session': { access: 'member', request: (w) => ({ params: orgPath(w) }) },
  'POST /api/orgs/sign-up': { access: signedIn, request: () => ({ body: { organizationName: 'Gamma', timezone: 'UTC' } }) },

  // Tokens: the identity token travels in the body of create-org-access-token.
  'POST /api/create-org-access-token': {
    access: 'member',
    foreign: true,
    tokenInBody: true,
    request: (w, as) => ({ query: { orgId: w.orgA }, body: { token: as.token } }),
  },
  'POST /api/create-safe-only-jwt': { access: 'member', foreign: true, request: (w) => ({ query: { orgId: w.orgA } }) },

  // Organization administration.
  'GET /api/orgs/{orgId}/org-users': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: orgPath(w), query: { limit: 5 } }),
  },
  'POST /api/orgs/{orgId}/invitations': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: orgPath(w), body: { email: 'invitee@example.com', name: 'Invitee', permissions: [] } }),
  },
  // Administrators (issue 14): the owner edits the bare member (a no-op body) and, deletes being
  // last, finally removes them.
  'PUT /api/orgs/{orgId}/org-users/{id}': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: { ...orgPath(w), id: w.bare.orgUserId }, body: { permissions: [] } }),
  },
  'DELETE /api/orgs/{orgId}/org-users/{id}': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: { ...orgPath(w), id: w.bare.orgUserId } }),
  },
  'POST /api/orgs/{orgId}/delegate-tokens': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: orgPath(w), body: { orgUserId: w.bare.orgUserId } }),
  },
  'GET /api/orgs/{orgId}/auth-policy': { access: { permission: 'edit_org_users' }, request: (w) => ({ params: orgPath(w) }) },
  'PUT /api/orgs/{orgId}/auth-policy': {
    access: { permission: 'edit_org_users' },
    request: (w) => ({ params: orgPath(w), body: { requireTwoFactor: false } }),
  },
  'PUT /api/orgs/{orgId}/settings': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: orgPath(w), body: { punchCodeMode: 'disabled' } }),
  },
  'POST /api/orgs/{orgId}/sign-up-wizard': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w), body: { payPeriodType: 'week', payPeriodStarts: 0, timezone: 'UTC' } }),
  },
  'GET /api/orgs/{orgId}/audit': { access: { permission: 'view_audit' }, request: (w) => ({ params: orgPath(w), query: { limit: 5 } }) },
  // API keys (issue 36): a key with one permission the owner holds; revoking a key that does not exist is a 404.
  'GET /api/orgs/{orgId}/api-keys': { access: { permission: 'edit_settings' }, request: (w) => ({ params: orgPath(w) }) },
  'POST /api/orgs/{orgId}/api-keys': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: orgPath(w), body: { name: 'Net key', permissions: ['view_reports'] } }),
  },
  'POST /api/orgs/{orgId}/api-keys/{id}/revoke': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999 }, body: {} }),
  },
  // Connections' deliveries (issue 36, webhooks/): a connection that does not exist, so nothing is sent.
  'GET /api/orgs/{orgId}/integration/connections/{id}/deliveries': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999 }, query: { status: 'failed', limit: 5 } }),
  },
  'GET /api/orgs/{orgId}/integration/connections/{id}/deliveries/{deliveryId}': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999, deliveryId: 1 } }),
  },
  'POST /api/orgs/{orgId}/integration/connections/{id}/deliveries/{deliveryId}/replay': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999, deliveryId: 1 } }),
  },
  'POST /api/orgs/{orgId}/integration/connections/{id}/deliveries/replay-failed': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999 }, body: { since: '2026-01-05T00:00:00Z' } }),
  },
  'POST /api/orgs/{orgId}/integration/connections/{id}/test': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { ...orgPath(w), id: 999_999 } }),
  },
  'POST /api/orgs/{orgId}/bulk-import': {
    access: { permission: 'edit_settings' }, // labels' write permission
    request: (w) => ({
      params: orgPath(w),
      body: { path: 'labels', items: [{ name: 'Imported', type: 'work' }], options: { dryRun: true } },
    }),
  },

  // Sudo area and white-label partners.
  'GET /api/sudo/orgs': { access: 'sudo', request: () => ({ query: { limit: 5 } }) },
  'GET /api/sudo/org-users': { access: 'sudo', request: () => ({ query: { limit: 5 } }) },
  // The features orgA already has: the valid request changes nothing.
  'PUT /api/sudo/orgs/{orgId}/features': { access: 'sudo', request: (w) => ({ params: orgPath(w), body: { features: [...FEATURES] } }) },
  'GET /api/sudo/mail-outbox': { access: 'sudo', request: () => ({ query: { limit: 5 } }) },
  'GET /api/admin/distributors': { access: 'appAdmin', request: () => ({}) },
  'POST /api/admin/distributors': { access: 'appAdmin', request: () => ({ body: { name: 'Other', consoleName: 'Other Console' } }) },
  'PUT /api/admin/distributors/{id}': {
    access: 'appAdmin',
    request: (w) => ({ params: { id: w.distributorId }, body: { name: 'Partner', consoleName: 'Partner Console' } }),
  },
  'PUT /api/admin/orgs/{orgId}/distributor': {
    access: 'appAdmin',
    request: (w) => ({ params: orgPath(w), body: { distributorId: null } }),
  },
  'PUT /api/admin/users/{id}/distributor': {
    access: 'appAdmin',
    request: (w) => ({ params: { id: w.bare.userId }, body: { distributorId: null } }),
  },
  // The partner screen (issue 36): a distributor's admin, an app admin or a super user.
  'GET /api/partner/distributors': { access: 'appAdmin', request: () => ({}) },
  'GET /api/partner/distributors/{distributorId}/orgs': {
    access: 'appAdmin',
    request: (w) => ({ params: { distributorId: w.distributorId }, query: { limit: 5, sort: 'name' } }),
  },
  'POST /api/partner/distributors/{distributorId}/orgs': {
    access: 'appAdmin',
    request: (w) => ({
      params: { distributorId: w.distributorId },
      body: { name: 'Gamma Partner', timezone: 'UTC', ownerName: 'Gina', ownerEmail: 'gina@example.com', maxUsers: 5, maxDevices: 1 },
    }),
  },
  // orgA is no organization of the distributor: refused (404) without acting in it.
  'POST /api/partner/distributors/{distributorId}/orgs/{orgId}/act-as-owner': {
    access: 'appAdmin',
    request: (w) => ({ params: { distributorId: w.distributorId, orgId: w.orgA } }),
  },

  // Messages: the owner's own, reached by the owner's ids.
  'GET /api/orgs/{orgId}/users/{orgUserId}/messages': {
    access: 'self',
    request: (w) => ({ params: { ...orgPath(w), orgUserId: w.owner.orgUserId }, query: { limit: 5 } }),
  },
  'GET /api/users/{userId}/messages': { access: 'self', request: (w) => ({ params: { userId: w.owner.userId }, query: { limit: 5 } }) },
  'POST /api/orgs/{orgId}/users/{orgUserId}/messages/{id}/{action}': {
    access: 'self',
    request: (w) => ({ params: { ...orgPath(w), orgUserId: w.owner.orgUserId, id: w.ownerMessageId, action: 'read' } }),
  },
  'POST /api/users/{userId}/messages/{id}/{action}': {
    access: 'self',
    request: (w) => ({ params: { userId: w.owner.userId, id: w.ownerMessageId, action: 'unread' } }),
  },
  'DELETE /api/orgs/{orgId}/users/{orgUserId}/messages/{id}': {
    access: 'self',
    request: (w) => ({ params: { ...orgPath(w), orgUserId: w.owner.orgUserId, id: w.ownerMessageId } }),
  },
  'DELETE /api/users/{userId}/messages/{id}': {
    access: 'self',
    request: (w) => ({ params: { userId: w.owner.userId, id: w.ownerMessageId } }),
  },
  'POST /api/orgs/{orgId}/users/{orgUserId}/messages/test': {
    access: 'self',
    request: (w) => ({ params: { ...orgPath(w), orgUserId: w.owner.orgUserId } }),
  },
  'POST /api/feedback': { access: signedIn, foreign: true, request: (w) => ({ body: { comments: 'Robust', rating: 4, orgId: w.orgA } }) },

  // Worker lookups (issue 14, workers/lookups.routes.ts): any console user; the org unit is the net's.
  'GET /api/orgs/{orgId}/employees/readonly': {
    access: { permission: 'console' },
    request: (w) => ({ params: orgPath(w), query: { searchText: 'a', active: 'all', limit: 5 } }),
  },
  'GET /api/orgs/{orgId}/orgunits/{id}/allowed-employees': {
    access: { permission: 'console' },
    request: (w) => ({ params: { ...orgPath(w), id: w.records.orgunits?.id ?? 1 }, query: { limit: 5 } }),
  },

  // Job costing (issue 15, costing/bulk-action.routes.ts): the spec's alias of the jobs' bulk actions.
  'POST /api/orgs/{orgId}/costing/jobs/bulk-action': {
    access: { permission: 'edit_jobs' },
    request: (w) => ({ params: orgPath(w), body: { itemIds: [w.records['costing/jobs']?.id ?? 1], actionData: { action: 'activate' } } }),
  },

  // Web Push devices.
  'POST /api/orgs/{orgId}/devices/{deviceId}/register': {
    access: 'member',
    request: (w) => ({ params: { ...orgPath(w), deviceId: 'robust-device-1' }, body: { deviceType: 'WEB', fcmToken: subscription } }),
  },
  'DELETE /api/orgs/{orgId}/devices/{deviceId}': {
    access: 'member',
    request: (w) => ({ params: { ...orgPath(w), deviceId: 'robust-device-1' } }),
  },

  // Worker avatars (issue 14, workers/avatar.routes.ts), on the net's worker. The image travels as
  // the raw body, which the net cannot send: the valid request has none and is refused as not an
  // image (avatar.test.ts covers real uploads and bad bodies).
  'GET /api/orgs/{orgId}/employees/{id}/avatar': {
    access: { permission: 'console' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1 } }),
  },
  'PUT /api/orgs/{orgId}/employees/{id}/avatar': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1 } }),
  },
  'DELETE /api/orgs/{orgId}/employees/{id}/avatar': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1 } }),
  },

  // Workers' documents (issue 35, credentials/documents.routes.ts), on the net's worker. The file
  // travels as the raw body, which the net cannot send: the valid upload has none and is refused
  // as empty (documents.test.ts covers real uploads, limits and bad bodies).
  'GET /api/orgs/{orgId}/employees/{id}/documents': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1 } }),
  },
  'POST /api/orgs/{orgId}/employees/{id}/documents': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1 }, query: { name: 'licence.pdf' } }),
  },
  'GET /api/orgs/{orgId}/employees/{id}/documents/{documentId}': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1, documentId: 1 } }),
  },
  'DELETE /api/orgs/{orgId}/employees/{id}/documents/{documentId}': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.employees?.id ?? 1, documentId: 1 } }),
  },
  // Health and safety answers (issue 35, health/answers.routes.ts): the list and its CSV.
  'GET /api/orgs/{orgId}/health/answers': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: orgPath(w), query: { status: 'failed', from: '2026-01-01', to: '2026-12-31' } }),
  },
  'GET /api/orgs/{orgId}/health/answers/export': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: orgPath(w), query: { status: 'passed' } }),
  },
  // A briefing type's PDF and acknowledgments (issue 35, briefings/briefings.routes.ts), on the
  // net's briefing type. The PDF travels as the raw body, which the net cannot send: the valid
  // upload has none and is refused as empty (briefings.test.ts covers real uploads).
  'PUT /api/orgs/{orgId}/briefing/types/{id}/pdf': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records['briefing/types']?.id ?? 1 }, query: { name: 'rules.pdf' } }),
  },
  'GET /api/orgs/{orgId}/briefing/types/{id}/pdf': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records['briefing/types']?.id ?? 1 } }),
  },
  'GET /api/orgs/{orgId}/briefing/types/{id}/acknowledgments': {
    access: { permission: 'edit_settings' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records['briefing/types']?.id ?? 1 }, query: { outstanding: 'yes' } }),
  },

  // Time cards (issue 15, timecards/timecards.routes.ts), on the net's worker. The pay period
  // request is refused for its content (a Monday starts no weekly period), so it locks nothing.
  'GET /api/orgs/{orgId}/timecards/recompute': { access: { permission: 'edit_punches' }, request: (w) => ({ params: orgPath(w) }) },
  'GET /api/orgs/{orgId}/timecards/{employeeId}': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, query: { date: '2026-01-05' } }),
  },
  'PUT /api/orgs/{orgId}/pay-periods/{start}': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, start: '2026-01-05' }, body: { state: 'locked' } }),
  },
  // The time card editor and bulk edit (issue 16, timecards/timecard-edit.routes.ts): an empty save
  // and approvals of the net's worker, which change no punch.
  'GET /api/orgs/{orgId}/timecards': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), query: { date: '2026-01-05' } }),
  },
  'GET /api/orgs/{orgId}/timecards/{employeeId}/input': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, query: { date: '2026-01-05' } }),
  },
  'POST /api/orgs/{orgId}/timecards/{employeeId}/changes': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, body: { date: '2026-01-05', changes: [] } }),
  },
  'POST /api/orgs/{orgId}/timecards/{employeeId}/approve': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, body: { date: '2026-01-05' } }),
  },
  'DELETE /api/orgs/{orgId}/timecards/{employeeId}/approve': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, query: { date: '2026-01-05' } }),
  },
  'POST /api/orgs/{orgId}/timecards/bulk': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), body: { action: 'approve', employeeIds: [w.records.employees?.id ?? 1], date: '2026-01-05' } }),
  },
  // The device API (issue 16, devices/device.routes.ts): a device token, never a person's. The
  // robustness net has no paired device, so each call is refused before it reads anything (a wrong
  // code, no token); the role matrix's world pairs one (deviceAuth), and its worker has the PIN.
  'POST /api/device/v1/pair': { access: 'public', foreign: false, request: () => ({ body: { code: 'AAAAAAAA' } }) },
  'GET /api/device/v1/config': { access: 'public', foreign: false, request: (w) => ({ headers: deviceAuth(w) }) },
  'POST /api/device/v1/identify': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/punches': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      body: {
        clientId: '6f1c4c1e-2f1a-4c55-9a43-1f0e6d1f2a10',
        type: 'auto',
        at: '2026-01-05T15:00:00Z',
        identification: { method: 'pin', pin: '123412341234' },
      },
    }),
  },
  'POST /api/device/v1/missed-punch-requests': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      body: {
        clientId: '6f1c4c1e-2f1a-4c55-9a43-1f0e6d1f2a11',
        type: 'out',
        at: '2026-01-05T15:00:00Z',
        identification: { method: 'pin', pin: '123412341234' },
      },
    }),
  },
  // Settings → Devices and Manage → Geo Map (issue 16, devices-admin/): a pairing code for the
  // net's device and for a new one (the net's organization is far from its device limit).
  'POST /api/orgs/{orgId}/clocks/{id}/pairing-code': {
    access: { permission: 'edit_clocks' },
    request: (w) => ({ params: { orgId: w.orgA, id: w.records.clocks?.id ?? 1 } }),
  },
  'POST /api/orgs/{orgId}/clocks/pairing-code': {
    access: { permission: 'edit_clocks' },
    request: (w) => ({ params: orgPath(w), body: { name: `${MARKER} clock` } }),
  },
  'GET /api/orgs/{orgId}/geomap/punches': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), query: { from: '2026-01-05T00:00:00Z', to: '2026-01-12T00:00:00Z' } }),
  },
  // Manage → Clock Logs (issue 16, clocklogs/clock-logs.routes.ts): the net has no clock log, so
  // the calls on one are refused as not found and change nothing; the list and the stock photo answer.
  'GET /api/orgs/{orgId}/clocklogs': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: orgPath(w), query: { outcome: 'refused', preset: 'today' } }),
  },
  'GET /api/orgs/{orgId}/clocklogs/face-photos/{faceLogId}': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, faceLogId: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/orgs/{orgId}/clocklogs/{id}': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'GET /api/orgs/{orgId}/clocklogs/{id}/shift-data': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'POST /api/orgs/{orgId}/clocklogs/bulk-action': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: orgPath(w), body: { itemIds: [1], actionData: { action: 'reject' } } }),
  },
  'POST /api/orgs/{orgId}/clocklogs/{id}/{decision}': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1, decision: 'reject' }, body: {} }),
  },
  'POST /api/orgs/{orgId}/clocklogs/{id}/attach-punch/{punch}/{type}': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1, punch: 'new', type: 'in' }, body: { clockLogId: 1, punch: 'new', type: 'in' } }),
  },
  // The dashboard (issue 18, dashboard/dashboard.routes.ts): reads of the net's organization; a
  // decision names a clock log the net does not have, so it is refused as not found.
  'GET /api/orgs/{orgId}/dashboard/period-activity': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), query: { startDate: '2026-01-04', endDate: '2026-01-10', clockLogFailures: 'yes' } }),
  },
  'GET /api/orgs/{orgId}/dashboard/face-failure': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: orgPath(w), query: { before: '2026-01-05T08:00:00Z' } }),
  },
  'POST /api/orgs/{orgId}/dashboard/face-failure/{clockLogId}/{decision}': {
    access: { permission: 'manage_clock_logs' },
    request: (w) => ({ params: { orgId: w.orgA, clockLogId: 1, decision: 'reject' }, body: {} }),
  },
  'GET /api/orgs/{orgId}/dashboard/notifications': {
    access: 'member',
    request: (w) => ({ params: orgPath(w), query: { multiOrg: 'no' } }),
  },
  // Manage → Punches and Missed Punches (issue 16, punches/punches.routes.ts): the net's punch
  // calls name a worker of the net (or none); missed-punch calls answer 403 while the organization
  // does not take missed-punch requests, and change nothing.
  'GET /api/orgs/{orgId}/punches': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), query: { preset: 'today', limit: 5 } }),
  },
  'GET /api/orgs/{orgId}/punches/{id}': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'POST /api/orgs/{orgId}/punches': {
    access: { permission: 'edit_punches' },
    request: (w) => ({
      params: orgPath(w),
      body: { employeeId: w.records.employees?.id ?? 1, type: 'in', at: '2026-01-05T08:00:00Z', note: `${MARKER} punch` },
    }),
  },
  'PUT /api/orgs/{orgId}/punches/{id}': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { note: `${MARKER} note`, version: 1 } }),
  },
  'DELETE /api/orgs/{orgId}/punches/{id}': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, query: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/punches/bulk-action': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), body: { itemIds: [1], actionData: { action: 'flag' } } }),
  },
  'GET /api/orgs/{orgId}/missed-punches': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), query: { limit: 5 } }),
  },
  'POST /api/orgs/{orgId}/missed-punches/bulk-action': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: orgPath(w), body: { itemIds: [1], actionData: { action: 'reject' } } }),
  },
  'POST /api/orgs/{orgId}/missed-punches/{id}/{decision}': {
    access: { permission: 'edit_punches' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1, decision: 'reject' }, body: {} }),
  },
  // Open shift claims and the worker's schedule at the clock (issue 19, schedule-claims/): the
  // device calls are refused before they read anything (no paired device), like the others.
  'POST /api/device/v1/schedule': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/schedule/seen': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' }, through: 1 } }),
  },
  'POST /api/device/v1/open-shifts': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/open-shifts/{shiftId}/claim': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), params: { shiftId: 1 }, body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/open-shifts/{shiftId}/withdraw': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), params: { shiftId: 1 }, body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  // Time off at the clock (issue 20, time-off/device-time-off.routes.ts): refused before anything
  // is read (no paired device), like the other device calls.
  'POST /api/device/v1/time-off': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/time-off/quote': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      body: { identification: { method: 'pin', pin: '123412341234' }, codeId: 1, startDate: '2026-11-30', endDate: '2026-11-30' },
    }),
  },
  'POST /api/device/v1/time-off/requests': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      body: {
        identification: { method: 'pin', pin: '123412341234' },
        codeId: 1,
        startDate: '2026-11-30',
        endDate: '2026-11-30',
        clientId: '6f1c4c1e-2f1a-4c55-9a43-1f0e6d1f2a12',
      },
    }),
  },
  'POST /api/device/v1/time-off/requests/{id}/cancel': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), params: { id: 1 }, body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  // Reports (reports/reports.routes.ts): every report shares these routes; totals stands for them.
  // A run is kept (that is the point), so a valid run adds a run row and nothing else.
  'POST /api/orgs/{orgId}/reports/{report}': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, report: 'totals' }, body: { groupBy: 'department' } }),
  },
  'POST /api/orgs/{orgId}/reports/{report}/async': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, report: 'totals' }, body: {} }),
  },
  'GET /api/orgs/{orgId}/reports/{report}/async/{key}/poll': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, report: 'totals', key: '999999' } }),
  },
  'POST /api/orgs/{orgId}/reports/{report}/export': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, report: 'totals' }, query: { format: 'csv' }, body: {} }),
  },
  'GET /api/orgs/{orgId}/reports/runs/{runId}/file': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, runId: 999999 } }),
  },
  // Pay stubs (issue 33, payroll/stubs): a summary that does not exist, so nothing is read.
  'GET /api/orgs/{orgId}/payroll/runs/{id}/summaries/{paySummaryId}/stub': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999, paySummaryId: 999999 } }),
  },
  // My pay at the clock (devices/device-pay-stubs.routes.ts): refused before anything is read
  // (no paired device), like the other device calls.
  'POST /api/device/v1/pay-stubs': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/pay-stubs/{paySummaryId}': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      params: { paySummaryId: 1 },
      body: { identification: { method: 'pin', pin: '123412341234' } },
    }),
  },
  // Memorized reports (reports/templates): a valid create keeps a private template; the others
  // name a template that does not exist, so they change nothing.
  'GET /api/orgs/{orgId}/reports/templates': { access: { permission: 'view_reports' }, request: (w) => ({ params: orgPath(w) }) },
  'POST /api/orgs/{orgId}/reports/templates': {
    access: { permission: 'view_reports' },
    request: (w) => ({
      params: orgPath(w),
      body: { report: 'totals', name: `${MARKER} weekly`, params: {}, sharedWith: [], schedule: null },
    }),
  },
  'GET /api/orgs/{orgId}/reports/templates/{templateId}': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, templateId: 999999 } }),
  },
  'PUT /api/orgs/{orgId}/reports/templates/{templateId}': {
    access: { permission: 'view_reports' },
    request: (w) => ({
      params: { orgId: w.orgA, templateId: 999999 },
      body: { report: 'totals', name: 'Renamed', params: {}, sharedWith: [], schedule: null, version: 1 },
    }),
  },
  'DELETE /api/orgs/{orgId}/reports/templates/{templateId}': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, templateId: 999999 }, query: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/reports/templates/{templateId}/send': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, templateId: 999999 } }),
  },
  'GET /api/orgs/{orgId}/reports/runs': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: orgPath(w), query: { limit: 10 } }),
  },
  'GET /api/orgs/{orgId}/reports/runs/{runId}': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, runId: 999999 } }),
  },
  'POST /api/orgs/{orgId}/reports/runs/{runId}/compare': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, runId: 999999 } }),
  },
  'DELETE /api/orgs/{orgId}/reports/runs/{runId}': {
    access: { permission: 'view_reports' },
    request: (w) => ({ params: { orgId: w.orgA, runId: 999999 } }),
  },
  // Time off balances (issue 20, time-off/time-off.routes.ts): read only.
  'GET /api/orgs/{orgId}/timeoff/balances': {
    access: { permission: 'manage_pto' },
    request: (w) => ({ params: orgPath(w), query: { asOf: '2026-11-25' } }),
  },
  'GET /api/orgs/{orgId}/timeoff/balances/{employeeId}': {
    access: { permission: 'manage_pto' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: w.records.employees?.id ?? 1 }, query: { asOf: '2026-11-25' } }),
  },
  'GET /api/orgs/{orgId}/schedule/claims': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w), query: { status: 'pending' } }),
  },
  'POST /api/orgs/{orgId}/schedule/claims/{id}/{decision}': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1, decision: 'reject' }, body: {} }),
  },
  // The schedule board and its shifts (issue 19, schedule/): requests refused for their content
  // (a shift that does not exist, a range with nothing to publish) so valid calls change nothing.
  'GET /api/orgs/{orgId}/schedule/board': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w), query: { from: '2026-11-23', to: '2026-11-29' } }),
  },
  'POST /api/orgs/{orgId}/schedule/shifts': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w), body: { employeeId: null, start: '2026-11-24T09:00:00Z', end: '2026-11-24T08:00:00Z' } }),
  },
  'GET /api/orgs/{orgId}/schedule/shifts/{id}': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'PUT /api/orgs/{orgId}/schedule/shifts/{id}': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { note: 'Inventory' } }),
  },
  'DELETE /api/orgs/{orgId}/schedule/shifts/{id}': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'GET /api/orgs/{orgId}/schedule/shifts/{id}/history': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'POST /api/orgs/{orgId}/schedule/shifts/actions/copy': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w), body: { from: '2000-01-03', to: '2000-01-09', days: 7 } }),
  },
  'POST /api/orgs/{orgId}/schedule/publish': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w), body: { from: '2000-01-03', to: '2000-01-09' } }),
  },
  'GET /api/orgs/{orgId}/schedule/publications': {
    access: { permission: 'manage_schedule' },
    request: (w) => ({ params: orgPath(w) }),
  },
  // Pay runs (issue 33, payroll/runs/pay-runs.routes.ts). Creating one pays nobody (no such worker:
  // refused for its content); the transitions name a run that does not exist.
  'POST /api/orgs/{orgId}/payroll/runs/preview': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: orgPath(w), body: { kind: 'regular', periodStart: '2026-01-05' } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({
      params: orgPath(w),
      body: { kind: 'off_cycle', periodStart: '2026-01-05', selection: { employeeIds: [999_999_999] } },
    }),
  },
  'GET /api/orgs/{orgId}/payroll/runs': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: orgPath(w), query: { state: 'calculated', year: 2026 } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs/{id}/calculate': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs/{id}/recalculate': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs/{id}/approve': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs/{id}/finalize': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/payroll/runs/{id}/reopen': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, body: { version: 1 } }),
  },
  'DELETE /api/orgs/{orgId}/payroll/runs/{id}': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 }, query: { version: 1 } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}/stale': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}/summaries': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1 } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}/summaries/{paySummaryId}': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 1, paySummaryId: 1 } }),
  },
  // Pay run exports (issue 33, payroll/exports): a run that does not exist, so nothing is written.
  'POST /api/orgs/{orgId}/payroll/runs/{id}/exports': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999 }, body: { format: 'adp' } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}/exports': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999 } }),
  },
  'GET /api/orgs/{orgId}/payroll/runs/{id}/exports/{exportId}/file': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999, exportId: 999999 } }),
  },
  // A pay period's export without a run: a period long before any punch (nothing to export).
  'POST /api/orgs/{orgId}/payroll/exports/preview': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: orgPath(w), body: { periodStart: '2020-01-08' } }),
  },
  'POST /api/orgs/{orgId}/payroll/exports': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: orgPath(w), body: { format: 'adp', periodStart: '2020-01-08' } }),
  },
  'GET /api/orgs/{orgId}/payroll/exports/{exportId}/file': {
    access: { permission: 'manage_payroll' },
    request: (w) => ({ params: { orgId: w.orgA, exportId: 999999 } }),
  },
  // Attendance discipline (issue 34): the world's organizations run it and have no policy.
  'GET /api/orgs/{orgId}/discipline/infractions': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: orgPath(w), query: { from: '2020-01-01', to: '2020-01-31' } }),
  },
  // A key of a worker that does not exist: refused (400), nothing excused.
  'POST /api/orgs/{orgId}/discipline/infractions/excuse': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: orgPath(w), body: { keys: ['w999999:late:s1'], reason: 'Excused' } }),
  },
  'POST /api/orgs/{orgId}/discipline/infractions/reinstate': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: orgPath(w), body: { keys: ['w999999:late:s1'] } }),
  },
  'GET /api/orgs/{orgId}/discipline/events': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: orgPath(w), query: { status: 'all' } }),
  },
  'POST /api/orgs/{orgId}/discipline/events/{eventId}/acknowledge': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: { orgId: w.orgA, eventId: 999999 }, body: { note: 'Seen', version: 1 } }),
  },
  // No policy has thresholds: nothing is raised.
  'POST /api/orgs/{orgId}/discipline/events/evaluate': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: orgPath(w) }),
  },
  'GET /api/orgs/{orgId}/discipline/ledger/{employeeId}': {
    access: { permission: 'manage_discipline' },
    request: (w) => ({ params: { orgId: w.orgA, employeeId: 999999 } }),
  },
  'POST /api/device/v1/discipline': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/discipline/events/{id}/acknowledge': {
    access: 'public',
    foreign: false,
    request: (w) => ({ params: { id: 999999 }, headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  // Messaging (issue 35, messaging/): a message to a worker that does not exist is refused (400),
  // and the world's organizations have no message to change (404): nothing is written or sent.
  'GET /api/orgs/{orgId}/messaging/messages': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: orgPath(w), query: { status: 'sent' } }),
  },
  'GET /api/orgs/{orgId}/messaging/messages/{id}': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999 } }),
  },
  'POST /api/orgs/{orgId}/messaging/messages': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: orgPath(w), body: { subject: 'Hello', body: 'Hello', employeeIds: [999999] } }),
  },
  'PUT /api/orgs/{orgId}/messaging/messages/{id}': {
    access: { permission: 'edit_employees' },
    request: (w) => ({
      params: { orgId: w.orgA, id: 999999 },
      body: { subject: 'Hello', body: 'Hello', employeeIds: [999999], version: 1 },
    }),
  },
  'POST /api/orgs/{orgId}/messaging/messages/{id}/cancel': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999 }, body: { version: 1 } }),
  },
  'POST /api/orgs/{orgId}/messaging/messages/{id}/resend': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: { orgId: w.orgA, id: 999999 }, body: {} }),
  },
  'GET /api/orgs/{orgId}/messaging/recipients': {
    access: { permission: 'edit_employees' },
    request: (w) => ({ params: orgPath(w), query: { status: 'unread' } }),
  },
  'POST /api/device/v1/messages': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/messages/{id}/read': {
    access: 'public',
    foreign: false,
    request: (w) => ({ params: { id: 999999 }, headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/messages/{id}/acknowledge': {
    access: 'public',
    foreign: false,
    request: (w) => ({ params: { id: 999999 }, headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  // The clock's briefing step (briefings/device-briefings.routes.ts): refused before anything is
  // read without a paired device.
  'POST /api/device/v1/briefings': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/briefings/{id}/acknowledge': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      params: { id: 999999 },
      headers: deviceAuth(w),
      body: { identification: { method: 'pin', pin: '123412341234' }, at: new Date().toISOString(), answers: [] },
    }),
  },
  'POST /api/device/v1/briefings/{id}/pdf': {
    access: 'public',
    foreign: false,
    request: (w) => ({ params: { id: 999999 }, headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  // The clock's credential step (credentials/device-credentials.routes.ts): refused before anything
  // is read without a paired device; the photo of a type nobody asks for changes nothing.
  'POST /api/device/v1/credentials/problems': {
    access: 'public',
    foreign: false,
    request: (w) => ({ headers: deviceAuth(w), body: { identification: { method: 'pin', pin: '123412341234' } } }),
  },
  'POST /api/device/v1/credentials/photo': {
    access: 'public',
    foreign: false,
    request: (w) => ({
      headers: deviceAuth(w),
      body: { identification: { method: 'pin', pin: '123412341234' }, typeId: 999999, photo: '/9j/4AAQ' },
    }),
  },
  // Billing (issue 36, billing/): the world's organizations are on their free trial, so invoices
  // are refused (403) and a start with a stale version changes nothing (409).
  'GET /api/orgs/{orgId}/billing/subscription': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w) }),
  },
  'POST /api/orgs/{orgId}/billing/subscription/start': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w), body: { planId: 'standard', seats: 50, version: 999999 } }),
  },
  'PUT /api/orgs/{orgId}/billing/subscription': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w), body: { planId: 'standard', seats: 50, version: 999999 } }),
  },
  // Built-in invoices have no payment page: 404, nothing called.
  'POST /api/orgs/{orgId}/billing/payment-page': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w) }),
  },
  'GET /api/orgs/{orgId}/billing/invoices': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: orgPath(w) }),
  },
  'GET /api/orgs/{orgId}/billing/invoices/{invoiceId}/pdf': {
    access: { permission: 'manage_subscription' },
    request: (w) => ({ params: { orgId: w.orgA, invoiceId: 999999 } }),
  },
  // Members may not mark invoices paid (support, distributors, app administrators only).
  'POST /api/orgs/{orgId}/billing/invoices/{invoiceId}/mark-paid': {
    access: 'member',
    request: (w) => ({ params: { orgId: w.orgA, invoiceId: 999999 }, body: { version: 1 } }),
  },
  // Stripe is not configured in the world: 404 before the body is read; signed events are tested
  // in billing/stripe-webhook.test.ts.
  'POST /api/billing/stripe/webhook': { access: 'public', foreign: false, request: () => ({ body: { id: 'evt_1' } }) },
};

/** Every described operation: the list above and the generic collections and settings. */
export const OPERATIONS: Record<string, OperationDescription> = { ...DESCRIBED, ...describeCollections() };
