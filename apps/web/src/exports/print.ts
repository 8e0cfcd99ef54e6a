import { PRINT_WAIT_MS } from '@punchline/domain';
import type { ExportTable } from './table';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** A plain, printable HTML page of the table (the grid itself is virtualized: most rows are not in the DOM). */
export function printableHtml(table: ExportTable): string {
  const head = table.headers.map((h) => `<th>${escape(h)}</th>`).join('');
  const body = table.body.map((row) => `<tr>${row.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(table.title)}</title><style>
body{font:12px sans-serif;margin:16px}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ced4da;padding:3px 6px;text-align:left}th{background:#1971c2;color:#fff}
</style></head><body><h1 style="font-size:16px">${escape(table.title)}</h1><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}

/**
 * Print mode: renders the table in a hidden frame, waits 2 s (SPEC section 2) so it has laid out,
 * then opens the print dialog. Resolves with the frame (tests read it) once printing was asked.
 */
export async function printTable(table: ExportTable, print: (w: Window) => void = (w) => w.print()): Promise<HTMLIFrameElement> {
  return printHtml(printableHtml(table), table.title, print);
}

/** printTable for a page already written (report cards: one worker per page). */
export async function printHtml(html: string, title: string, print: (w: Window) => void = (w) => w.print()): Promise<HTMLIFrameElement> {
  document.querySelector('iframe[data-print-frame]')?.remove();
  const frame = document.createElement('iframe');
  frame.dataset.printFrame = '';
  frame.title = `Print ${title}`;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.srcdoc = html;
  document.body.append(frame);
  await new Promise((resolve) => setTimeout(resolve, PRINT_WAIT_MS));
  if (frame.contentWindow) print(frame.contentWindow);
  return frame;
}
