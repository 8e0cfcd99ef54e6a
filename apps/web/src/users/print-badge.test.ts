import { describe, expect, it } from 'vitest';
import { badgeHtml } from './print-badge';

describe('the printable QR badge', () => {
  it('shows the name, the organization, the employee number and the code image, escaped', () => {
    const html = badgeHtml({
      name: 'Ana <Alvarez>',
      organization: 'Riverside & Co',
      employeeNumber: 'E1',
      qrDataUrl: 'data:image/png;base64,AAA',
    });
    expect(html).toContain('Ana &lt;Alvarez&gt;');
    expect(html).toContain('Riverside &amp; Co');
    expect(html).toContain('<div class="no">E1</div>');
    expect(html).toContain('src="data:image/png;base64,AAA"');
    expect(badgeHtml({ name: 'A', organization: 'B', qrDataUrl: 'x' })).not.toContain('class="no"');
  });
});
