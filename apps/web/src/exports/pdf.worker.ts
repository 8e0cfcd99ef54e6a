import { buildPdf } from './pdf-build';
import type { PdfOptions } from './pdf-options';
import type { ExportTable } from './table';

// Lays out the PDF off the main thread: hundreds of pages of table take seconds.
self.onmessage = (event: MessageEvent<{ table: ExportTable; options: PdfOptions }>) => {
  try {
    const bytes = buildPdf(event.data.table, event.data.options);
    self.postMessage({ bytes }, { transfer: [bytes] });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
