import { describe, expect, it } from 'vitest';
import { netpayAdjustmentCodesResource as codes } from './netpay-adjustment-codes';
import { netpayAdjustmentsResource as adjustments } from './netpay-adjustments';
import { statutoryDeductionsResource as statutory } from './statutory-deductions';
import { shownFor, validateRecord } from './validate';

// The net pay definitions' rules (issue 33), shared by the server and the console's forms.
describe('net pay definitions', () => {
  it('shows a field for any value of a showWhen list, and keeps a hidden field’s default', () => {
    const amount = codes.fields.amount;
    expect(['fixed', 'rate_hours', 'percent'].map((calculation) => shownFor(amount, { calculation }))).toEqual([true, true, false]);
    const { values, errors } = validateRecord(codes, {
      code: 'B',
      name: 'Bonus',
      kind: 'earning',
      calculation: 'fixed',
      amount: 5,
      percent: 3,
      percentOf: 'after_deductions',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ amount: 5, percent: null, percentOf: 'gross' });
  });

  it('asks for the figure each calculation needs and never taxes a reimbursement', () => {
    const base = { code: 'X', name: 'X', kind: 'earning' };
    expect(validateRecord(codes, { ...base, calculation: 'rate_hours' }).errors).toEqual({
      amount: ['Rate per hour is a required field.'],
    });
    expect(validateRecord(codes, { ...base, calculation: 'percent', amount: 3 }).errors).toEqual({
      percent: ['Percent is a required field.'],
    });
    expect(validateRecord(codes, { ...base, kind: 'reimbursement', calculation: 'fixed', amount: 3 }).errors).toEqual({
      taxable: ['A reimbursement is never taxable.'],
    });
    expect(validateRecord(statutory, { code: 'S', name: 'S', calculation: 'fixed' }).errors).toEqual({
      fixedAmount: ['Fixed Amount is a required field.'],
    });
    expect(validateRecord(statutory, { code: 'S', name: 'S', calculation: 'percent', employerPercent: 1.45 }).errors).toEqual({});
  });

  it('takes exactly one of a start date and a pay run', () => {
    const base = { employeeId: 1, codeId: 2 };
    expect(validateRecord(adjustments, base).errors).toEqual({ startDate: ['Give a start date (recurring) or a pay run (one-off).'] });
    expect(Object.keys(validateRecord(adjustments, { ...base, startDate: '2026-01-01', payRunId: 3 }).errors)).toEqual(['payRunId']);
    expect(validateRecord(adjustments, { ...base, payRunId: 3, endDate: '2026-01-01' }).errors).toEqual({
      endDate: ['A one-off adjustment has no end date.'],
    });
    expect(validateRecord(adjustments, { ...base, startDate: '2026-02-01', endDate: '2026-01-31' }).errors).toEqual({
      endDate: ['must be on or after the start date.'],
    });
    expect(validateRecord(adjustments, { ...base, startDate: '2026-02-01', endDate: '2026-02-01' }).errors).toEqual({});
  });
});
