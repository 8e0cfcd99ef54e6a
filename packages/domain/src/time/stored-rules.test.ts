import { describe, expect, it } from 'vitest';
import { engineRulesFrom, punchPayClass } from './stored-rules';
import { storedRulesFrom } from './stored-rules-inverse';
import {
  DEFAULT_STORED_PAYROLL,
  DEFAULT_STORED_SHIFT,
  storedTimeRules,
  type StoredBreakRule,
  type StoredPayClass,
  type StoredPayRule,
  type StoredRoundingRule,
} from './stored-rules-types';
import { card, codes, H, NY, pairsToPunches } from './test-kit';
import { computeTimecard } from './timecard';
import { DEFAULT_SESSION_SETTINGS } from '../session/settings-defaults';

const rec = { version: 1, active: true };
const payRule = (id: number, over: Partial<StoredPayRule> = {}): StoredPayRule => ({
  ...rec,
  id,
  name: `Rule ${id}`,
  regularPayCode: 'REG',
  daily1Threshold: null,
  daily1PayCode: null,
  daily2Threshold: null,
  daily2PayCode: null,
  weekly1Threshold: null,
  weekly1PayCode: null,
  weekly2Threshold: null,
  weekly2PayCode: null,
  consecutiveDaysThreshold: null,
  consecutiveDaysRegularPayCode: null,
  consecutiveDaysDaily1PayCode: null,
  weekStartsOn: 1,
  overtimeByPayPeriod: false,
  applyShiftOverlapTo: null,
  preset: null,
  ...over,
});
const daily8 = { daily1Threshold: 8, daily1PayCode: 'OT' };
const payClass = (id: number, over: Partial<StoredPayClass> = {}): StoredPayClass => ({
  ...rec,
  id,
  name: `Class ${id}`,
  multiplierDifferential: 1,
  fixedDifferential: 0,
  addThenMultiply: false,
  minBaseWage: null,
  countsTowardOt: true,
  ...over,
});
const rounding: StoredRoundingRule = { ...rec, id: 1, applyTo: 'in', interval: 15, mode: 'nearest', grace: 2, scheduleWindow: 10 };
const lunch: StoredBreakRule = { ...rec, id: 1, name: 'Lunch', paid: false, after: 300, duration: 30, autoDeduct: true, grace: 5 };
const WEEK = { start: '2020-11-15', end: '2020-11-21' };

describe('engineRulesFrom', () => {
  it('turns minutes into seconds and keeps hours where the engine takes hours', () => {
    const shift = { ...DEFAULT_STORED_SHIFT, maxShift: 14, startEarlyGrace: 5, startLateGrace: 6, leaveEarlyGrace: 7, leaveLateGrace: 8 };
    const e = engineRulesFrom(storedTimeRules({ shift, roundingRules: [rounding], breakRules: [lunch] }));
    expect(e.settings.maxShift).toBe(14);
    expect(e.roundingRules).toEqual([{ applyTo: 'in', intervalSec: 900, mode: 'nearest', graceSec: 120, scheduleWindowSec: 600 }]);
    expect(e.breakRules).toEqual([{ name: 'Lunch', paid: false, afterSec: 18000, durationSec: 1800, autoDeduct: true, graceSec: 300 }]);
    expect(e.flagSettings).toEqual({
      startEarlyGraceSec: 300,
      startLateGraceSec: 360,
      leaveEarlyGraceSec: 420,
      leaveLateGraceSec: 480,
      watchWindowSec: 4 * H,
      offlineToleranceSec: 300,
    });
  });
  it('a rounding rule without a schedule window has none; a paid break never deducts', () => {
    const e = engineRulesFrom(
      storedTimeRules({ roundingRules: [{ ...rounding, scheduleWindow: null }], breakRules: [{ ...lunch, paid: true }] }),
    );
    expect(e.roundingRules[0]).not.toHaveProperty('scheduleWindowSec');
    expect(e.breakRules[0]?.autoDeduct).toBe(false);
  });
  it('openShiftMaxDuration is stored in hours and given to the engine in minutes', () => {
    const shift = { ...DEFAULT_STORED_SHIFT, shiftMode: 'open' as const, openShiftMaxDuration: 10 };
    const e = engineRulesFrom(storedTimeRules({ shift }));
    expect(e.settings.openShiftMaxDuration).toBe(600);
    // 08:00 IN opens the shift; a pair starting 11 h later is a new shift, one starting 9 h later is not.
    const spans: [string, string][] = [
      ['2020-11-17T08:00', '2020-11-17T09:00'],
      ['2020-11-17T17:00', '2020-11-17T18:00'],
      ['2020-11-17T19:00', '2020-11-17T20:00'],
    ];
    expect(card(spans, WEEK, e).shifts.map((s) => s.pairs.length)).toEqual([2, 1]);
  });
  it("openShiftType: unknown values (the old default 'auto') mean firstIn", () => {
    const of = (openShiftType: string) => engineRulesFrom(storedTimeRules({ shift: { ...DEFAULT_STORED_SHIFT, openShiftType } }));
    expect(of('auto').settings.openShiftType).toBe('firstIn');
    expect(of('firstIn').settings.openShiftType).toBe('firstIn');
    expect(of('startsAt').settings.openShiftType).toBe('startsAt');
  });
  it('openShiftStartsAt is given only when set; workShift and the work days pass through', () => {
    expect(engineRulesFrom(storedTimeRules()).settings).not.toHaveProperty('openShiftStartsAt');
    const shift = { ...DEFAULT_STORED_SHIFT, openShiftStartsAt: '06:00', workShift: true, daysOfWeek: [1, 7] };
    const e = engineRulesFrom(storedTimeRules({ shift }));
    expect(e.settings).toMatchObject({ openShiftStartsAt: '06:00', workShift: true, daysOfWeek: [1, 7], fullDayDuration: 480 });
  });
  it("a worker's own work-day start wins over the shift defaults'", () => {
    const stored = storedTimeRules({ shift: { ...DEFAULT_STORED_SHIFT, shiftStartsAt: '04:00' } });
    expect(engineRulesFrom(stored, { shiftStartsAt: '18:00' }).settings.shiftStartsAt).toBe('18:00');
    expect(engineRulesFrom(stored, { shiftStartsAt: null }).settings.shiftStartsAt).toBe('04:00');
    expect(engineRulesFrom(stored).settings.shiftStartsAt).toBe('04:00');
  });

  it('inactive records are left out', () => {
    const stored = storedTimeRules({
      roundingRules: [rounding, { ...rounding, id: 2, applyTo: 'out', active: false }],
      breakRules: [{ ...lunch, active: false }],
      payClasses: [payClass(4), payClass(5, { active: false })],
      payroll: { ...DEFAULT_STORED_PAYROLL, usePayClass: true },
    });
    stored.payCodes = [...stored.payCodes, { ...rec, id: 9, code: 'OLD', name: 'Old', multiplier: 3, countsTowardOt: true, active: false }];
    const e = engineRulesFrom(stored, { payClassId: 5 });
    expect(e.roundingRules.map((r) => r.applyTo)).toEqual(['in']);
    expect(e.breakRules).toEqual([]);
    expect(e.payClasses.map((c) => c.name)).toEqual(['4']);
    expect(e.payClass).toBeNull();
    expect(e.payCodes.map((c) => c.code)).toEqual(['REG', 'OT', 'DT']);
  });
  it("the pay rule is the worker's when set and active, else the default one, else none", () => {
    const payRules = [payRule(1, daily8), payRule(2, { ...daily8, daily1Threshold: 10 }), payRule(3, { active: false })];
    const stored = storedTimeRules({ payRules, payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 1 } });
    expect(engineRulesFrom(stored).payRule?.daily1Threshold).toBe(8);
    expect(engineRulesFrom(stored, { payRuleId: 2 }).payRule?.daily1Threshold).toBe(10);
    expect(engineRulesFrom(stored, { payRuleId: 3 }).payRule?.daily1Threshold).toBe(8);
    expect(engineRulesFrom(stored, { payRuleId: null }).payRule?.daily1Threshold).toBe(8);
    const noDefault = { ...stored, payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: null } };
    expect(engineRulesFrom(noDefault).payRule).toBeUndefined();
    const inactiveDefault = { ...stored, payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 3 } };
    expect(engineRulesFrom(inactiveDefault).payRule).toBeUndefined();
    // No pay rule: a 10-hour day is all REG.
    const t = card([['2020-11-17T08:00', '2020-11-17T18:00']], WEEK, engineRulesFrom(noDefault));
    expect(codes(t)).toEqual({ REG: 10 * H });
  });
  it("a pay rule's empty applyShiftOverlapTo takes the shift defaults'", () => {
    const shift = { ...DEFAULT_STORED_SHIFT, applyShiftOverlapTo: 'split' as const };
    const payroll = { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 1 };
    expect(engineRulesFrom(storedTimeRules({ shift, payroll, payRules: [payRule(1)] })).payRule?.applyShiftOverlapTo).toBe('split');
    const own = engineRulesFrom(storedTimeRules({ shift, payroll, payRules: [payRule(1, { applyShiftOverlapTo: 'end' })] }));
    expect(own.payRule?.applyShiftOverlapTo).toBe('end');
    // The night shift 22:00–06:00 counts on the day of its end.
    const t = card([['2020-11-17T22:00', '2020-11-18T06:00']], WEEK, own);
    expect(t.days.filter((d) => d.paidSeconds > 0).map((d) => d.date)).toEqual(['2020-11-18']);
  });
  it('pay classes only with usePayClass, named by id; the worker class when active', () => {
    const payClasses = [payClass(7, { name: 'Training', countsTowardOt: false }), payClass(8)];
    const off = engineRulesFrom(storedTimeRules({ payClasses }), { payClassId: 7 });
    expect(off.payClasses).toEqual([]);
    expect(off.payClass).toBeNull();
    expect(punchPayClass(off, 7)).toBeUndefined();
    const payroll = { ...DEFAULT_STORED_PAYROLL, usePayClass: true, defaultPayRuleId: 1 };
    const on = engineRulesFrom(storedTimeRules({ payClasses, payroll, payRules: [payRule(1, daily8)] }), { payClassId: 7 });
    expect(on.payClasses.map((c) => c.name)).toEqual(['7', '8']);
    expect(on.payClass).toBe('7');
    expect([punchPayClass(on, 8), punchPayClass(on, 9), punchPayClass(on, null)]).toEqual(['8', undefined, undefined]);
    // The worker's class does not count toward overtime: 10 h stay REG; a punch of class 8 counts.
    const spans: [string, string][] = [['2020-11-17T08:00', '2020-11-17T18:00']];
    expect(codes(card(spans, WEEK, on))).toEqual({ REG: 10 * H });
    const punches = pairsToPunches(NY, spans).map((p) => (p.type === 'in' ? { ...p, payClass: punchPayClass(on, 8) } : p));
    const t = computeTimecard({ timeZone: NY, period: WEEK, punches, ...on });
    expect(codes(t)).toEqual({ REG: 8 * H, OT: 2 * H });
  });
  it('pay codes, multipliers and pay accuracy reach the amounts', () => {
    const payroll = { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 1, payAccuracy: 0 };
    const e = engineRulesFrom(storedTimeRules({ payroll, payRules: [payRule(1, daily8)] }));
    expect(e.payCodes).toEqual([
      { code: 'REG', multiplier: 1, countsTowardOt: true },
      { code: 'OT', multiplier: 1.5, countsTowardOt: true },
      { code: 'DT', multiplier: 2, countsTowardOt: true },
    ]);
    // 8 h × 15.25 = 122, 2 h × 15.25 × 1.5 = 45.75 → 46 at 0 places.
    const t = card([['2020-11-17T08:00', '2020-11-17T18:00']], WEEK, { ...e, wage: '15.25' });
    expect(t.payCodes.map((p) => [p.code, p.amount])).toEqual([
      ['OT', '46'],
      ['REG', '122'],
    ]);
  });
});

describe('storedRulesFrom', () => {
  it('gives back the stored values the engine keeps, with defaults for the rest', () => {
    const shift = { ...DEFAULT_STORED_SHIFT, shiftMode: 'open' as const, openShiftMaxDuration: 9.5, watchWindow: 90 };
    const payroll = { ...DEFAULT_STORED_PAYROLL, usePayClass: true, defaultPayRuleId: 1, payAccuracy: 3 };
    const stored = storedTimeRules({
      shift,
      payroll,
      payRules: [payRule(1, daily8)],
      payClasses: [payClass(12)],
      roundingRules: [rounding],
      breakRules: [lunch],
    });
    const back = storedRulesFrom(engineRulesFrom(stored, { payClassId: 12 }));
    expect(back.stored.shift).toEqual(shift);
    expect(back.stored.payroll).toEqual(payroll);
    expect(back.stored.roundingRules).toEqual([rounding]);
    expect(back.stored.breakRules).toEqual([lunch]);
    expect(back.stored.payClasses.map((c) => c.id)).toEqual([12]);
    expect(back.stored.payRules[0]).toMatchObject({ ...daily8, applyShiftOverlapTo: 'start' });
    expect(back.worker).toEqual({ payClassId: 12, payRuleId: null });
  });
  it('engine rules not made from stored ones get ids and defaults', () => {
    const back = storedRulesFrom({
      settings: { shiftMode: 'default' },
      payCodes: [{ code: 'OT', multiplier: '1.5' }],
      payClasses: [{ name: 'Night' }, { name: '1' }],
      payClass: 'Night',
      roundingRules: [],
      breakRules: [],
      flagSettings: {},
      payAccuracy: 2,
    });
    expect(back.stored.payCodes).toEqual([{ ...rec, id: 1, code: 'OT', name: 'OT', multiplier: 1.5, countsTowardOt: true }]);
    expect(back.stored.payClasses.map((c) => [c.id, c.name])).toEqual([
      [2, 'Night'],
      [1, '1'],
    ]);
    expect(back.worker.payClassId).toBe(2);
    expect(back.stored.shift).toMatchObject({ maxShift: 16, openShiftMaxDuration: 16, watchWindow: 240, offlineTolerance: 5 });
  });
});

describe('stored defaults', () => {
  it('agree with the session defaults a new organization reads', () => {
    const session = DEFAULT_SESSION_SETTINGS;
    const shared = [
      'shiftMode',
      'workShift',
      'shiftStartsAt',
      'maxShift',
      'openShiftType',
      'openShiftStartsAt',
      'openShiftMaxDuration',
    ] as const;
    for (const key of [...shared, 'maxExtendShiftEarly', 'maxExtendShiftLate', 'fullDayDuration', 'applyShiftOverlapTo'] as const) {
      expect([key, DEFAULT_STORED_SHIFT[key]]).toEqual([key, session[key]]);
    }
    expect(DEFAULT_STORED_SHIFT.daysOfWeek).toEqual(session.daysOfWeek);
    expect([DEFAULT_STORED_PAYROLL.payPeriodType, DEFAULT_STORED_PAYROLL.payPeriodStarts, DEFAULT_STORED_PAYROLL.usePayClass]).toEqual([
      session.payPeriodType,
      session.payPeriodStarts,
      session.usePayClass,
    ]);
  });
});
