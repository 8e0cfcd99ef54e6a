import { polygonOfPoints } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';

/** At most this many punches on one map: beyond it the console asks for a narrower range. */
export const GEOMAP_MAX_PUNCHES = 5000;

export type GeomapQuery = { from: string; to: string; employeeIds: number[] };
export type GeomapPunch = {
  id: number;
  employeeId: number;
  employeeName: string;
  at: string;
  type: 'in' | 'out';
  latitude: number;
  longitude: number;
  accuracyM: number | null;
  geo: 'inside' | 'outside' | 'unknown' | null;
};
export type GeomapRule = {
  id: number;
  name: string;
  shape: 'circle' | 'polygon';
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  polygon: [number, number][];
};

/**
 * Punches with a location between two instants (deleted ones left out), oldest first. Which
 * workers the caller sees is the data path's business: punches' row-level security applies the
 * administrator's label restrictions.
 */
export async function geomapPunches(trx: TenantTx, orgId: number, q: GeomapQuery): Promise<{ punches: GeomapPunch[]; truncated: boolean }> {
  let query = trx
    .selectFrom('punches as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select([
      'p.id',
      'p.employee_id',
      'e.first_name',
      'e.last_name',
      'p.at',
      'p.type',
      'p.latitude',
      'p.longitude',
      'p.accuracy_m',
      'p.geo',
    ])
    .where('p.org_id', '=', orgId)
    .where('p.deleted_at', 'is', null)
    .where('p.latitude', 'is not', null)
    .where('p.longitude', 'is not', null)
    .where('p.at', '>=', new Date(q.from))
    .where('p.at', '<', new Date(q.to));
  if (q.employeeIds.length > 0) query = query.where('p.employee_id', 'in', q.employeeIds);
  const rows = await query
    .orderBy('p.at')
    .orderBy('p.id')
    .limit(GEOMAP_MAX_PUNCHES + 1)
    .execute();
  const punches = rows.slice(0, GEOMAP_MAX_PUNCHES).map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    employeeName: `${r.first_name} ${r.last_name}`.trim(),
    at: r.at.toISOString(),
    type: r.type,
    latitude: r.latitude!,
    longitude: r.longitude!,
    accuracyM: r.accuracy_m,
    geo: r.geo,
  }));
  return { punches, truncated: rows.length > GEOMAP_MAX_PUNCHES };
}

/** The active geo rules, drawn under the punches. */
export async function geomapRules(trx: TenantTx, orgId: number): Promise<GeomapRule[]> {
  const rows = await trx
    .selectFrom('geo_rules')
    .select(['id', 'name', 'shape', 'latitude', 'longitude', 'radius_m', 'polygon_points'])
    .where('org_id', '=', orgId)
    .where('active', '=', true)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    shape: r.shape,
    latitude: r.latitude,
    longitude: r.longitude,
    radiusM: r.radius_m,
    polygon: polygonOfPoints(r.polygon_points),
  }));
}
