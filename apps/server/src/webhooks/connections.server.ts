import { connectionsResource } from '@punchline/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { isRestricted } from '../orgs/org-access';
import { changeInAction } from '../resources/resource.service';
import { defineServerResource, type ActionHandler } from '../resources/server-resources';
import { queueConnection } from './emit';

// Connections (Settings → Integrations → Connections): the toolkit keeps name, address, events and
// the enabled flag with versions and audit; this half makes the signing secret (never audited)
// and rolls it, and sends a connection's waiting events when it is enabled again.

/** A connection sends every worker's events: an administrator limited by labels may not aim one. */
export const RESTRICTED_CONNECTIONS =
  'Connections send the events of every worker: an administrator with label restrictions cannot manage them.';

/** A Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const setSecret = (trx: TenantTx, orgId: number, id: number) =>
  trx.updateTable('webhook_connections').set({ secret: newSigningSecret() }).where('org_id', '=', orgId).where('id', '=', id).execute();

const SECRET_FIELDS = { secret: { type: 'text', label: 'Signing Secret' } } as const;

/** A new secret at once: every delivery from now on, retries of earlier events too, is signed with it. */
const rollSecret: ActionHandler = (ctx, record) =>
  changeInAction(ctx, record, {
    fields: SECRET_FIELDS,
    // The trail says it was rolled, never what it was or is.
    trail: () => ({ before: { secret: '********' }, after: { secret: 'rolled' } }),
    write: async () => {
      await setSecret(ctx.trx, ctx.orgId, record.id as number);
      await ctx.trx
        .updateTable('webhook_connections')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
        .where('org_id', '=', ctx.orgId)
        .where('id', '=', record.id as number)
        .execute();
    },
  });

export const connectionsServer = defineServerResource(connectionsResource, {
  computed: { secret: () => sql`r.secret` },
  hooks: {
    afterSave: async (ctx, saved, before) => {
      const id = saved.id as number;
      if (!before) await setSecret(ctx.trx, ctx.orgId, id);
      else if (saved.active === true && before.active !== true) await queueConnection(ctx.trx, ctx.orgId, id);
    },
  },
  actions: { rollSecret },
  refuseChanges: (caller) => (isRestricted(caller.access.restrictions) ? RESTRICTED_CONNECTIONS : null),
});
