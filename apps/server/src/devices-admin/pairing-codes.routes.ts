import {
  devicesResource,
  newDevicePairingAnswerSchema,
  newDevicePairingBodySchema,
  orgIdParamsSchema,
  pairingCodeAnswerSchema,
  resourceIdParamsSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { callerOf } from '../resources/access';
import { withDbErrors } from '../resources/db-errors';
import { createRecord } from '../resources/resource.service';
import { makePairingCode } from './pairing-codes.service';

// Pairing codes (Settings → Devices): edit_clocks, or setup_clocks, whose holders set clocks up
// without console access (SPEC section 6): they may make a device and its code, nothing else.

const def = devicesResource;

function requireClockSetup(access: OrgAccess): void {
  if (!access.permissions.includes('edit_clocks') && !access.permissions.includes('setup_clocks')) throw ApiError.forbidden();
}

export async function pairingCodeRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = [def.path];
  app.post(
    '/orgs/:orgId/clocks/:id/pairing-code',
    { schema: { tags, params: resourceIdParamsSchema, response: { 200: pairingCodeAnswerSchema } } },
    async (request) => {
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const { orgId, id } = request.params;
      const result = await withOrg(ctx.db, identity, orgId, { mode: 'write' }, (trx, access) => {
        requireClockSetup(access);
        return makePairingCode(trx, orgId, id, new Date(ctx.clock.now()));
      });
      return { result };
    },
  );

  // A new device and its first code in one step: what a setup_clocks holder needs at a new clock.
  app.post(
    '/orgs/:orgId/clocks/pairing-code',
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        body: newDevicePairingBodySchema,
        response: { 200: newDevicePairingAnswerSchema },
      },
    },
    async (request) => {
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const { orgId } = request.params;
      const result = await withDbErrors(def, () =>
        withOrg(ctx.db, identity, orgId, { mode: 'write' }, async (trx, access) => {
          requireClockSetup(access);
          const device = await createRecord(trx, def, orgId, request.body, callerOf(identity, access, ctx));
          return { device, ...(await makePairingCode(trx, orgId, device.id as number, new Date(ctx.clock.now()))) };
        }),
      );
      return { result };
    },
  );
}
