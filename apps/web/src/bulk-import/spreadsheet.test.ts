import { labelsResource } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { guessColumns, mappedItems, parseCsv, toSheet } from './spreadsheet';

describe('bulk import spreadsheet', () => {
  it('parses quoted CSV with CRLF and a BOM, skipping blank lines', () => {
    expect(parseCsv('\uFEFFName,Type\r\n"Night, late",work\r\n\r\n"Say ""hi""",user')).toEqual([
      ['Name', 'Type'],
      ['Night, late', 'work'],
      ['Say "hi"', 'user'],
    ]);
  });

  it('keeps commas, line breaks and escaped quotes inside quoted fields', () => {
    const csv = 'Name,Note\n"Smith, Ann","first line\r\nsecond, with ""quotes"""\n"""Boss""",\n';
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Note'],
      ['Smith, Ann', 'first line\r\nsecond, with "quotes"'],
      ['"Boss"', ''],
    ]);
  });

  it('reads a BOM-led file with LF endings and only commas as separators', () => {
    expect(parseCsv('\uFEFFName;Code,Type\nA;1,work\n,\n  ,  \nB;2,user')).toEqual([
      ['Name;Code', 'Type'],
      ['A;1', 'work'],
      ['B;2', 'user'],
    ]);
  });

  it('maps columns by label or name and sends only mapped, non-empty cells', () => {
    const sheet = toSheet([
      ['TYPE', 'label name', 'name', 'Active'],
      ['work', 'x', 'Night', 'no'],
      ['user', 'y', '', null],
    ]);
    const map = guessColumns(labelsResource.fields, sheet.headers);
    expect(map).toEqual({ name: 2, active: 3, type: 0, targetId: null });
    expect(mappedItems(sheet, map)).toEqual([{ name: 'Night', active: 'no', type: 'work' }, { type: 'user' }]);
  });
});
