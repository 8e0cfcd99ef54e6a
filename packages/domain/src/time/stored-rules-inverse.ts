import { DEFAULT_WATCH_WINDOW_SEC } from './settings';
import { DEFAULT_OFFLINE_TOLERANCE_SEC } from './flags';
import type { EngineRules } from './stored-rules';
import {
  DEFAULT_STORED_PAYROLL,
  DEFAULT_STORED_SHIFT,
  type StoredPayClass,
  type StoredPayRule,
  type StoredTimeRules,
} from './stored-rules-types';
import type { DecimalInput, PayRule } from './types';

/** A worker's own settings as stored (ids of records in StoredTimeRules). */
export type StoredWorkerRules = { payClassId: number | null; payRuleId: number | null };

const MIN = 60;
const toMinutes = (seconds: number | undefined, fallback: number): number => (seconds === undefined ? fallback : seconds / MIN);
const toHours = (minutes: number): number => Math.round((minutes / MIN) * 1e6) / 1e6;
const num = (d: DecimalInput | null | undefined, fallback: number): number => (d === null || d === undefined ? fallback : Number(d));

/**
 * The stored settings (and the worker's own choices) that engineRulesFrom maps to these engine
 * rules: the inverse of the mapping where one exists. What the engine does not keep comes back
 * as a default: record ids (except pay classes, whose engine name is their id), names, versions,
 * inactive records, the pay period and payroll switch. The pay rule returns as the default one.
 */
export function storedRulesFrom(e: EngineRules): { stored: StoredTimeRules; worker: StoredWorkerRules } {
  const s = e.settings;
  const f = e.flagSettings;
  const maxShift = s.maxShift ?? DEFAULT_STORED_SHIFT.maxShift;
  const shift: StoredTimeRules['shift'] = {
    shiftMode: s.shiftMode,
    workShift: s.workShift ?? false,
    shiftStartsAt: s.shiftStartsAt ?? DEFAULT_STORED_SHIFT.shiftStartsAt,
    maxShift,
    openShiftType: s.openShiftType ?? 'firstIn',
    openShiftStartsAt: s.openShiftStartsAt ?? null,
    // The engine's window defaults to maxShift.
    openShiftMaxDuration: s.openShiftMaxDuration === undefined ? maxShift : toHours(s.openShiftMaxDuration),
    maxExtendShiftEarly: s.maxExtendShiftEarly ?? 0,
    maxExtendShiftLate: s.maxExtendShiftLate ?? 0,
    applyShiftOverlapTo: s.applyShiftOverlapTo ?? 'start',
    startEarlyGrace: toMinutes(f.startEarlyGraceSec, 0),
    startLateGrace: toMinutes(f.startLateGraceSec, 0),
    leaveEarlyGrace: toMinutes(f.leaveEarlyGraceSec, 0),
    leaveLateGrace: toMinutes(f.leaveLateGraceSec, 0),
    watchWindow: toMinutes(f.watchWindowSec, DEFAULT_WATCH_WINDOW_SEC / MIN),
    offlineTolerance: toMinutes(f.offlineToleranceSec, DEFAULT_OFFLINE_TOLERANCE_SEC / MIN),
    daysOfWeek: [...(s.daysOfWeek ?? [])],
    fullDayDuration: s.fullDayDuration ?? DEFAULT_STORED_SHIFT.fullDayDuration,
  };
  const payClasses = storedPayClasses(e);
  const own = e.payClass === null ? undefined : payClasses.find((c) => c.name === e.payClass);
  const stored: StoredTimeRules = {
    shift,
    payroll: {
      ...DEFAULT_STORED_PAYROLL,
      usePayClass: payClasses.length > 0,
      defaultPayRuleId: e.payRule ? 1 : null,
      payAccuracy: e.payAccuracy,
    },
    payRules: e.payRule ? [storedPayRule(e.payRule)] : [],
    payCodes: e.payCodes.map((c, i) => ({
      id: i + 1,
      version: 1,
      active: true,
      code: c.code,
      name: c.code,
      multiplier: num(c.multiplier, 1),
      countsTowardOt: c.countsTowardOt ?? true,
    })),
    payClasses: payClasses.map((c) => c.record),
    roundingRules: e.roundingRules.map((r, i) => ({
      id: i + 1,
      version: 1,
      active: true,
      applyTo: r.applyTo,
      interval: r.intervalSec / MIN,
      mode: r.mode,
      grace: toMinutes(r.graceSec, 0),
      scheduleWindow: r.scheduleWindowSec === undefined ? null : r.scheduleWindowSec / MIN,
    })),
    breakRules: e.breakRules.map((b, i) => ({
      id: i + 1,
      version: 1,
      active: true,
      name: b.name,
      paid: b.paid,
      after: b.afterSec / MIN,
      duration: b.durationSec / MIN,
      autoDeduct: b.autoDeduct ?? false,
      grace: toMinutes(b.graceSec, 0),
    })),
  };
  return { stored, worker: { payClassId: own ? own.record.id : null, payRuleId: null } };
}

/** Pay classes with their ids: an engine name that is an id (payClassKey) keeps it, others get the next free one. */
function storedPayClasses(e: EngineRules): { name: string; record: StoredPayClass }[] {
  const list = e.payClasses;
  const taken = new Set(list.filter((c) => /^[1-9]\d*$/.test(c.name)).map((c) => Number(c.name)));
  let next = 1;
  return list.map((c) => {
    let id = /^[1-9]\d*$/.test(c.name) ? Number(c.name) : 0;
    if (id === 0) {
      while (taken.has(next)) next += 1;
      id = next;
      taken.add(id);
    }
    const record: StoredPayClass = {
      id,
      version: 1,
      active: true,
      name: c.name,
      multiplierDifferential: num(c.multiplierDifferential, 1),
      fixedDifferential: num(c.fixedDifferential, 0),
      addThenMultiply: c.addThenMultiply ?? false,
      minBaseWage: c.minBaseWage === null || c.minBaseWage === undefined ? null : Number(c.minBaseWage),
      countsTowardOt: c.countsTowardOt ?? true,
    };
    return { name: c.name, record };
  });
}

function storedPayRule(r: PayRule): StoredPayRule {
  return {
    id: 1,
    version: 1,
    active: true,
    name: 'Pay rule',
    regularPayCode: r.regularPayCode ?? 'REG',
    daily1Threshold: r.daily1Threshold ?? null,
    daily1PayCode: r.daily1PayCode ?? null,
    daily2Threshold: r.daily2Threshold ?? null,
    daily2PayCode: r.daily2PayCode ?? null,
    weekly1Threshold: r.weekly1Threshold ?? null,
    weekly1PayCode: r.weekly1PayCode ?? null,
    weekly2Threshold: r.weekly2Threshold ?? null,
    weekly2PayCode: r.weekly2PayCode ?? null,
    consecutiveDaysThreshold: r.consecutiveDaysThreshold ?? null,
    consecutiveDaysRegularPayCode: r.consecutiveDaysRegularPayCode ?? null,
    consecutiveDaysDaily1PayCode: r.consecutiveDaysDaily1PayCode ?? null,
    weekStartsOn: r.weekStartsOn ?? 1,
    overtimeByPayPeriod: r.overtimeByPayPeriod ?? false,
    applyShiftOverlapTo: r.applyShiftOverlapTo ?? null,
    preset: null,
  };
}
