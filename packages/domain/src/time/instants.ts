import type { Punch, ScheduledShift } from './types';

// The engine counts whole seconds: amounts are exact BigInt arithmetic on seconds, so an instant
// with milliseconds (a clock sending toISOString(), a typed edit) would make the card throw. Every
// instant is floored on the way in, and one outside the calendar the engine can date (years 1 to
// 9999, a day of margin for any zone's offset) is left out: it can belong to no pay period.

/** 0001-01-02T00:00:00Z: the first instant the engine dates (a day inside year 1 in every zone). */
export const MIN_ENGINE_INSTANT = -62135510400;
/** 9999-12-30T23:59:59Z: the last instant the engine dates (a day inside year 9999 in every zone). */
export const MAX_ENGINE_INSTANT = 253402214399;

/** An instant as the engine counts it: whole seconds (floored), or null when it cannot be dated. */
export function engineInstant(t: number | undefined): number | null {
  if (t === undefined || !(t >= MIN_ENGINE_INSTANT && t <= MAX_ENGINE_INSTANT)) return null;
  return Math.floor(t);
}

const whole = (t: number | undefined) => t === undefined || (Number.isInteger(t) && t >= MIN_ENGINE_INSTANT && t <= MAX_ENGINE_INSTANT);

/**
 * The punches with whole-second instants: a punch whose `at` cannot be dated is left out, an
 * `originalAt`/`receivedAt` that cannot be dated is dropped. The input array itself when every
 * instant is already whole and in range (the usual case: no copy).
 * @example wholeSecondPunches([{ id: 'a', type: 'in', at: 1.9 }]) // [{ id: 'a', type: 'in', at: 1 }]
 */
export function wholeSecondPunches(punches: readonly Punch[]): readonly Punch[] {
  let clean = true;
  for (let i = 0; i < punches.length && clean; i++) {
    const p = punches[i] as Punch;
    clean = whole(p.at) && whole(p.originalAt) && whole(p.receivedAt);
  }
  if (clean) return punches;
  const out: Punch[] = [];
  for (const p of punches) {
    const at = engineInstant(p.at);
    if (at === null) continue;
    const { originalAt: _o, receivedAt: _r, ...rest } = p;
    const punch: Punch = { ...rest, at };
    const originalAt = engineInstant(p.originalAt);
    const receivedAt = engineInstant(p.receivedAt);
    if (originalAt !== null) punch.originalAt = originalAt;
    if (receivedAt !== null) punch.receivedAt = receivedAt;
    out.push(punch);
  }
  return out;
}

/** Scheduled shifts with whole-second instants; one whose start or end cannot be dated is left out. */
export function wholeSecondSchedule(schedule: readonly ScheduledShift[]): ScheduledShift[] {
  const out: ScheduledShift[] = [];
  for (const s of schedule) {
    const start = engineInstant(s.start);
    const end = engineInstant(s.end);
    if (start !== null && end !== null) out.push(start === s.start && end === s.end ? s : { ...s, start, end });
  }
  return out;
}
