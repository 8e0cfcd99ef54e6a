import type { PunchLocation as Location, PunchResult } from '@punchline/contracts/device';

// Where the punch was taken, when the organization has geo rules for this clock. A punch is never
// held back for its location: without one it is recorded and flagged G for a supervisor.

export type Position = { location: Location; problem: null } | { location: null; problem: string };

export const LOCATION_BLOCKED =
  "Location is blocked for this clock, so the punch was recorded without it and a supervisor will review it. Allow location in the browser's site settings.";
export const LOCATION_UNKNOWN = 'Your location could not be found, so the punch was recorded without it and a supervisor will review it.';

export function currentPosition(timeoutMs = 8000): Promise<Position> {
  if (!navigator.geolocation) return Promise.resolve({ location: null, problem: LOCATION_UNKNOWN });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          location: { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: Math.min(p.coords.accuracy, 100_000) },
          problem: null,
        }),
      (error) => resolve({ location: null, problem: error.code === error.PERMISSION_DENIED ? LOCATION_BLOCKED : LOCATION_UNKNOWN }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

/** Said of a G punch when the server gives no reason of its own (an older server). */
export const OUTSIDE = 'This punch was taken outside the work area; a supervisor will review it.';

/**
 * Why a recorded punch is G, for the confirmation: the clock's own note already says it when it
 * could not get a location; otherwise the server's sentence (outside which area, or no location
 * where its rules ask for one). Null for a punch that is not G.
 */
export function geoExplanation(recorded: Pick<PunchResult, 'punch' | 'geo'> | null, notes: readonly string[]): string | null {
  if (!recorded?.punch.flags.includes('G')) return null;
  if (notes.includes(LOCATION_BLOCKED) || notes.includes(LOCATION_UNKNOWN)) return null;
  return recorded.geo?.detail ?? OUTSIDE;
}
