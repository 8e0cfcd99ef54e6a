// How a punch's place reads in a report cell: the coordinates the clock sent and the geofence's
// verdict, whichever the punch has ('34.05220, -118.24370 (outside the geofence)').

const VERDICT: Record<string, string> = {
  inside: 'inside the geofence',
  outside: 'outside the geofence',
  unknown: 'location unknown',
};

export type PunchPlace = { latitude: number | null; longitude: number | null; geo: string | null };

export function placeText(p: PunchPlace): string | null {
  const verdict = p.geo ? (VERDICT[p.geo] ?? p.geo) : null;
  if (p.latitude === null || p.longitude === null) return verdict ? verdict[0]!.toUpperCase() + verdict.slice(1) : null;
  const coordinates = `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;
  return verdict ? `${coordinates} (${verdict})` : coordinates;
}
