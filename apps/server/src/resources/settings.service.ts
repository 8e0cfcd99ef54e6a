import { defaultsOf, INVALID_CHOICE, validateRecord, type SettingsDef } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Caller } from './access';
import { pointsNowhere } from './checks';
import { storeFor } from './settings-stores';
import type { Row } from './sql';
import { updateWith, type RecordKind } from './write-core';
import { tellObservers, type SaveOptions } from './save-events';

type Loaded = { values: Row; version: number };

/** The stored values over the defaults; version 0 means never saved. */
async function load(trx: TenantTx, def: SettingsDef, orgId: number, lock: boolean): Promise<Loaded> {
  if (lock) {
    // The row to lock must exist: the first save of an organization creates it at version 0.
    await sql`insert into org_settings_records (org_id, path) values (${orgId}, ${def.path}) on conflict do nothing`.execute(trx);
  }
  const query = trx.selectFrom('org_settings_records').select(['data', 'version']).where('org_id', '=', orgId).where('path', '=', def.path);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  const stored = await storeFor(def.path).load(trx, orgId, (row?.data ?? {}) as Row);
  const values = { ...defaultsOf(def.fields) };
  for (const name of Object.keys(def.fields)) if (stored[name] !== undefined) values[name] = stored[name];
  return { values, version: row?.version ?? 0 };
}

// Both run inside the caller's tenant transaction (resources/access.ts withResource).

export async function getSettings(trx: TenantTx, def: SettingsDef, orgId: number): Promise<Row> {
  const { values, version } = await load(trx, def, orgId, false);
  return { ...values, version };
}

/** Validates the input over the current values, refuses a stale version, saves, audits and tells the save's observers. */
export async function saveSettings(
  trx: TenantTx,
  def: SettingsDef,
  orgId: number,
  version: number | undefined,
  input: Row,
  caller: Caller,
  options: SaveOptions = { denorm: false },
): Promise<Row> {
  const kind: RecordKind<Loaded & { id: number }> = {
    kind: def.kind,
    fields: def.fields,
    notFound: 'Not found.', // never: loading to change makes the row
    // The record of the organization's settings at this path, by the organization's id.
    read: async (at, _id, lock) => ({ ...(await load(at.trx, def, at.orgId, lock)), id: orgId }),
    trail: (loaded) => loaded.values,
    associated: () => [],
  };
  let current = null as Loaded | null;
  const saved = await updateWith(
    { trx, orgId, actor: caller.actor },
    kind,
    { id: orgId, version },
    {
      plan: (before) => {
        current = before;
        return validateRecord(def, input, before.values);
      },
      check: async ({ values, errors }, before) => {
        for (const [name, field] of Object.entries(def.fields)) {
          // A default for new workers must name a record that exists (every new worker would fail otherwise).
          if (!errors[name] && (await pointsNowhere(trx, orgId, field, values[name], before!.values[name])))
            errors[name] = [INVALID_CHOICE];
        }
        return errors;
      },
      write: async ({ values }, before) => {
        await storeFor(def.path).save(trx, orgId, values);
        const row = await trx
          .updateTable('org_settings_records')
          .set({ data: JSON.stringify(values), version: before.version + 1, updated_at: sql<Date>`now()` })
          .where('org_id', '=', orgId)
          .where('path', '=', def.path)
          .returning('version')
          .executeTakeFirstOrThrow();
        return { id: orgId, values, version: row.version };
      },
    },
  );
  const values = saved.values;
  const changed = Object.keys(values).filter((k) => JSON.stringify(values[k]) !== JSON.stringify(current!.values[k]));
  await tellObservers(options, { trx, def, orgId, userId: caller.access.userId, changedFields: changed });
  return { ...values, version: saved.version };
}
