import { inCircle, inPolygon, type LatLng } from './geometry';

/** A geo rule as the verdict reads it: a circle (centre and radius) or a polygon. */
export type GeoShape =
  | { shape: 'circle'; latitude: number; longitude: number; radiusM: number }
  | { shape: 'polygon'; polygon: readonly (readonly [number, number])[] };

/** What a punch records of its location against the rules that apply to it (G flag unless inside). */
export type GeoVerdict = 'inside' | 'outside' | 'unknown';

/** Whether a point lies in one rule's area. */
export function inGeoShape(point: LatLng, rule: GeoShape): boolean {
  return rule.shape === 'circle'
    ? inCircle(point, { latitude: rule.latitude, longitude: rule.longitude }, rule.radiusM)
    : rule.polygon.length >= 3 && inPolygon(point, rule.polygon);
}

/**
 * The verdict of a location against the geo rules that apply: null when none applies (nothing to
 * record), 'unknown' without a location, 'inside' when in any rule's area, else 'outside'.
 * @example geoVerdict([{ shape: 'circle', latitude: 0, longitude: 0, radiusM: 100 }], null) // 'unknown'
 */
export function geoVerdict(rules: readonly GeoShape[], point: LatLng | null): GeoVerdict | null {
  if (rules.length === 0) return null;
  if (!point) return 'unknown';
  return rules.some((rule) => inGeoShape(point, rule)) ? 'inside' : 'outside';
}
