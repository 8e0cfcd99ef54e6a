import {
  clockLogDecisionBodySchema,
  decisionResponseSchema,
  faceFailureAnswerSchema,
  faceFailureDecisionParamsSchema,
  faceFailureQuerySchema,
  notificationFeedQuerySchema,
  notificationFeedSchema,
  orgIdParamsSchema,
  periodActivityAnswerSchema,
  periodActivityQuerySchema,
} from '@punchline/contracts';
import { epochFromLocal, hasPermission } from '@punchline/domain';
import { requireIdentity } from '../auth/identity';
import { decideAndAnswer } from '../clocklogs/decisions.service';
import { nextFaceFailure } from '../clocklogs/face-failure.service';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { notificationFeed } from './notification-feed.service';
import { periodActivity } from './period-activity.service';

// The dashboard's calls (SPEC section 7 Dashboard, issue 18): pay period activity, face failures
// to review one after another, and the notification feed. Each checks its panel's gate of
// section 6 here, on the server: the console hiding a panel is only comfort.

const tags = ['dashboard'];
export const FACE_FEATURE_MISSING = 'This organization does not have face recognition.';
export const NEEDS_PUNCHES_AND_REPORTS = 'The pay period panels need the Edit Punches and View Reports permissions.';

function requireFace(access: OrgAccess): void {
  if (!access.features.includes('face')) throw ApiError.forbidden(FACE_FEATURE_MISSING);
}

/** A cursor instant: as given when it has an offset, else the local time in the zone. */
async function instantOf(value: string | undefined, zone: () => Promise<string>): Promise<Date | undefined> {
  if (value === undefined) return undefined;
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  return new Date(epochFromLocal(value.slice(0, 19), await zone()) * 1000);
}

export async function dashboardRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;

  app.get(
    '/orgs/:orgId/dashboard/period-activity',
    {
      schema: {
        tags,
        summary: 'Hours, exceptions and failed clock attempts per day of a range (the pay period panels)',
        description: 'Needs edit_punches and view_reports. At most 62 days; hours come from the same time cards as the time card screen.',
        params: orgIdParamsSchema,
        querystring: periodActivityQuerySchema,
        response: { 200: periodActivityAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { startDate, endDate, clockLogFailures } = request.query;
      const identity = requireIdentity(request, secrets.tokens);
      // Writes only the time card cache (cards computed for the first time).
      const periodActivityRows = await withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_punches' }, (trx, access) => {
        if (!hasPermission(access.permissions, 'view_reports')) throw ApiError.forbidden(NEEDS_PUNCHES_AND_REPORTS);
        // Failed attempts are clock logs: only for those who may review them.
        const failures = clockLogFailures === 'yes' && hasPermission(access.permissions, 'manage_clock_logs');
        return periodActivity(trx, orgId, { startDate, endDate, clockLogFailures: failures }, Math.floor(ctx.clock.now() / 1000));
      });
      return { periodActivity: periodActivityRows };
    },
  );

  app.get(
    '/orgs/:orgId/dashboard/face-failure',
    {
      schema: {
        tags,
        summary: 'The newest undecided face failure, or the nearest one before or after an instant',
        description: 'Needs manage_clock_logs and the face feature. faceFailure is null when there is none (in that direction).',
        params: orgIdParamsSchema,
        querystring: faceFailureQuerySchema,
        response: { 200: faceFailureAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const faceFailure = await withOrg(db, identity, orgId, { mode: 'read', permission: 'manage_clock_logs' }, async (trx, access) => {
        requireFace(access);
        const { before, after, timezone } = request.query;
        const zone = async () =>
          timezone ?? (await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow()).timezone;
        // A local time read in an unknown zone is the caller's mistake: a field error, not a 500.
        const cursor = await Promise.all([instantOf(before, zone), instantOf(after, zone)]).catch(() => {
          throw ApiError.fields({ timezone: ['must be a time zone.'] });
        });
        return nextFaceFailure(trx, orgId, undefined, { before: cursor[0], after: cursor[1] });
      });
      return { faceFailure };
    },
  );

  app.post(
    '/orgs/:orgId/dashboard/face-failure/:clockLogId/:decision',
    {
      schema: {
        tags,
        summary: 'Approves or rejects a face failure and answers the next one',
        description:
          'Body {employee?}: the worker of an attempt nobody was recognised in (needed to approve it). Answers the Decision response: ' +
          '{shiftData (with mayConvertToPunch), department, labels, faceFailure}.',
        params: faceFailureDecisionParamsSchema,
        body: clockLogDecisionBodySchema,
        response: { 200: decisionResponseSchema },
      },
    },
    async (request) => {
      const { orgId, clockLogId, decision } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, { mode: 'write', permission: 'manage_clock_logs' }, (trx, access) => {
        requireFace(access);
        const input = { decision, employee: request.body?.employee, version: request.body?.version };
        return decideAndAnswer(trx, orgId, clockLogId, input, { identity, access }, true);
      });
    },
  );

  app.get(
    '/orgs/:orgId/dashboard/notifications',
    {
      schema: {
        tags,
        summary: 'The notification feed: five groups, each with count, the newest ids and hasMore',
        description: 'multiOrg=no: notification messages of this organization only (else of all the caller’s organizations).',
        params: orgIdParamsSchema,
        querystring: notificationFeedQuerySchema,
        response: { 200: notificationFeedSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, { mode: 'read' }, (trx, access) =>
        notificationFeed(trx, orgId, access, request.query.multiOrg === 'yes', ctx.clock.now()),
      );
    },
  );
}
