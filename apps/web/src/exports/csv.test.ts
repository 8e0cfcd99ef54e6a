import { labelsResource, type Fields } from '@punchline/contracts';
import { createFormatPreferences } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { formatCell } from '../lists/cell-format';
import { defaultColumns } from '../lists/column-prefs';
import { buildCsv } from './csv';
import { printableHtml } from './print';
import { buildExportTable, exportFileName } from './table';
import { xlsxColumns, xlsxSheet } from './xlsx-sheet';

const prefs = createFormatPreferences({ dateFormat: 'dmy', dateSeparator: '/', timeFormat: 24 });
/** The grid's cell text for these fields, as ListView hands it to the export menu. */
const cellsOf =
  (fields: Fields) =>
  (field: string, value: unknown): string =>
    formatCell(fields[field], value, { prefs, timeZone: 'Europe/Paris', refName: (_kind, id) => (id === 3 ? 'Bakery' : undefined) });
const labelCells = cellsOf(labelsResource.fields);
const columns = defaultColumns(labelsResource.fields, labelsResource.list.columns, false);
const rows = [
  { id: 1, version: 1, name: 'Night, late', type: 'work', active: true },
  { id: 2, version: 1, name: 'Say "hi"', type: 'user', active: false },
  { id: 3, version: 1, name: '=SUM(A1)', type: 'user', active: true },
];

describe('export builders', () => {
  it('take the visible columns in grid order with cell text as shown', async () => {
    const hidden = columns.map((c) => (c.field === 'type' ? { ...c, visible: false } : c));
    const table = await buildExportTable('Labels', labelCells, [hidden[2]!, hidden[0]!, hidden[1]!], rows);
    expect(table.headers).toEqual(['Active', 'Name']);
    expect(table.body[1]).toEqual(['No', 'Say "hi"']);
  });

  it('quote CSV cells, defuse formulas, add a BOM and CRLF', async () => {
    const csv = buildCsv(await buildExportTable('Labels', labelCells, columns, rows));
    expect(csv).toBe('\uFEFFName,Type,Active\r\n"Night, late",Work,Yes\r\n"Say ""hi""",User,No\r\n\'=SUM(A1),User,Yes\r\n');
  });

  it('guard formula text but leave negative numbers, amounts and durations as numbers', () => {
    const table = {
      title: 'T',
      headers: ['A'],
      body: [['-4'], ['-1,234.50'], ['-7:30'], ['+12'], ['-0.5'], ['-1+1'], ['-A1'], ['+cmd|x'], ['@SUM(A1)'], ['\t=1'], ['- 4 days']],
    };
    const cells = buildCsv(table).slice(1).split('\r\n').slice(1, -1);
    expect(cells).toEqual(['-4', '"-1,234.50"', '-7:30', '+12', '-0.5', "'-1+1", "'-A1", "'+cmd|x", "'@SUM(A1)", "'\t=1", "'- 4 days"]);
  });

  it('give the sheet a bold header and widths from the longest text', async () => {
    const table = await buildExportTable('Labels', labelCells, columns, rows);
    expect(xlsxSheet(table)[0]).toEqual([
      { value: 'Name', fontWeight: 'bold' },
      { value: 'Type', fontWeight: 'bold' },
      { value: 'Active', fontWeight: 'bold' },
    ]);
    expect(xlsxColumns(table)).toEqual([{ width: 13 }, { width: 6 }, { width: 8 }]);
  });

  it('escape the print page and name files by title and date', async () => {
    const html = printableHtml({ title: 'A<b>', headers: ['x'], body: [['<i>&']] });
    expect(html).toContain('<td>&lt;i&gt;&amp;</td>');
    expect(exportFileName('Labels', 'csv', new Date('2026-05-01T12:00:00Z'))).toBe('Labels 2026-05-01.csv');
  });

  it('build 20,000 rows in chunks', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ id: i, version: 1, name: `L${i}`, type: 'work', active: true }));
    const table = await buildExportTable('Labels', labelCells, columns, many);
    expect(table.body).toHaveLength(20_000);
    expect(table.body[19_999]).toEqual(['L19999', 'Work', 'Yes']);
  });

  it('write dates, instants, durations, money and references as the grid shows them, in the organization formats', async () => {
    const fields: Fields = {
      day: { type: 'date', label: 'Day' },
      at: { type: 'instant', label: 'At' },
      length: { type: 'duration', label: 'Length' },
      pay: { type: 'money', label: 'Pay' },
      department: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
    };
    const shiftColumns = defaultColumns(fields, Object.keys(fields), false);
    const row = { id: 1, version: 1, day: '2026-11-23', at: '2026-11-23T08:30:00Z', length: 450, pay: 1234.5, department: 3 };
    const csv = buildCsv(await buildExportTable('Shifts', cellsOf(fields), shiftColumns, [row]));
    expect(csv).toBe('\uFEFFDay,At,Length,Pay,Department\r\n23/11/2026,23/11/2026 09:30,7:30,"1,234.50",Bakery\r\n');
  });
});
