import type {
  StoredBreakRule,
  StoredPayClass,
  StoredPayCode,
  StoredPayRule,
  StoredRoundingRule,
  StoredTimeRules,
  WorkerRules,
} from './stored-rules-types';
import type { TimecardInput } from './timecard-input';
import type { BreakRule, PayClass, PayCode, PayRule, RoundingRule, ShiftSettings } from './types';

/** The parts of TimecardInput that come from settings (the rest are the worker's punches, the period, the zone…). */
export type EngineRules = Required<
  Pick<TimecardInput, 'settings' | 'payCodes' | 'payClasses' | 'payClass' | 'roundingRules' | 'breakRules' | 'flagSettings' | 'payAccuracy'>
> &
  // Absent: no pay rule, everything at the regular code REG.
  Pick<TimecardInput, 'payRule'>;

const MIN = 60;

/** Hours to minutes and back keep 6 decimals, so the round trip lands on the same double. */
const scaled = (value: number, factor: number): number => Math.round(value * factor * 1e6) / 1e6;

/** The key of a pay class in the engine: its id, because names can be renamed and punches carry the id. */
export const payClassKey = (id: number): string => String(id);

/**
 * The one mapping from stored settings to the engine's input, used by every caller (time cards,
 * dashboard, reports, payroll, the console's live examples), so two screens never disagree.
 * Inactive records are left out; minutes become seconds; the pay rule is the worker's (when set
 * and active), else the default one, else none (all REG); pay classes only with usePayClass; the
 * worker's own work-day start wins over the shift defaults'.
 * @example computeTimecard({ timeZone, period, punches, ...engineRulesFrom(stored, worker) })
 */
export function engineRulesFrom(stored: StoredTimeRules, worker: WorkerRules = {}): EngineRules {
  const s = stored.shift;
  const settings: ShiftSettings = {
    shiftMode: s.shiftMode === 'open' ? 'open' : 'default',
    workShift: s.workShift,
    shiftStartsAt: worker.shiftStartsAt ?? s.shiftStartsAt,
    maxShift: s.maxShift,
    // Only 'startsAt' dates by a boundary: the old session default 'auto' and unknown values mean firstIn.
    openShiftType: s.openShiftType === 'startsAt' ? 'startsAt' : 'firstIn',
    // Stored in hours like maxShift; the engine takes minutes.
    openShiftMaxDuration: scaled(s.openShiftMaxDuration, MIN),
    maxExtendShiftEarly: s.maxExtendShiftEarly,
    maxExtendShiftLate: s.maxExtendShiftLate,
    daysOfWeek: [...s.daysOfWeek],
    fullDayDuration: s.fullDayDuration,
    applyShiftOverlapTo: s.applyShiftOverlapTo,
  };
  if (s.openShiftStartsAt !== null) settings.openShiftStartsAt = s.openShiftStartsAt;
  const rule = chosenPayRule(stored, worker.payRuleId);
  const classes = stored.payroll.usePayClass ? stored.payClasses.filter((c) => c.active) : [];
  const own = classes.find((c) => c.id === worker.payClassId);
  const out: EngineRules = {
    settings,
    payCodes: stored.payCodes.filter((c) => c.active).map(enginePayCode),
    payClasses: classes.map(enginePayClass),
    payClass: own ? payClassKey(own.id) : null,
    roundingRules: stored.roundingRules.filter((r) => r.active).map(engineRounding),
    breakRules: stored.breakRules.filter((b) => b.active).map(engineBreak),
    flagSettings: {
      startEarlyGraceSec: s.startEarlyGrace * MIN,
      startLateGraceSec: s.startLateGrace * MIN,
      leaveEarlyGraceSec: s.leaveEarlyGrace * MIN,
      leaveLateGraceSec: s.leaveLateGrace * MIN,
      watchWindowSec: s.watchWindow * MIN,
      offlineToleranceSec: s.offlineTolerance * MIN,
    },
    payAccuracy: stored.payroll.payAccuracy,
  };
  if (rule) out.payRule = enginePayRule(rule, s.applyShiftOverlapTo);
  return out;
}

/**
 * The pay class key (payClassKey) a punch gives the engine, or undefined when pay classes are off
 * or the class is not active: a punch of an unknown class would be paid as no class anyway, and
 * leaving it out keeps its id out of the trace.
 */
export function punchPayClass(rules: EngineRules, payClassId: number | null | undefined): string | undefined {
  if (payClassId === null || payClassId === undefined) return undefined;
  const key = payClassKey(payClassId);
  return rules.payClasses.some((c) => c.name === key) ? key : undefined;
}

/** The worker's pay rule when set and active, else the organization's default when active, else none. */
function chosenPayRule(stored: StoredTimeRules, workerRuleId: number | null | undefined): StoredPayRule | null {
  const active = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : stored.payRules.find((r) => r.id === id && r.active);
  return active(workerRuleId) ?? active(stored.payroll.defaultPayRuleId) ?? null;
}

function enginePayRule(r: StoredPayRule, shiftOverlap: StoredTimeRules['shift']['applyShiftOverlapTo']): PayRule {
  return {
    regularPayCode: r.regularPayCode,
    daily1Threshold: r.daily1Threshold,
    daily1PayCode: r.daily1PayCode,
    daily2Threshold: r.daily2Threshold,
    daily2PayCode: r.daily2PayCode,
    weekly1Threshold: r.weekly1Threshold,
    weekly1PayCode: r.weekly1PayCode,
    weekly2Threshold: r.weekly2Threshold,
    weekly2PayCode: r.weekly2PayCode,
    consecutiveDaysThreshold: r.consecutiveDaysThreshold,
    consecutiveDaysRegularPayCode: r.consecutiveDaysRegularPayCode,
    consecutiveDaysDaily1PayCode: r.consecutiveDaysDaily1PayCode,
    weekStartsOn: r.weekStartsOn,
    overtimeByPayPeriod: r.overtimeByPayPeriod,
    // Resolved here (null: the shift defaults'), so the engine input says what applies.
    applyShiftOverlapTo: r.applyShiftOverlapTo ?? shiftOverlap,
  };
}

const enginePayCode = (c: StoredPayCode): PayCode => ({ code: c.code, multiplier: c.multiplier, countsTowardOt: c.countsTowardOt });

function enginePayClass(c: StoredPayClass): PayClass {
  return {
    name: payClassKey(c.id),
    multiplierDifferential: c.multiplierDifferential,
    fixedDifferential: c.fixedDifferential,
    addThenMultiply: c.addThenMultiply,
    minBaseWage: c.minBaseWage,
    countsTowardOt: c.countsTowardOt,
  };
}

function engineRounding(r: StoredRoundingRule): RoundingRule {
  const out: RoundingRule = { applyTo: r.applyTo, intervalSec: r.interval * MIN, mode: r.mode, graceSec: r.grace * MIN };
  if (r.scheduleWindow !== null) out.scheduleWindowSec = r.scheduleWindow * MIN;
  return out;
}

function engineBreak(b: StoredBreakRule): BreakRule {
  return {
    name: b.name,
    paid: b.paid,
    afterSec: b.after * MIN,
    durationSec: b.duration * MIN,
    // Only unpaid breaks are deducted; a paid break with the switch left on deducts nothing.
    autoDeduct: b.autoDeduct && !b.paid,
    graceSec: b.grace * MIN,
  };
}
