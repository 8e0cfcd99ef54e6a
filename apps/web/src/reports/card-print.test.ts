import { describe, expect, it } from 'vitest';
import { printableCardsHtml } from './card-print';

const page = (worker: string) => ({
  worker,
  table: { title: `Time Cards: ${worker}`, headers: ['Date', 'Hours'], body: [['11/23/2026', '8:00']] },
});

describe('printed cards', () => {
  it('puts each worker on a page of its own, closed by the two signature lines', () => {
    const html = printableCardsHtml('Time Cards', ['Pay period 11/22/2026 – 11/28/2026'], [page('Ada <Lovelace>'), page('Bo')]);
    const sections = [...html.matchAll(/<section>(.*?)<\/section>/g)].map((m) => m[1]!);
    expect(sections.map((s) => /<h1>(.*?)<\/h1>/.exec(s)?.[1])).toEqual(['Time Cards: Ada &lt;Lovelace&gt;', 'Time Cards: Bo']);
    for (const section of sections) {
      expect([...section.matchAll(/<div class="sign"><span><\/span>(.*?)<\/div>/g)].map((m) => m[1])).toEqual([
        'Worker signature',
        'Supervisor signature',
      ]);
      expect(section).toContain('<p>Pay period 11/22/2026 – 11/28/2026</p>');
    }
    // Each worker's section ends its printed page.
    expect(html).toMatch(/section\{break-after:page;page-break-after:always\}/);
  });
});
