import { defaultsOf, INVALID_CHOICE, validateRecord, type SettingsDef } from '@punchline/contracts';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from './access';
import { pointsNowhere } from './checks';
import { storeFor } from './settings-stores';
import type { Row } from './sql';
import { assertVersion } from './version';
import { recomputeIfAffected, type DenormOptions } from '../timecards/recompute-trigger';

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

/** Validates the input over the current values, refuses a stale version, saves and audits. */
export async function saveSettings(
  trx: TenantTx,
  def: SettingsDef,
  orgId: number,
  version: number | undefined,
  input: Row,
  caller: Caller,
  options: DenormOptions = { denorm: false },
): Promise<Row> {
  const current = await load(trx, def, orgId, true);
  assertVersion(current.version, version);
  const { values, errors } = validateRecord(def, input, current.values);
  for (const [name, field] of Object.entries(def.fields)) {
    // A default for new workers must name a record that exists (every new worker would fail otherwise).
    if (!errors[name] && (await pointsNowhere(trx, orgId, field, values[name], current.values[name]))) errors[name] = [INVALID_CHOICE];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  await storeFor(def.path).save(trx, orgId, values);
  const saved = await trx
    .updateTable('org_settings_records')
    .set({ data: JSON.stringify(values), version: current.version + 1, updated_at: new Date() })
    .where('org_id', '=', orgId)
    .where('path', '=', def.path)
    .returning('version')
    .executeTakeFirstOrThrow();
  const common = { orgId, actor: caller.actor, kind: def.kind, recordId: orgId, fields: def.fields, associated: [] };
  await recordAudit(trx, { ...common, action: 'update', before: current.values, after: values });
  const changed = Object.keys(values).filter((k) => JSON.stringify(values[k]) !== JSON.stringify(current.values[k]));
  await recomputeIfAffected(trx, { def, orgId, userId: caller.access.userId }, changed, options);
  return { ...values, version: saved.version };
}
