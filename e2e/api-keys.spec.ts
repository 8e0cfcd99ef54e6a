import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsOwner } from './support';

// API keys end to end (issue 36): the owner creates a key in Settings → Integrations → API Keys,
// reads its secret from the dialog shown once, calls the organization API with it (200), revokes
// it in the screen and sees the next call refused (401).

const NAME = `Sync ${randomUUID().slice(0, 6)}`;
const SHOTS = process.env.E2E_RESULTS_DIR ?? '../test-results';

test('an API key: created, its secret shown once, calls the API, revoked', async ({ page, request }) => {
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/orgs/${orgId}/settings/integrations/apiKeys`);
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  // The demo's own key is listed, never with its secret.
  await expect(page.getByRole('table', { name: 'API keys' })).toContainText('Payroll office nightly sync');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await dialog.getByRole('checkbox', { name: /^Edit workers/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: `API key ${NAME} created` });
  const secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^pl_live_[0-9a-f]{12}_[\w-]{43}$/);
  await page.screenshot({ path: `${SHOTS}/api-keys-secret.png` });
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText('Edit workers');
  await page.screenshot({ path: `${SHOTS}/api-keys-desktop.png` });

  const call = () => request.get(`/api/orgs/${orgId}/employees?limit=5`, { headers: { authorization: `Bearer ${secret}` } });
  expect((await call()).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).not.toContainText('Never');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/api-keys-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: `Revoke ${NAME}` }).click();
  await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText('Revoked');
  expect((await call()).status()).toBe(401);
});
