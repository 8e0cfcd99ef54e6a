import { clockDefaultsSettings, devicesResource } from '@punchline/contracts';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error';
import { getSettings } from '../resources/settings.service';
import { changeInAction } from '../resources/resource.service';
import { defineServerResource, type ActionHandler, type ResourceHooks } from '../resources/server-resources';

// Devices (Settings → Devices): what a clock says of itself is read-only here (computed columns
// over the table's own columns); Revoke refuses the device for good until a new pairing.

const STATUS_FIELDS = { status: { type: 'text', label: 'Status' } } as const;

/** Revoked at once: its tokens and pending codes are deleted, so its next call is refused. */
const revoke: ActionHandler = (ctx, record) => {
  const id = record.id as number;
  const { trx } = ctx;
  return changeInAction(ctx, record, {
    fields: STATUS_FIELDS,
    trail: (before) => ({ before: { status: before.status }, after: { status: 'revoked' } }),
    write: async () => {
      await trx.deleteFrom('device_tokens').where('device_id', '=', id).where('org_id', '=', ctx.orgId).execute();
      await trx.deleteFrom('device_pairing_codes').where('device_id', '=', id).where('org_id', '=', ctx.orgId).execute();
      await trx
        .updateTable('devices')
        .set((eb) => ({ status: 'revoked', revoked_at: sql<Date>`now()`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('org_id', '=', ctx.orgId)
        .execute();
    },
  });
};

export const PERSONAL_CLOCKS_OFF =
  'Personal clocks are turned off. Turn on Personal Clocks Allowed in Settings → Devices → Defaults, or leave Worker empty for a shared clock.';
export const PERSONAL_CLOCK_PAIRED = 'This clock is paired. Revoke it and pair it again to change whose clock it is.';

/**
 * A device with a worker is that worker's own clock (issue 17): only when the organization allows
 * personal clocks, and its worker changes only while it is not paired (a paired phone keeps
 * punching for whom it was given to until it is revoked).
 */
const checkPersonalClock: ResourceHooks['beforeSave'] = async (ctx, values, current) => {
  const worker = values.employeeId ?? null;
  const before = current?.employeeId ?? null;
  if (worker === before) return;
  if (current && current.status === 'active') throw ApiError.fields({ employeeId: [PERSONAL_CLOCK_PAIRED] });
  if (worker === null) return;
  const defaults = await getSettings(ctx.trx, clockDefaultsSettings, ctx.orgId);
  if (defaults.personalClocksAllowed !== true) throw ApiError.fields({ employeeId: [PERSONAL_CLOCKS_OFF] });
};

export const devicesServer = defineServerResource(devicesResource, {
  hooks: { beforeSave: checkPersonalClock },
  computed: {
    status: () => sql`r.status`,
    lastSeenAt: () => sql`to_char(r.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    appVersion: () => sql`r.app_version`,
    platform: () => sql`r.platform`,
    pairedAt: () => sql`to_char(r.paired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  actions: { revoke },
});
