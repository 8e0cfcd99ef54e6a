import type { GeomapRule } from '@punchline/contracts';
import { haversineMeters, inGeoShape, type LatLng } from '@punchline/domain';

/** A geo rule as the geomap draws it (GET geomap/punches supplementalData.rules). */
export type MapRule = GeomapRule;

/** Metres from a point to the nearest point of a segment, on a local flat projection around the point. */
function toSegment(p: LatLng, a: [number, number], b: [number, number]): number {
  const k = Math.cos((p.latitude * Math.PI) / 180);
  const ax = (a[1] - p.longitude) * k;
  const ay = a[0] - p.latitude;
  const bx = (b[1] - p.longitude) * k;
  const by = b[0] - p.latitude;
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  const nearest = { latitude: p.latitude + ay + t * dy, longitude: p.longitude + (ax + t * dx) / k };
  return haversineMeters(p, nearest);
}

/** Metres from a point to a rule's area: 0 inside it, else to its edge (null for an incomplete rule). */
export function distanceToRule(point: LatLng, rule: MapRule): number | null {
  if (rule.shape === 'circle') {
    if (rule.latitude === null || rule.longitude === null || rule.radiusM === null) return null;
    const centre = { latitude: rule.latitude, longitude: rule.longitude };
    return Math.max(0, haversineMeters(point, centre) - rule.radiusM);
  }
  const points = rule.polygon;
  if (points.length < 3) return null;
  if (inGeoShape(point, { shape: 'polygon', polygon: points })) return 0;
  return Math.min(...points.map((a, i) => toSegment(point, a, points[(i + 1) % points.length]!)));
}

/** The nearest rule and the metres to it, or null when there is none to measure. */
export function nearestRule(point: LatLng, rules: readonly MapRule[]): { rule: MapRule; meters: number } | null {
  let best: { rule: MapRule; meters: number } | null = null;
  for (const rule of rules) {
    const meters = distanceToRule(point, rule);
    if (meters !== null && (best === null || meters < best.meters)) best = { rule, meters };
  }
  return best;
}
