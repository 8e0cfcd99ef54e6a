import type { CardPage } from './report-card-pages';
import { SIGNATURE_LINES } from './report-card-pages';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * The printable page of a 'cards' report (time cards, shift cards): one worker per printed page,
 * each closed by the signature lines a worker and a supervisor sign.
 */
export function printableCardsHtml(title: string, notes: readonly string[], pages: readonly CardPage[]): string {
  const signatures = SIGNATURE_LINES.map((s) => `<div class="sign"><span></span>${escape(s)}</div>`).join('');
  const body = pages
    .map(({ table }) => {
      const head = table.headers.map((h) => `<th>${escape(h)}</th>`).join('');
      const rows = table.body.map((row) => `<tr>${row.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('');
      const lines = notes.map((n) => `<p>${escape(n)}</p>`).join('');
      return `<section><h1>${escape(table.title)}</h1>${lines}<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table><div class="signs">${signatures}</div></section>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font:12px sans-serif;margin:16px}h1{font-size:16px}p{margin:2px 0}table{border-collapse:collapse;width:100%;margin-top:8px}
th,td{border:1px solid #ced4da;padding:3px 6px;text-align:left}th{background:#1971c2;color:#fff}
section{break-after:page;page-break-after:always}section:last-child{break-after:auto;page-break-after:auto}
.signs{display:flex;gap:48px;margin-top:48px}.sign{flex:1}.sign span{display:block;border-bottom:1px solid #000;height:28px;margin-bottom:4px}
</style></head><body>${body}</body></html>`;
}
