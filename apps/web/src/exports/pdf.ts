import type { PdfOptions } from './pdf-options';
import type { ExportTable } from './table';

/** The PDF of a table, laid out in a worker. */
export function buildPdfBlob(table: ExportTable, options: PdfOptions): Promise<Blob> {
  const worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ bytes?: ArrayBuffer; error?: string }>) => {
      worker.terminate();
      if (event.data.bytes) resolve(new Blob([event.data.bytes], { type: 'application/pdf' }));
      else reject(new Error(event.data.error ?? 'The PDF could not be written.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The PDF could not be written.'));
    };
    worker.postMessage({ table, options });
  });
}
