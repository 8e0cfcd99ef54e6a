import {
  employeeIdParamsSchema,
  orgIdParamsSchema,
  timeOffBalancesAnswerSchema,
  timeOffBalancesQuerySchema,
  workerLedgersAnswerSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { balances, workerLedgers } from './balances.service';
import { orgToday } from './requests.server';
import { requireTimeOff } from './time-off-gate';

// Time off balances for the console (issue 20): read in a writing transaction, since a policy
// earned per hour worked reads time cards, and a card computed on the way is cached.

const tags = ['timeoff'];
export async function timeOffRoutes(app: App, ctx: AppContext): Promise<void> {
  /** GET timeoff/balances?asOf=&searchText=: each worker's balance of each code they have a ledger of. */
  app.get(
    '/orgs/:orgId/timeoff/balances',
    {
      schema: { tags, params: orgIdParamsSchema, querystring: timeOffBalancesQuerySchema, response: { 200: timeOffBalancesAnswerSchema } },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const results = await withOrg(ctx.db, identity, orgId, { mode: 'write', permission: 'manage_pto' }, async (trx) => {
        await requireTimeOff(trx, orgId);
        const now = ctx.clock.now();
        return balances(trx, orgId, request.query.asOf ?? (await orgToday(trx, orgId, now)), request.query.searchText, now);
      });
      return { results };
    },
  );

  /** GET timeoff/balances/{employeeId}?asOf=: the worker's ledgers, every entry with why it exists. */
  app.get(
    '/orgs/:orgId/timeoff/balances/:employeeId',
    {
      schema: {
        tags,
        params: employeeIdParamsSchema,
        querystring: timeOffBalancesQuerySchema,
        response: { 200: workerLedgersAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, employeeId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const results = await withOrg(ctx.db, identity, orgId, { mode: 'write', permission: 'manage_pto' }, async (trx) => {
        await requireTimeOff(trx, orgId);
        const now = ctx.clock.now();
        return workerLedgers(trx, orgId, employeeId, request.query.asOf ?? (await orgToday(trx, orgId, now)), now);
      });
      return { results };
    },
  );
}
