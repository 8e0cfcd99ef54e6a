// Plane-free geometry on the Earth's surface for geo rules (issue 16): distances by the haversine
// formula on a sphere of the mean Earth radius, which is within 0.5 % of the ellipsoid: far finer
// than a phone's GPS accuracy at the scale of a work site.

/** A point as the clocks and the map send it, in decimal degrees. */
export type LatLng = { latitude: number; longitude: number };

/** Mean Earth radius in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres between two points.
 * @example haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }) // ≈ 111 195
 */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies within radiusMeters of a centre (the edge counts as inside). */
export function inCircle(point: LatLng, centre: LatLng, radiusMeters: number): boolean {
  return haversineMeters(point, centre) <= radiusMeters;
}

/**
 * Whether a point lies inside a polygon given as [latitude, longitude] vertices (closed or not),
 * by ray casting on the degrees themselves: exact enough for a site's outline, which never spans
 * the antimeridian or a pole.
 */
export function inPolygon(point: LatLng, vertices: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  const x = point.longitude;
  const y = point.latitude;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const [yi, xi] = vertices[i]!;
    const [yj, xj] = vertices[j]!;
    const crosses = yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}
