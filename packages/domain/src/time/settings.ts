import type { ShiftSettings } from './types';

export const DEFAULT_MAX_SHIFT_HOURS = 16;
export const DEFAULT_FULL_DAY_MINUTES = 480;
export const DEFAULT_WATCH_WINDOW_SEC = 4 * 3600;

// Parsed wall times: every card parses its settings' few values (shiftStartsAt), and a regular
// expression match costs more than a lookup. Bounded so odd inputs cannot grow it forever.
const wallTimes = new Map<string, number>();

/** Seconds after midnight of a "HH:MM" (or "HH:MM:SS") wall time; malformed values give 0. */
export function parseWallTime(value: string | undefined): number {
  const text = value ?? '';
  let s = wallTimes.get(text);
  if (s === undefined) {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
    s = m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : 0;
    if (s >= 86400) s = 0;
    if (wallTimes.size < 1000) wallTimes.set(text, s);
  }
  return s;
}

/** Shift settings resolved to seconds with defaults applied. */
export type ResolvedShiftSettings = {
  open: boolean;
  startsAtSec: number;
  maxShiftSec: number;
  openByFirstIn: boolean;
  openMaxSec: number;
  earlySec: number;
  lateSec: number;
  daysOfWeek: ReadonlySet<number> | null;
  workShift: boolean;
};

const minutes = (m: number | undefined): number => (m !== undefined && m > 0 ? Math.round(m * 60) : 0);

/** Applies defaults: maxShift 16 h, shiftStartsAt 00:00, open window = maxShift, no extensions. */
export function resolveShiftSettings(s: ShiftSettings): ResolvedShiftSettings {
  const maxShiftSec = s.maxShift !== undefined && s.maxShift > 0 ? Math.round(s.maxShift * 3600) : DEFAULT_MAX_SHIFT_HOURS * 3600;
  const open = s.shiftMode === 'open';
  const openMax = minutes(s.openShiftMaxDuration);
  return {
    open,
    startsAtSec: parseWallTime(open ? s.openShiftStartsAt : s.shiftStartsAt),
    maxShiftSec,
    openByFirstIn: s.openShiftType !== 'startsAt',
    openMaxSec: openMax > 0 ? Math.min(openMax, maxShiftSec) : maxShiftSec,
    earlySec: minutes(s.maxExtendShiftEarly),
    lateSec: minutes(s.maxExtendShiftLate),
    daysOfWeek: s.daysOfWeek && s.daysOfWeek.length > 0 ? new Set(s.daysOfWeek) : null,
    workShift: s.workShift === true,
  };
}
