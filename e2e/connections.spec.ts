import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { orgDelete } from './org-api';
import { signInAsOwner } from './support';

// Connections end to end (issue 36): a receiver started by the test on this machine; the owner
// adds a connection to it in Settings → Integrations → Connections, clicks "Send test event" and
// sees the delivery with its answer (HTTP 200) in the ledger and its drawer; the receiver checks
// the signature with the official Standard Webhooks library and the secret the screen shows.

const NAME = `Receiver ${randomUUID().slice(0, 6)}`;
const SHOTS = process.env.E2E_RESULTS_DIR ?? '../test-results';

type Arrival = { body: string; headers: Record<string, string> };

test('a connection to a local receiver: test event sent, signed, delivered with its answer', async ({ page }) => {
  const arrivals: Arrival[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      arrivals.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers as Record<string, string> });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  let orgId = '';
  let connectionId: number | null = null;
  try {
    await signInAsOwner(page);
    orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
    await page.goto(`/orgs/${orgId}/settings/integrations/connections`);
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    // The demo's connection, whose receiver is down, and the link to the export templates.
    await expect(page.getByRole('table', { name: 'Connections' })).toContainText('Payroll office receiver');
    await expect(page.getByTestId('templates-section').getByRole('link', { name: 'Manage templates' })).toBeVisible();

    await page.getByRole('button', { name: 'Add connection' }).click();
    const form = page.getByRole('dialog', { name: 'Add connection' });
    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Address' }).fill('http://hooks.example.com/in');
    await form.getByRole('checkbox', { name: 'Punch created' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    // Plain http only to this machine: the server's field error, shown under the address.
    await expect(form).toContainText('must be an https:// address');
    await form.getByRole('textbox', { name: 'Address' }).fill(url);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const panel = page.getByTestId('connection-panel');
    await expect(panel.getByRole('heading', { name: NAME })).toBeVisible();
    connectionId = Number(new URL(page.url()).searchParams.get('connection'));
    await panel.getByRole('button', { name: 'Show secret' }).click();
    const secret = (await panel.getByTestId('signing-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    await panel.getByRole('button', { name: 'Send test event' }).click();
    const row = panel.getByTestId('delivery-row').first();
    await expect(row).toContainText('Test event');
    // Sent by the server's job worker after commit; the ledger follows it.
    await expect(row).toContainText('Delivered', { timeout: 20_000 });
    await expect(row).toContainText('HTTP 200');
    expect(arrivals).toHaveLength(1);
    const payload = new Webhook(secret).verify(arrivals[0]!.body, arrivals[0]!.headers) as { type: string; id: string };
    expect(payload.type).toBe('webhook.test');
    await expect(row).toContainText(payload.id);
    await page.screenshot({ path: `${SHOTS}/connections-desktop.png`, fullPage: true });

    await row.click();
    const drawer = page.getByTestId('delivery-detail');
    await expect(drawer.getByLabel('Request body')).toContainText('"type": "webhook.test"');
    await expect(drawer.getByTestId('delivery-attempt')).toContainText('HTTP 200');
    await expect(drawer.getByLabel('Answer')).toHaveText('thanks from the receiver');
    await page.screenshot({ path: `${SHOTS}/connections-drawer.png` });
    await page.keyboard.press('Escape');

    // The demo's connection: its receiver is down, so its deliveries wait with the refusal kept.
    await page.getByRole('table', { name: 'Connections' }).getByText('Payroll office receiver').click();
    await expect(page.getByTestId('connection-panel').getByRole('heading', { name: 'Payroll office receiver' })).toBeVisible();
    await expect(page.getByTestId('delivery-row').first()).toBeVisible();
    await page.getByRole('table', { name: 'Deliveries' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/connections-demo.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/connections-phone.png`, fullPage: true });
  } finally {
    if (connectionId) await orgDelete(page, orgId, `integration/connections/${connectionId}`);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
