import { polygonOfPoints } from '@punchline/contracts';
import { geoVerdict, type GeoShape, type GeoVerdict } from '@punchline/domain';
import { jsonIds } from '../db/json-columns';
import type { TenantTx } from '../db/tenant';
import { DeviceFieldRefusal } from './refusal';

// Two of the questions a punch answers before it is kept: is its punch code one it may carry, and
// where was it taken against the geo rules that apply to the worker and the clock.

export const PUNCH_CODE_REQUIRED = 'Punch Code is a required field.';
export const PUNCH_CODES_OFF = 'Punch codes are turned off for this organization: send the punch without one.';
export const PUNCH_CODE_INVALID = 'This punch code is not active. Choose another one.';
export const punchCodeWrongType = (type: 'in' | 'out') =>
  `This punch code is not for ${type === 'in' ? 'IN' : 'OUT'} punches. Choose one that is.`;

/** Refuses a punch code the organization's mode or the code itself does not allow. */
export async function checkPunchCode(
  trx: TenantTx,
  orgId: number,
  mode: 'disabled' | 'optional' | 'required',
  punchCodeId: number | undefined,
  type: 'in' | 'out',
): Promise<void> {
  const refuse = (message: string) => {
    throw new DeviceFieldRefusal({ punchCodeId: [message] }, 'punch_code_invalid');
  };
  if (punchCodeId === undefined) {
    if (mode === 'required') refuse(PUNCH_CODE_REQUIRED);
    return;
  }
  if (mode === 'disabled') refuse(PUNCH_CODES_OFF);
  const code = await trx
    .selectFrom('punch_codes')
    .select(['type', 'active'])
    .where('org_id', '=', orgId)
    .where('id', '=', punchCodeId)
    .executeTakeFirst();
  if (!code?.active) refuse(PUNCH_CODE_INVALID);
  else if (code.type !== 'both' && code.type !== type) refuse(punchCodeWrongType(type));
}

/** Active punch codes as a clock offers them. */
export async function activePunchCodes(trx: TenantTx, orgId: number) {
  return trx
    .selectFrom('punch_codes')
    .select(['id', 'name', 'type'])
    .where('org_id', '=', orgId)
    .where('active', '=', true)
    .orderBy('name')
    .execute();
}

export type GeoRule = GeoShape & { id: number; name: string };

/**
 * Active geo rules that apply: each rule's list of workers and list of org units limits it, an
 * empty list not limiting (both empty: everyone everywhere). The org unit is the clock's, or the
 * worker's for a clock in no unit (a phone). Without a worker (a clock's configuration), every rule
 * of the unit counts, whoever it names.
 */
export async function applicableGeoRules(
  trx: TenantTx,
  orgId: number,
  employeeId: number | null,
  orgUnitId: number | null,
): Promise<GeoRule[]> {
  const rows = await trx
    .selectFrom('geo_rules')
    .select(['id', 'name', 'shape', 'latitude', 'longitude', 'radius_m', 'polygon_points', 'org_unit_list', 'employee_list'])
    .where('org_id', '=', orgId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const applies = (r: (typeof rows)[number]) => {
    const workers = jsonIds(r.employee_list);
    const orgUnits = jsonIds(r.org_unit_list);
    return (
      (employeeId === null || workers.length === 0 || workers.includes(employeeId)) &&
      (orgUnits.length === 0 || (orgUnitId !== null && orgUnits.includes(orgUnitId)))
    );
  };
  return rows.filter(applies).flatMap((r): GeoRule[] => {
    if (r.shape === 'circle' && r.latitude !== null && r.longitude !== null && r.radius_m !== null)
      return [{ id: r.id, name: r.name, shape: 'circle', latitude: r.latitude, longitude: r.longitude, radiusM: r.radius_m }];
    const polygon = polygonOfPoints(r.polygon_points);
    if (r.shape === 'polygon' && polygon.length >= 3) return [{ id: r.id, name: r.name, shape: 'polygon', polygon }];
    return [];
  });
}

/**
 * The org unit whose geo rules a clock is given and its punches are judged by: the clock's own; a
 * worker's own phone in no unit goes where its worker goes (their unit). A shared clock in no unit
 * has none: only rules that name no org unit apply there, whoever punches.
 */
export function geoUnitOf(device: { orgUnitId: number | null; employeeId: number | null }, personalWorkerUnit: number | null) {
  return device.orgUnitId ?? (device.employeeId !== null ? personalWorkerUnit : null);
}

export const GEO_NOTE_UNKNOWN = 'This punch was recorded without a location, which this clock asks for; a supervisor will review it.';
export const geoNoteOutside = (ruleNames: string[]) =>
  `This punch was taken outside the work area (${ruleNames.join(', ')}); a supervisor will review it.`;

/** A punch's geo verdict and, for a G one, the sentence the clock shows the worker. */
export type PunchGeo = { verdict: GeoVerdict; detail: string | null };

/** The punch's geo verdict against the rules of its clock (null: no rule applies, nothing to record). */
export async function punchGeo(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  orgUnitId: number | null,
  location: { latitude: number; longitude: number } | undefined,
): Promise<PunchGeo | null> {
  const rules = await applicableGeoRules(trx, orgId, employeeId, orgUnitId);
  const verdict = geoVerdict(rules, location ?? null);
  if (verdict === null) return null;
  const detail = verdict === 'unknown' ? GEO_NOTE_UNKNOWN : verdict === 'outside' ? geoNoteOutside(rules.map((r) => r.name)) : null;
  return { verdict, detail };
}
