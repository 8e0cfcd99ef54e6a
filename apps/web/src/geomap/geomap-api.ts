import type { GeomapAnswer, GeomapPunch } from '@punchline/contracts';
import { epochFromLocal, localFromEpoch, resolveDatePreset, type DatePreset } from '@punchline/domain';
import { api } from '../api/http';

export type MapPunch = GeomapPunch;
export type GeomapData = GeomapAnswer;

/** The instants a preset covers in the organization's zone: from the first day's midnight to the one after the last. */
export function presetInstants(preset: DatePreset, timeZone: string, weekStartsOn: number, now = Date.now()): { from: string; to: string } {
  const today = localFromEpoch(now / 1000, timeZone).slice(0, 10);
  const days = resolveDatePreset(preset, today, weekStartsOn);
  const start = epochFromLocal(`${days.from}T00:00`, timeZone);
  const end = epochFromLocal(`${days.to}T00:00`, timeZone);
  // The day after the last one, at its own midnight (a DST day is not 24 hours long).
  const after = epochFromLocal(`${localFromEpoch(end + 36 * 3600, timeZone).slice(0, 10)}T00:00`, timeZone);
  return { from: new Date(start * 1000).toISOString(), to: new Date(after * 1000).toISOString() };
}

export function fetchGeomap(orgId: number, range: { from: string; to: string }, employeeIds: number[]): Promise<GeomapData> {
  return api<GeomapData>(`orgs/${orgId}/geomap/punches`, {
    query: { ...range, employeeIds: employeeIds.length > 0 ? employeeIds.join(',') : undefined },
  });
}
