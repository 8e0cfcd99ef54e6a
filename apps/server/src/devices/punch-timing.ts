import { dayFromIso, localFromEpoch } from '@punchline/domain';

// Which instant a clock's punch gets, and what its timing says (docs/device-api.md "Time").

/** A punch received this long (seconds) after the device's time was taken offline (O flag). */
export const OFFLINE_AFTER_SEC = 300;
/** A live punch whose device clock is off by more than this (seconds) is tampered (T flag). */
export const TAMPER_TOLERANCE_SEC = 120;

export type PunchTiming = {
  /** The punch's instant (epoch ms): the device's time, or receipt when the device clock is not trusted. */
  at: number;
  offline: boolean;
  tampered: boolean;
};

/**
 * deviceAt: the device's clock at the punch; receivedAt: our clock at receipt (both epoch ms).
 * - Offline (the clock says so, or it arrives more than 5 minutes late): the device's time is the
 *   punch's time; the worker was there then.
 * - Not offline but more than 2 minutes off either way: the device clock is wrong (or was set
 *   back), so the punch takes our time and is marked tampered.
 * - A device time more than 2 minutes in the future is tampered even when sent offline: an offline
 *   punch can be late, never early.
 */
export function punchTiming(deviceAt: number, receivedAt: number, offlineClaim: boolean): PunchTiming {
  const lateSec = (receivedAt - deviceAt) / 1000;
  if (-lateSec > TAMPER_TOLERANCE_SEC) return { at: receivedAt, offline: offlineClaim, tampered: true };
  const offline = offlineClaim || lateSec > OFFLINE_AFTER_SEC;
  if (offline) return { at: deviceAt, offline, tampered: false };
  if (Math.abs(lateSec) > TAMPER_TOLERANCE_SEC) return { at: receivedAt, offline: false, tampered: true };
  return { at: deviceAt, offline: false, tampered: false };
}

/**
 * When a worker clocked in, as the clock tells them in the device's zone: `07:02` today,
 * `07:02 yesterday`, else `07:02 on 2026-11-16` (24-hour time and ISO date: a clock shows it to
 * anyone, whatever the administrators' own formats).
 */
export function sinceText(sinceSec: number, nowSec: number, timeZone: string): string {
  const since = localFromEpoch(Math.floor(sinceSec), timeZone);
  const today = localFromEpoch(Math.floor(nowSec), timeZone).slice(0, 10);
  const time = since.slice(11, 16);
  const days = dayFromIso(today) - dayFromIso(since.slice(0, 10));
  if (days === 0) return time;
  if (days === 1) return `${time} yesterday`;
  return `${time} on ${since.slice(0, 10)}`;
}
