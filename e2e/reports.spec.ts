import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import { DEMO_EMAIL, latestMail, signInAsOwner } from './support';

// Issue 32: the console's report screen, generic over the report specs, on the demo
// organization: Totals for the current pay period grouped by department (a subtotal row, an
// Excel export read back with a real reader), memorized, and Roll Call on a phone.

const SHOTS = process.env.REPORT_SHOTS ?? '/tmp/rweb-shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const orgIdOf = (page: Page) => /\/orgs\/(\d+)\//.exec(page.url())![1]!;
const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

/** Reports → Totals through the main navigation. */
async function openTotals(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Reports', { exact: true }).click();
  await nav.getByRole('link', { name: 'Totals', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/totals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Totals' })).toBeVisible();
}

/** Runs the shown report and waits for its table (the run goes through the job queue). */
async function run(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('report-result')).toBeVisible({ timeout: 60_000 });
}

test('Totals: current pay period by department, subtotals, Excel export read back', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  await openTotals(page);
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('Current pay period');
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Department', exact: true }).click();
  await run(page);

  const table = page.getByTestId('report-table');
  await expect(table.locator('[data-line="group"]').first()).toContainText('Department: ');
  const subtotal = table.locator('[data-line="subtotal"]').first();
  await expect(subtotal).toContainText('Subtotal ');
  await expect(table.locator('[data-line="total"]')).toContainText('Total');
  await expect(page.getByTestId('report-cutoff')).toContainText(/^Data as of .+, run by .+/);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await shot(page, 'totals-desktop');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const file = await (await download).path();
  const sheet = (await readSheet(readFileSync(file))).map((row) => row.map((c) => (c === null ? '' : String(c))));
  expect(sheet[0]).toEqual(['Worker', 'Department', 'Org Unit', 'Pay Code', 'Hours', 'Amount']);
  expect(sheet.some((row) => row[0]!.startsWith('Department: '))).toBe(true);
  const subtotals = sheet.filter((row) => row[0]!.startsWith('Subtotal '));
  expect(subtotals.length).toBeGreaterThan(0);
  expect(subtotals[0]![4]).toMatch(/\d/);
  expect(sheet.at(-1)![0]).toBe('Total');
  // The screen and the file say the same grand total.
  await expect(table.locator('[data-line="total"] td').nth(4)).toHaveText(sheet.at(-1)![4]!);

  // The run is kept: compare it with a re-run (the demo's data has not moved since), then reopen it.
  const kept = page.getByTestId('kept-runs').getByRole('row').nth(1);
  await kept.getByRole('button', { name: 'Compare' }).click();
  const comparison = page.getByRole('dialog', { name: 'Compared with a new run' });
  await expect(comparison).toContainText(/(No totals changed|totals? changed) since this was run on \d/, { timeout: 60_000 });
  await comparison.getByRole('button', { name: 'Show the new run' }).click();
  await expect(comparison).toBeHidden();
  await page.getByTestId('kept-runs').getByRole('row').nth(1).getByRole('button', { name: 'Open' }).click();
  await expect(table.locator('[data-line="subtotal"]').first()).toContainText('Subtotal ');

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('report-list')).toBeVisible();
  await shot(page, 'totals-phone', false);
  await page.getByTestId('report-result').scrollIntoViewIfNeeded();
  await shot(page, 'totals-phone-result', false);
  expect(await pageWidth(page), 'Totals is no wider than the phone').toBeLessThanOrEqual(PHONE.width);
});

test('Totals: memorize, schedule, send now (the mail in the outbox with its file), open', async ({ page, request }) => {
  await signInAsOwner(page);
  await openTotals(page);
  const name = `Totals by department ${Date.now()}`;
  await page.getByRole('button', { name: 'Memorize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Memorize report' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saving the dialog is not the parameters form's Run.
  await expect(page.getByTestId('report-progress').or(page.getByTestId('report-result'))).toHaveCount(0);
  await expect(page.getByText(`Memorized as “${name}”`)).toBeVisible();
  await page.goto(`/orgs/${orgIdOf(page)}/reports/memorized`);
  await expect(page.getByRole('heading', { level: 1, name: 'Memorized Reports' })).toBeVisible();
  const row = page.getByTestId('memorized').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Totals');
  // Schedule it weekly as Excel, then send it now: the mail waits in the outbox with the file.
  await row.getByRole('button', { name: 'Schedule & share' }).click();
  const editor = page.getByRole('dialog', { name: /^Edit/ });
  await editor.getByRole('switch', { name: 'Send it by mail on a schedule' }).check({ force: true });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(row).toContainText(/Weekly/i);
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(`Sent to ${DEMO_EMAIL}.`)).toBeVisible({ timeout: 30_000 });
  const mail = await latestMail(request, DEMO_EMAIL);
  expect(mail.subject).toContain(name);
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/^Totals .*\.xlsx$/) })]);
  expect(mail.attachments[0]!.size).toBeGreaterThan(1000);
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/reports\/totals\?template=\d+$/);
  await expect(page.getByTestId('report-result')).toBeVisible({ timeout: 60_000 });
});

test('Roll Call on a phone: no sideways scroll; and on a desktop', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsOwner(page);
  const orgId = orgIdOf(page);
  for (const [size, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/orgs/${orgId}/reports/rollcall`);
    await expect(page.getByRole('heading', { level: 1, name: 'Roll Call' })).toBeVisible();
    // Roll call runs itself on open (when its spec exists); wait for the result or the notice.
    await expect(page.getByTestId('report-result').or(page.getByText('This report is not available yet.'))).toBeVisible({
      timeout: 60_000,
    });
    await shot(page, `rollcall-${name}`, false);
    await page.getByTestId('report-result').or(page.getByText('This report is not available yet.')).scrollIntoViewIfNeeded();
    await shot(page, `rollcall-${name}-result`, false);
    expect(await pageWidth(page), `Roll Call is no wider than the ${name}`).toBeLessThanOrEqual(size.width);
  }
});
