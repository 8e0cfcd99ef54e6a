import { describe, expect, it } from 'vitest';
import { computeNetPay, netPayProblems } from './net-pay';
import { adjustment, grossLine, medicare, netPayInput, socialSecurity, statutoryPercent } from './test-kit';
import type { NetPayResult, PayLine } from './types';

const line = (result: NetPayResult, kind: PayLine['kind'], code: string): PayLine => {
  const found = result.lines.find((l) => l.kind === kind && l.code === code);
  if (!found) throw new Error(`No ${kind} line ${code}`);
  return found;
};

describe('statutory deductions', () => {
  it('stops at the wage base crossed mid-year: 167,900 of 168,600 used, gross 1,000 → base 700', () => {
    const result = computeNetPay(netPayInput({ statutory: [socialSecurity('167900')] }));
    const employee = line(result, 'statutory', 'SS');
    expect(employee).toMatchObject({ base: '700.00', rate: '6.2', amount: '-43.40', taxable: true });
    expect(employee.source).toMatchObject({
      taxableGross: '1000.00',
      wageBase: '168600.00',
      yearToDateBase: '167900.00',
      remainingWageBase: '700.00',
      limitedBy: 'wage_base',
      share: 'employee',
    });
    expect(line(result, 'employer', 'SS')).toMatchObject({ base: '700.00', amount: '43.40', taxable: false });
    expect(result).toMatchObject({ gross: '1000.00', deductions: '43.40', net: '956.60', employerCost: '1043.40' });
  });

  it('takes nothing once the wage base is used up, and says so', () => {
    const result = computeNetPay(netPayInput({ statutory: [socialSecurity('170000')] }));
    expect(line(result, 'statutory', 'SS')).toMatchObject({ base: '0.00', amount: '0.00' });
    expect(result.net).toBe('1000.00');
  });

  it('applies Medicare at 1.45 % with no limit, after Social Security in sequence order', () => {
    const result = computeNetPay(netPayInput({ gross: [grossLine('250000.00')], statutory: [medicare(), socialSecurity('0')] }));
    expect(result.lines.map((l) => `${l.kind}:${l.code}:${l.amount}`)).toEqual([
      'hours:REG:250000.00',
      'statutory:SS:-10453.20',
      'statutory:MED:-3625.00',
      'employer:SS:10453.20',
      'employer:MED:3625.00',
    ]);
    expect(line(result, 'statutory', 'MED').source).toMatchObject({ wageBase: null, limitedBy: null });
    expect(result).toMatchObject({ deductions: '14078.20', net: '235921.80', employerCost: '264078.20' });
  });

  it('takes a fixed statutory amount per run, with no employer share', () => {
    const levy = statutoryPercent('LEVY', '0', { calculation: 'fixed', fixedAmount: '12.5', employeePercent: null, employerPercent: null });
    const result = computeNetPay(netPayInput({ statutory: [levy] }));
    expect(result.lines.filter((l) => l.code === 'LEVY').map((l) => [l.kind, l.amount])).toEqual([['statutory', '-12.50']]);
    expect(result.net).toBe('987.50');
  });
});

describe('adjustments', () => {
  it('lowers taxable gross with a pre-tax deduction, so statutory applies to less', () => {
    const retirement = adjustment({ kind: 'deduction', code: '401K', taxable: false, calculation: 'percent', percent: '5' });
    const result = computeNetPay(netPayInput({ gross: [grossLine('2000.00')], adjustments: [retirement], statutory: [medicare()] }));
    expect(line(result, 'deduction', '401K')).toMatchObject({ amount: '-100.00', base: '2000.00', rate: '5', taxable: false });
    expect(result.taxableGross).toBe('1900.00');
    expect(line(result, 'statutory', 'MED')).toMatchObject({ base: '1900.00', amount: '-27.55' });
    expect(result).toMatchObject({ gross: '2000.00', deductions: '127.55', net: '1872.45' });
  });

  it('takes a percentage after deductions from what is left once statutory deductions are taken', () => {
    const garnishment = adjustment({
      kind: 'deduction',
      code: 'GARN',
      calculation: 'percent',
      percent: '10',
      percentOf: 'after_deductions',
    });
    const union = adjustment({ kind: 'deduction', code: 'UNION', calculation: 'percent', percent: '1' });
    const result = computeNetPay(netPayInput({ adjustments: [garnishment, union], statutory: [socialSecurity()] }));
    expect(line(result, 'deduction', 'GARN')).toMatchObject({ base: '938.00', amount: '-93.80' });
    expect(line(result, 'deduction', 'GARN').source).toMatchObject({ percentOf: 'after_deductions', base: '938.00' });
    expect(line(result, 'deduction', 'UNION')).toMatchObject({ base: '1000.00', amount: '-10.00' });
    expect(result).toMatchObject({ deductions: '165.80', net: '834.20', employerCost: '1062.00' });
  });

  it('adds earnings to gross (taxable or not) and reimbursements to net only, in reading order', () => {
    const bonus = adjustment({ kind: 'earning', code: 'BONUS', calculation: 'fixed', amount: '100' });
    const shift = adjustment({ kind: 'earning', code: 'SHIFT', calculation: 'rate_hours', amount: '1.25' });
    const commission = adjustment({ kind: 'earning', code: 'COMM', calculation: 'percent', percent: '3' });
    const gift = adjustment({ kind: 'earning', code: 'GIFT', taxable: false, calculation: 'fixed', amount: '20' });
    const mileage = adjustment({ kind: 'reimbursement', code: 'MILES', taxable: true, calculation: 'fixed', amount: '35.10' });
    const result = computeNetPay(netPayInput({ adjustments: [mileage, bonus, shift, commission, gift], statutory: [medicare()] }));
    expect(result.lines.map((l) => `${l.kind}:${l.code}:${l.amount}`)).toEqual([
      'hours:REG:1000.00',
      'earning:BONUS:100.00',
      'earning:SHIFT:50.00', // 1.25 × 40 h
      'earning:COMM:30.00', // 3 % of the gross lines only
      'earning:GIFT:20.00',
      'statutory:MED:-17.11', // 1.45 % of 1,180.00 = 17.11 (the gift is not taxable)
      'reimbursement:MILES:35.10',
      'employer:MED:17.11',
    ]);
    expect(line(result, 'earning', 'SHIFT')).toMatchObject({ seconds: 144_000, rate: '1.25' });
    expect(line(result, 'reimbursement', 'MILES').taxable).toBe(false);
    expect(result).toMatchObject({
      gross: '1200.00',
      taxableGross: '1180.00',
      deductions: '17.11',
      net: '1217.99',
      employerCost: '1252.21',
    });
  });

  it('keeps the adjustment source and adds its figures', () => {
    const uniform = adjustment({ kind: 'deduction', code: 'UNIF', calculation: 'fixed', amount: '15', source: { adjustmentId: 7 } });
    const result = computeNetPay(netPayInput({ adjustments: [uniform] }));
    expect(line(result, 'deduction', 'UNIF').source).toEqual({ adjustmentId: 7, calculation: 'fixed', amount: '15' });
  });

  it('refuses an adjustment without the figure its calculation needs', () => {
    const broken = adjustment({ kind: 'earning', calculation: 'percent', percent: null });
    expect(() => computeNetPay(netPayInput({ adjustments: [broken] }))).toThrow(/no percent/);
  });
});

describe('rounding per payAccuracy', () => {
  const hourly = adjustment({ kind: 'earning', code: 'TIP', calculation: 'rate_hours', amount: '12.345' });
  const cases = [
    { accuracy: 0, gross: '1235', med: '-18', tip: '19', net: '1236' },
    { accuracy: 2, gross: '1234.57', med: '-18.17', tip: '18.52', net: '1234.92' },
    { accuracy: 4, gross: '1234.5678', med: '-18.1697', tip: '18.5175', net: '1234.9156' },
  ];
  it.each(cases)('rounds each computed line once, half away from zero, at accuracy $accuracy', (c) => {
    const result = computeNetPay(
      netPayInput({ accuracy: c.accuracy, paidSeconds: 5400, gross: [grossLine(c.gross)], adjustments: [hourly], statutory: [medicare()] }),
    );
    // Tip: 12.345 × 1.5 h = 18.5175. Medicare: 1.45 % of gross + tip = 18.183 / 18.169805 / 18.16973685.
    expect(line(result, 'earning', 'TIP').amount).toBe(c.tip);
    expect(line(result, 'statutory', 'MED').amount).toBe(c.med);
    expect(result.net).toBe(c.net);
  });

  it('rounds a half away from zero, on deductions too', () => {
    const result = computeNetPay(netPayInput({ gross: [grossLine('10.00')], statutory: [medicare()] }));
    expect(line(result, 'statutory', 'MED').amount).toBe('-0.15'); // 0.145
  });

  it('refuses a gross line finer than the accuracy (the server prices it at the same accuracy)', () => {
    expect(() => computeNetPay(netPayInput({ gross: [grossLine('10.005')] }))).toThrow(RangeError);
    expect(() => computeNetPay(netPayInput({ accuracy: 5 }))).toThrow(RangeError);
  });
});

describe('netPayProblems', () => {
  it('reports a negative net instead of throwing', () => {
    const loan = adjustment({ kind: 'deduction', code: 'LOAN', calculation: 'fixed', amount: '112.50' });
    const result = computeNetPay(netPayInput({ gross: [grossLine('100.00')], adjustments: [loan] }));
    expect(result.net).toBe('-12.50');
    expect(netPayProblems(result)).toEqual(['Net pay would be negative (-12.50): lower or remove a deduction.']);
  });

  it('has nothing to say about a payable result, zero included', () => {
    expect(netPayProblems(computeNetPay(netPayInput()))).toEqual([]);
    expect(netPayProblems(computeNetPay(netPayInput({ gross: [] })))).toEqual([]);
  });
});
