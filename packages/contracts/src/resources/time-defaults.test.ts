import { DEFAULT_STORED_PAYROLL, DEFAULT_STORED_SHIFT } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { payrollDefaultsSettings } from './payroll-defaults';
import { shiftDefaultsSettings } from './shift-defaults';
import { defaultsOf } from './validate';

// The engine mapping's stored defaults (packages/domain time/stored-rules-types.ts) and the
// settings definitions' defaults are one set of values: a drift would make a new organization's
// time cards differ from what its settings screens show.
describe('time settings defaults', () => {
  it('shift defaults: the definition gives what the mapping assumes', () => {
    const { daysOfWeek: _days, fullDayDuration: _full, ...shift } = DEFAULT_STORED_SHIFT;
    // Whether a claim of an open shift waits for a manager is the schedule's setting, not the engine's.
    const { openShiftClaimNeedsApproval, ...engine } = defaultsOf(shiftDefaultsSettings.fields);
    expect(openShiftClaimNeedsApproval).toBe(true);
    expect(engine).toEqual(shift);
  });

  it('payroll defaults: the definition gives what the mapping assumes', () => {
    // Pay runs, net pay, the company code and stubs at the clock are payroll's settings, not the engine's.
    const { enablePayRun, enableNetPay, payrollId, payStubsAtClock, ...engine } = defaultsOf(payrollDefaultsSettings.fields);
    expect({ enablePayRun, enableNetPay, payrollId, payStubsAtClock }).toEqual({
      enablePayRun: false,
      enableNetPay: false,
      payrollId: null,
      payStubsAtClock: false,
    });
    expect(engine).toEqual(DEFAULT_STORED_PAYROLL);
  });
});
