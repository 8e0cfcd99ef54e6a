import type { ExportTable } from './table';

/** The .xlsx of a table, written in a worker (write-excel-file; the npm `xlsx` package is not used). */
export function buildXlsx(table: ExportTable): Promise<Blob> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      worker.terminate();
      if (event.data.blob) resolve(event.data.blob);
      else reject(new Error(event.data.error ?? 'The spreadsheet could not be written.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The spreadsheet could not be written.'));
    };
    worker.postMessage(table);
  });
}
