import {
  claimAnswerSchema,
  claimDecisionParamsSchema,
  claimDecisionSchema,
  claimListAnswerSchema,
  claimListQuerySchema,
  orgIdParamsSchema,
} from '@punchline/contracts';
import type { Permission } from '@punchline/domain';
import { requireIdentity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { decideClaim, listClaims } from './claims.service';
import { SCHEDULE_OFF, scheduleGate } from './schedule-gate';

// Manage → Schedules → Claims (issue 19): manage_schedule, the schedule feature with a shift mode
// other than default, label restrictions by row-level security (withOrg).

const tags = ['schedule'];
const MANAGE: Permission = 'manage_schedule';

/** The organization's zone, once the schedule is known to be on (else 403). */
async function scheduling(trx: TenantTx, orgId: number): Promise<string> {
  const gate = await scheduleGate(trx, orgId);
  if (!gate.enabled) throw ApiError.forbidden(SCHEDULE_OFF);
  return gate.timeZone;
}

export async function scheduleClaimsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);

  app.get(
    '/orgs/:orgId/schedule/claims',
    {
      schema: {
        tags,
        summary: "Workers' claims of open shifts",
        description:
          'Pending by default (earliest shift first), with the shift as published, other pending claims of it and the conflicts approving would make (shifts of the worker it overlaps).',
        params: orgIdParamsSchema,
        querystring: claimListQuerySchema,
        response: { 200: claimListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withOrg(db, identityOf(request), orgId, { mode: 'read', permission: MANAGE }, async (trx) => {
        const timeZone = await scheduling(trx, orgId);
        return { results: await listClaims(trx, orgId, timeZone, request.query.status), supplementalData: {} };
      });
    },
  );

  app.post(
    '/orgs/:orgId/schedule/claims/:id/:decision',
    {
      schema: {
        tags,
        summary: 'Approves or rejects a claim of an open shift',
        description:
          'approve gives the shift to the worker in the draft, publishes it for them and rejects the other pending claims of it; ' +
          '400 naming the conflict when it would double-book them, 409 when the shift is no longer open, the claim was decided, or its version changed.',
        params: claimDecisionParamsSchema,
        body: claimDecisionSchema,
        response: { 200: claimAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id, decision } = request.params;
      const identity = identityOf(request);
      const result = await withOrg(db, identity, orgId, { mode: 'write', permission: MANAGE }, async (trx, access) => {
        await scheduling(trx, orgId);
        return decideClaim(trx, orgId, access.userId, id, { decision, note: request.body?.note, version: request.body?.version });
      });
      return { result };
    },
  );
}
