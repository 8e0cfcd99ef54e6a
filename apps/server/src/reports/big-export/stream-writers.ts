import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { safeCsvCell } from '../files/csv-file';

// Files written a row at a time to a stream (big outputs: a million punches). Each writer takes
// the header once, then lines of cell text, and finishes the file on end(). Backpressure is
// respected, so rows are read from the database no faster than the file is stored.

export type StreamWriter = {
  line: (cells: string[]) => Promise<void>;
  end: () => Promise<void>;
};

export function csvStream(out: Writable, headers: string[]): StreamWriter {
  // A BOM first so that Excel reads UTF-8.
  const csv = stringify({ record_delimiter: '\r\n', bom: true });
  csv.pipe(out);
  const write = async (cells: string[]) => {
    if (!csv.write(cells.map(safeCsvCell))) await once(csv, 'drain');
  };
  const started = write(headers);
  return {
    line: async (cells) => {
      await started;
      await write(cells);
    },
    end: async () => {
      await started;
      csv.end();
      await once(out, 'finish');
    },
  };
}

/**
 * XLSX through exceljs's streaming WorkbookWriter: each row is committed as it is added, so none is
 * held. Without styles (a bold header cost a fifth of the time of a million rows). exceljs loads
 * with the first big export, not at start: it keeps about 28 MB (issue 37's idle memory).
 */
export async function xlsxStream(out: Writable, title: string, headers: string[]): Promise<StreamWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(title.slice(0, 31) || 'Report');
  sheet.columns = headers.map((header) => ({ header, width: Math.min(40, Math.max(10, header.length + 2)) }));
  sheet.getRow(1).commit();
  return {
    line: async (cells) => {
      sheet.addRow(cells).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    end: async () => {
      sheet.commit();
      await book.commit();
    },
  };
}
