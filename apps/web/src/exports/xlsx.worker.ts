import writeXlsxFile from 'write-excel-file/universal';
import { xlsxColumns, xlsxSheet } from './xlsx-sheet';
import type { ExportTable } from './table';

// Builds the .xlsx off the main thread: writing 20,000 rows of sheet XML takes long enough to
// freeze the page otherwise.
self.onmessage = async (event: MessageEvent<ExportTable>) => {
  try {
    const table = event.data;
    const blob = await writeXlsxFile(xlsxSheet(table), { columns: xlsxColumns(table), sheet: table.title.slice(0, 31) }).toBlob();
    self.postMessage({ blob });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
