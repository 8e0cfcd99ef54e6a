import type { ReportResult } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { reportCardPages } from './report-card-pages';
import { reportExportTable } from './report-export-table';

const result = (over: Partial<ReportResult> = {}): ReportResult => ({
  runId: 1,
  report: 'totals',
  title: 'Totals',
  params: {},
  cutoff: '2026-11-26T15:00:00Z',
  ranBy: { id: 1, name: 'Demo Admin' },
  templateId: null,
  columns: [
    { key: 'worker', label: 'Worker', type: 'text' },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
  ],
  groupBy: 'department',
  groups: [
    {
      key: 'Assembly',
      label: 'Assembly',
      rows: [
        { worker: 'Ada', payCode: 'REG', seconds: 28_800, amount: '160.00', employeeId: 1 },
        { worker: 'Ada', payCode: 'OT', seconds: 3_600, amount: '30.00', employeeId: 1 },
      ],
      subtotal: { seconds: 32_400, amount: '190.00' },
    },
    {
      key: 'Packing',
      label: 'Packing',
      rows: [{ worker: 'Bo', payCode: 'REG', seconds: 7_200, amount: '30.5', employeeId: 2 }],
      subtotal: { seconds: 7_200, amount: '30.5' },
    },
  ],
  total: { seconds: 39_600, amount: '220.50' },
  rowCount: 3,
  notes: ['Pay periods 11/16/2026 – 11/22/2026'],
  ...over,
});

// A stand-in formatter that shows which column and value each cell came from.
const cell = (c: { key: string; type: string }, v: unknown) =>
  v === null || v === undefined ? '' : c.type === 'duration' ? `${Number(v) / 3600}h` : String(v);

describe('the export table of a run', () => {
  it('writes group headings, rows, subtotals and the grand total as rows', () => {
    const table = reportExportTable(result(), 'Department', cell);
    expect(table.title).toBe('Totals');
    expect(table.headers).toEqual(['Worker', 'Pay Code', 'Hours', 'Amount']);
    expect(table.body).toEqual([
      ['Department: Assembly', '', '', ''],
      ['Ada', 'REG', '8h', '160.00'],
      ['Ada', 'OT', '1h', '30.00'],
      ['Subtotal Assembly', '', '9h', '190.00'],
      ['Department: Packing', '', '', ''],
      ['Bo', 'REG', '2h', '30.5'],
      ['Subtotal Packing', '', '2h', '30.5'],
      ['Total', '', '11h', '220.50'],
    ]);
  });

  it('has no headings or subtotals when not grouped, and no totals without summed columns', () => {
    const flat = result({ groupBy: null, groups: [{ key: '', label: '', rows: result().groups[1]!.rows, subtotal: {} }] });
    expect(reportExportTable(flat, null, cell).body).toEqual([
      ['Bo', 'REG', '2h', '30.5'],
      ['Total', '', '11h', '220.50'],
    ]);
    const textOnly = result({ columns: [{ key: 'worker', label: 'Worker', type: 'text' }] });
    expect(reportExportTable(textOnly, 'Department', cell).body).toEqual([
      ['Department: Assembly'],
      ['Ada'],
      ['Ada'],
      ['Department: Packing'],
      ['Bo'],
    ]);
  });

  it('splits a cards report into one page per worker with its own total', () => {
    const pages = reportCardPages(result(), cell);
    expect(pages.map((p) => p.worker)).toEqual(['Ada', 'Bo']);
    expect(pages[0]!.table.title).toBe('Totals: Ada');
    expect(pages[0]!.table.body).toEqual([
      ['Ada', 'REG', '8h', '160.00'],
      ['Ada', 'OT', '1h', '30.00'],
      ['Total', '', '9h', '190.000000'],
    ]);
    expect(pages[1]!.table.body.at(-1)).toEqual(['Total', '', '2h', '30.500000']);
  });

  it("gives each of a worker's pay periods a card of its own (time cards)", () => {
    const row = (periodStart: string, seconds: number) => ({
      worker: 'Ada',
      payCode: 'REG',
      seconds,
      amount: '1.00',
      employeeId: 1,
      periodStart,
      period: `Week of ${periodStart}`,
    });
    const twoWeeks = result({
      groups: [{ key: '', label: '', rows: [row('2026-11-15', 3_600), row('2026-11-22', 7_200), row('2026-11-22', 3_600)], subtotal: {} }],
    });
    const pages = reportCardPages(twoWeeks, cell);
    expect(pages.map((p) => p.table.title)).toEqual(['Totals: Ada, Week of 2026-11-15', 'Totals: Ada, Week of 2026-11-22']);
    expect(pages[1]!.table.body.at(-1)).toEqual(['Total', '', '3h', '2.000000']);
  });
});
