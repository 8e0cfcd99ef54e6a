import { PRINT_WAIT_MS } from '@punchline/domain';

export type Badge = { name: string; organization: string; employeeNumber?: string | null; qrDataUrl: string };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** A printable badge the size of an ID card (85.6 × 54 mm): name, organization, QR code. */
export function badgeHtml(badge: Badge): string {
  const number = badge.employeeNumber ? `<div class="no">${escape(badge.employeeNumber)}</div>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Badge: ${escape(badge.name)}</title><style>
@page{size:85.6mm 54mm;margin:0}body{margin:0;font:12px sans-serif}
.badge{box-sizing:border-box;width:85.6mm;height:54mm;padding:4mm;display:flex;gap:4mm;align-items:center;border:1px solid #ced4da;border-radius:3mm}
.qr{width:40mm;height:40mm}.org{font-size:10px;color:#495057;text-transform:uppercase;letter-spacing:.05em}
.name{font-size:16px;font-weight:700;margin:2mm 0}.no{font-size:11px}
</style></head><body><div class="badge"><img class="qr" alt="QR badge" src="${escape(badge.qrDataUrl)}">
<div><div class="org">${escape(badge.organization)}</div><div class="name">${escape(badge.name)}</div>${number}</div></div></body></html>`;
}

/** Prints the badge from a hidden frame once it has laid out (as list printing does). */
export async function printBadge(badge: Badge, print: (w: Window) => void = (w) => w.print()): Promise<HTMLIFrameElement> {
  document.querySelector('iframe[data-badge-frame]')?.remove();
  const frame = document.createElement('iframe');
  frame.dataset.badgeFrame = '';
  frame.title = `Badge of ${badge.name}`;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.srcdoc = badgeHtml(badge);
  document.body.append(frame);
  await new Promise((resolve) => setTimeout(resolve, Math.min(PRINT_WAIT_MS, 1000)));
  if (frame.contentWindow) print(frame.contentWindow);
  return frame;
}
