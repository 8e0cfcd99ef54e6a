import type { ReportSpec } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { addDecimals, shapeReport, shownColumns, sumNumbers, totalsOf } from './report-shape';

// The pure shaping every report goes through: exact money, groups with subtotals, pay columns
// removed for callers without pay access (everywhere: columns, rows, subtotals, total).

const SPEC: ReportSpec = {
  key: 'totals',
  title: 'Totals',
  description: 'Test spec.',
  permission: 'view_reports',
  params: ['range'],
  columns: [
    { key: 'worker', label: 'Worker', type: 'text' },
    { key: 'department', label: 'Department', type: 'text' },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'hours', label: 'Hours', type: 'hours', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
    { key: 'employeeNumber', label: 'Employee Number', type: 'text', optional: true },
  ],
  groupings: [
    { key: 'worker', label: 'Worker' },
    { key: 'department', label: 'Department' },
  ],
  defaultGroupBy: 'department',
  rowKey: ['employeeId', 'payCode'],
};

const ROWS = [
  { employeeId: 1, worker: 'Ana', department: 'Kitchen', payCode: 'REG', hours: 8.1, amount: '162.10', employeeNumber: 'A1' },
  { employeeId: 1, worker: 'Ana', department: 'Kitchen', payCode: 'OT', hours: 0.2, amount: '6.05', employeeNumber: 'A1' },
  { employeeId: 2, worker: 'Ben', department: null, payCode: 'REG', hours: 4, amount: '60', employeeNumber: 'B2' },
  { employeeId: 3, worker: 'Cleo', department: 'Bar', payCode: 'REG', hours: 0.1, amount: '0.01', employeeNumber: null },
];

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError ? [error.statusCode, error.body] : error;
  }
  return 'no error';
};

describe('addDecimals', () => {
  it('adds money exactly at the longer scale', () => {
    expect(addDecimals('0.10', '0.20')).toBe('0.30');
    expect(addDecimals('10', '0.005')).toBe('10.005');
    expect(addDecimals('999.99', '0.01')).toBe('1000.00');
  });
  it('keeps signs right, including a result under one', () => {
    expect(addDecimals('-1.50', '0.25')).toBe('-1.25');
    expect(addDecimals('-0.10', '0.05')).toBe('-0.05');
    expect(addDecimals('0.05', '-0.05')).toBe('0.00');
    expect(addDecimals('-2', '-3.5')).toBe('-5.5');
  });
});

describe('totals of columns', () => {
  it('adds decimal numbers at their own precision (0.1 + 0.2 is 0.3)', () => {
    expect(sumNumbers([0.1, 0.2])).toBe(0.3);
    expect(sumNumbers([8.1, 0.2, 4, 0.1])).toBe(12.4);
    expect(sumNumbers([1.0001, 2.0002, null, 'x'])).toBe(3.0003);
    expect(sumNumbers([])).toBe(0);
  });
  it('sums only total columns, money as exact decimal strings', () => {
    expect(totalsOf(ROWS, SPEC.columns)).toEqual({ hours: 12.4, amount: '228.16' });
  });
});

describe('shapeReport', () => {
  it('groups by the default grouping, labels sorted with the empty group last, rows in query order, subtotals and total', () => {
    const shaped = shapeReport(SPEC, {}, ROWS, true);
    expect(shaped.groupBy).toBe('department');
    expect(shaped.groups.map((g) => [g.key, g.label, g.rows.map((r) => `${r.worker} ${r.payCode}`), g.subtotal])).toEqual([
      ['Bar', 'Bar', ['Cleo REG'], { hours: 0.1, amount: '0.01' }],
      ['Kitchen', 'Kitchen', ['Ana REG', 'Ana OT'], { hours: 8.3, amount: '168.15' }],
      ['', 'No department', ['Ben REG'], { hours: 4, amount: '60' }],
    ]);
    expect(shaped.total).toEqual({ hours: 12.4, amount: '228.16' });
    expect(shaped.rowCount).toBe(4);
    // Default columns leave the optional one out of the rows too; the row key stays.
    expect(shaped.columns.map((c) => c.key)).toEqual(['worker', 'department', 'payCode', 'hours', 'amount']);
    expect(shaped.groups[1]!.rows[0]).toEqual({
      employeeId: 1,
      worker: 'Ana',
      department: 'Kitchen',
      payCode: 'REG',
      hours: 8.1,
      amount: '162.10',
    });
  });

  it('groups by another grouping, or none in one group', () => {
    expect(shapeReport(SPEC, { groupBy: 'worker' }, ROWS, true).groups.map((g) => [g.label, g.subtotal.hours])).toEqual([
      ['Ana', 8.3],
      ['Ben', 4],
      ['Cleo', 0.1],
    ]);
    const none = shapeReport(SPEC, { groupBy: 'none' }, ROWS, true);
    expect(none.groupBy).toBeNull();
    expect(none.groups).toHaveLength(1);
    expect(none.groups[0]!.rows).toHaveLength(4);
  });

  it('shows the chosen columns in their order, keeping the grouping key and the row key', () => {
    const shaped = shapeReport(SPEC, { columns: ['hours', 'employeeNumber'], groupBy: 'worker' }, ROWS, true);
    expect(shaped.columns.map((c) => c.key)).toEqual(['hours', 'employeeNumber']);
    expect(shaped.groups[0]!.rows[0]).toEqual({ employeeId: 1, payCode: 'REG', worker: 'Ana', hours: 8.1, employeeNumber: 'A1' });
    expect(shaped.total).toEqual({ hours: 12.4 });
  });

  it('removes pay columns without pay access: no amount column, cell, subtotal or total, even when asked for', () => {
    for (const params of [{}, { columns: ['worker', 'amount', 'hours'] }]) {
      const shaped = shapeReport(SPEC, params, ROWS, false);
      expect(shaped.columns.map((c) => c.key)).not.toContain('amount');
      expect(JSON.stringify(shaped)).not.toContain('amount');
      expect(shaped.total).toEqual({ hours: 12.4 });
    }
    expect(shownColumns(SPEC, { columns: ['worker', 'amount', 'hours'] }, false).map((c) => c.key)).toEqual(['worker', 'hours']);
  });

  it('refuses an unknown column or grouping with a 400 that names the choices', () => {
    expect(statusOf(() => shapeReport(SPEC, { columns: ['worker', 'salary'] }, ROWS, true))).toEqual([
      400,
      { detail: "Totals has no column 'salary'." },
    ]);
    expect(statusOf(() => shapeReport(SPEC, { groupBy: 'payCode' }, ROWS, true))).toEqual([
      400,
      { detail: "Totals cannot be grouped by 'payCode'. Choose one of: Worker, Department." },
    ]);
  });
});
