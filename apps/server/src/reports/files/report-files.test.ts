import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportResult } from '@punchline/contracts';
import { createFormatPreferences } from '@punchline/domain';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { reportFile, reportFilename } from './report-file';
import { reportTable } from './report-table';

// The files a scheduled report sends, opened with real readers: CSV parsed back (csv-parse), XLSX
// read back (read-excel-file, the console's reader), PDF text extracted with pdftotext. Cells are
// in the organization's formats: durations as h:mm here, dates day first, pay with 2 decimals.

const result: ReportResult = {
  runId: 7,
  report: 'totals',
  title: 'Totals',
  params: { from: '2026-11-08', to: '2026-11-14', groupBy: 'department' },
  cutoff: '2026-11-16T15:30:00.000Z',
  ranBy: { id: 1, name: 'Pat Owner' },
  templateId: 3,
  columns: [
    { key: 'name', label: 'Worker', type: 'text' },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'firstDay', label: 'First Day', type: 'date' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
  ],
  groupBy: 'department',
  groups: [
    {
      key: 'Kitchen',
      label: 'Kitchen',
      rows: [
        { employeeId: 1, name: 'Lee, Ann', payCode: 'REG', firstDay: '2026-11-09', seconds: 144_000, amount: '800.00' },
        { employeeId: 1, name: 'Lee, Ann', payCode: 'OT', firstDay: '2026-11-09', seconds: 5_400, amount: '45.50' },
      ],
      subtotal: { seconds: 149_400, amount: '845.50' },
    },
    {
      key: 'Yard',
      label: 'Yard',
      rows: [{ employeeId: 2, name: '=HYPERLINK("x"), Bob', payCode: 'REG', firstDay: '2026-11-10', seconds: 27_000, amount: '150.00' }],
      subtotal: { seconds: 27_000, amount: '150.00' },
    },
  ],
  total: { seconds: 176_400, amount: '995.50' },
  rowCount: 3,
  notes: ['Pay period 11/08/2026 – 11/14/2026'],
};
const formats = {
  prefs: createFormatPreferences({ durationFormat: 'minute', dateFormat: 'dmy', timeFormat: 24, payAccuracy: 2 }),
  timeZone: 'America/Los_Angeles',
};

const EXPECTED_LINES = [
  ['Worker', 'Pay Code', 'First Day', 'Hours', 'Amount'],
  ['Kitchen', '', '', '', ''],
  ['Lee, Ann', 'REG', '09/11/2026', '40:00', '800.00'],
  ['Lee, Ann', 'OT', '09/11/2026', '1:30', '45.50'],
  ['Subtotal Kitchen', '', '', '41:30', '845.50'],
  ['Yard', '', '', '', ''],
  [`'=HYPERLINK("x"), Bob`, 'REG', '10/11/2026', '7:30', '150.00'],
  ['Subtotal Yard', '', '', '7:30', '150.00'],
  ['Total', '', '', '49:00', '995.50'],
];

describe('report files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('formats every cell in the organization formats, with group headings, subtotals and the total', () => {
    const table = reportTable(result, formats);
    expect(table.lines.map((l) => l.kind)).toEqual(['group', 'row', 'row', 'subtotal', 'group', 'row', 'subtotal', 'total']);
    expect(table.lines[1]!.cells).toEqual(['Lee, Ann', 'REG', '09/11/2026', '40:00', '800.00']);
    // The cut-off instant in the organization's zone: 07:30 in Los Angeles.
    expect(table.notes).toEqual(['Pay period 11/08/2026 – 11/14/2026', expect.stringMatching(/^Run by Pat Owner on 16\/11\/2026.*7:30/)]);
  });

  it('writes a CSV that parses back to the same lines, a formula defused', async () => {
    const file = await reportFile(result, 'csv', formats);
    expect(file.filename).toBe('Totals 2026-11-08 to 2026-11-14.csv');
    expect(file.contentType).toMatch(/^text\/csv/);
    const rows = parse(file.content, { bom: true }) as string[][];
    expect(rows).toEqual(EXPECTED_LINES);
  });

  it('writes an XLSX that read-excel-file reads back, title and notes above the table', async () => {
    const file = await reportFile(result, 'xlsx', formats);
    const rows = await readSheet(file.content);
    const text = rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    expect(text[0]![0]).toBe('Totals');
    expect(text[1]![0]).toBe('Pay period 11/08/2026 – 11/14/2026');
    const header = text.findIndex((row) => row[0] === 'Worker');
    // The sheet keeps the formula text as text (no leading ' needed in a typed cell).
    expect(text.slice(header)).toEqual(EXPECTED_LINES.map((row) => row.map((cell) => cell.replace(/^'=/, '='))));
  });

  it('writes a PDF whose text pdftotext extracts: title, groups, subtotals, total', async () => {
    const file = await reportFile(result, 'pdf', formats);
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    const at = path.join(dir, 'totals.pdf');
    writeFileSync(at, file.content);
    const text = execFileSync('pdftotext', ['-layout', at, '-'], { encoding: 'utf8' });
    expect(text).toContain('Totals');
    expect(text).toMatch(/Lee, Ann\s+REG\s+09\/11\/2026\s+40:00\s+800\.00/);
    expect(text).toMatch(/Subtotal Kitchen\s+41:30\s+845\.50/);
    expect(text).toMatch(/Total\s+49:00\s+995\.50/);
  });

  it('names the file by its cut-off day when the run had no explicit range', () => {
    expect(reportFilename({ ...result, params: {} }, 'pdf')).toBe('Totals 2026-11-16.pdf');
  });
});
