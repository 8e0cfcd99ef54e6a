import { defaultsOf, INVALID_CHOICE, validateRecord, type SettingsDef } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Caller } from './access';
import { pointsNowhere } from './checks';
import { readSettingsFacts, storeFor, type OrgSettingsFacts } from './settings-stores';
import type { Row } from './sql';
import { updateWith, type RecordKind } from './write-core';
import { tellObservers, type SaveOptions } from './save-events';

type Loaded = { values: Row; version: number };

/** A record's stored values over its defaults, from facts read with it; version 0 means never saved. */
function valuesOf(def: SettingsDef, facts: OrgSettingsFacts): Loaded {
  const record = facts.records[def.path];
  const stored = storeFor(def.path).load(facts, record?.data ?? {});
  const values = { ...defaultsOf(def.fields) };
  for (const name of Object.keys(def.fields)) if (stored[name] !== undefined) values[name] = stored[name];
  return { values, version: record?.version ?? 0 };
}

/** The stored values over the defaults; version 0 means never saved. */
async function load(trx: TenantTx, def: SettingsDef, orgId: number, lock: boolean): Promise<Loaded> {
  if (lock) {
    // The row to lock must exist: the first save of an organization creates it at version 0.
    await sql`insert into org_settings_records (org_id, path) values (${orgId}, ${def.path}) on conflict do nothing`.execute(trx);
    await trx
      .selectFrom('org_settings_records')
      .select('version')
      .where('org_id', '=', orgId)
      .where('path', '=', def.path)
      .forUpdate()
      .execute();
  }
  return valuesOf(def, await readSettingsFacts(trx, orgId, [def.path]));
}

// Both run inside the caller's tenant transaction (resources/access.ts withResource).

export async function getSettings(trx: TenantTx, def: SettingsDef, orgId: number): Promise<Row> {
  const { values, version } = await load(trx, def, orgId, false);
  return { ...values, version };
}

/**
 * Several settings records in one statement (a clock's punch reads four), each as getSettings
 * answers it, with the organization's row they were read with.
 */
export async function getSettingsMany<const D extends readonly SettingsDef[]>(
  trx: TenantTx,
  defs: D,
  orgId: number,
): Promise<{ records: { [K in keyof D]: Row }; org: Omit<OrgSettingsFacts, 'records'> }> {
  const facts = await readSettingsFacts(
    trx,
    orgId,
    defs.map((d) => d.path),
  );
  // One answer per definition, in their order: the tuple the caller destructures.
  const records = defs.map((def) => {
    const { values, version } = valuesOf(def, facts);
    return { ...values, version };
  }) as { [K in keyof D]: Row };
  const { records: _records, ...org } = facts;
  return { records, org };
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
