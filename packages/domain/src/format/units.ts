import type { FormatPreferences } from './preferences';
import { oneDecimal } from './numbers';

const FEET_PER_METER = 3.280839895;
const METERS_PER_MILE = 1609.344;
const KM_PER_MILE = 1.609344;

/**
 * A distance given in meters: metric shows meters under 1000 m, else km; imperial shows feet
 * under 1000 ft, else miles. Larger units carry one decimal ('1.5 km', '2 mi').
 */
export function formatDistance(meters: number, prefs: Pick<FormatPreferences, 'distanceUnitSystem'>): string {
  if (prefs.distanceUnitSystem === 'metric') {
    const m = Math.round(meters);
    return Math.abs(m) < 1000 ? `${m} m` : `${oneDecimal(meters / 1000)} km`;
  }
  const feet = Math.round(meters * FEET_PER_METER);
  return Math.abs(feet) < 1000 ? `${feet} ft` : `${oneDecimal(meters / METERS_PER_MILE)} mi`;
}

export function kmhToMph(kmh: number): number {
  return kmh / KM_PER_MILE;
}

export function mphToKmh(mph: number): number {
  return mph * KM_PER_MILE;
}

/** A speed given in km/h, shown in whole km/h or mph by the unit system. */
export function formatSpeed(kmh: number, prefs: Pick<FormatPreferences, 'distanceUnitSystem'>): string {
  return prefs.distanceUnitSystem === 'metric' ? `${Math.round(kmh)} km/h` : `${Math.round(kmhToMph(kmh))} mph`;
}

/** File size in decimal units: bytes under 1000, then KB, then MB ('1.5 KB', '2 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const kb = bytes / 1000;
  // 999,960 bytes would round to '1000 KB'; show it as MB instead.
  if (Number(oneDecimal(kb)) < 1000) return `${oneDecimal(kb)} KB`;
  return `${oneDecimal(bytes / 1_000_000)} MB`;
}
