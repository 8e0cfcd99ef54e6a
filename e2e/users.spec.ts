import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// Settings → Users on the Users Lab of fixtures-users.json: workers in two org units (North,
// South), PINs of 4 to 6 digits; an owner, an administrator limited to North, and one without
// pay access (access_employee_sensitive but not manage_payroll).

const SHOTS = process.env.USERS_SHOTS; // a folder: save screenshots of each state for review

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInTo(page: Page, who: 'owner' | 'north' | 'nopay'): Promise<string> {
  await page.goto('/');
  await signIn(page, `users-${who}@example.com`, `users-${who}-password`);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  return /\/orgs\/(\d+)\//.exec(page.url())![1]!;
}

const grid = (page: Page) => page.getByTestId('list-grid');
const cell = (page: Page, text: string) => grid(page).getByRole('gridcell', { name: text, exact: true });

/** A 1×1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function toggle(locator: Locator) {
  // Mantine hides the real input under its track: click the visible label as a person does.
  await locator.locator('xpath=ancestor::label[1]').or(locator.locator('xpath=..')).first().click();
}

/** The remote select picker: opens, types (the search waits 500 ms), picks the option. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('workers: create with a PIN (the E.164 message first), edit, deactivate', async ({ page }) => {
  const orgId = await signInTo(page, 'owner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Settings', { exact: true }).click();
  await nav.getByText('Users', { exact: true }).first().click(); // the group; its link is also 'Users'
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(`/orgs/${orgId}/settings/users/list`);
  // The first list loads the grid's code.
  await expect(cell(page, 'Nora Northcott')).toBeVisible({ timeout: 15_000 });
  await expect(cell(page, 'Sam Southwick')).toBeVisible();
  await shot(page, 'workers-list');

  // Add: names, a phone that is not E.164 (refused with the section 5 text), then a good one.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Worker' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Wanda');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Walker');
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('555 0100');
  await expect(page.getByText('must be a valid phone number.')).toBeVisible();
  await expect(page.getByText('** Fix errors above before saving.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await phone.fill('+14155550123');
  await expect(page.getByText('must be a valid phone number.')).toHaveCount(0);
  await pick(page, 'Department', 'Pack', 'Packing');
  await pick(page, 'Org Unit', 'Sou', 'South');
  // A PIN outside the organization's bounds (4 to 6 digits) is refused before saving.
  const pin = page.getByLabel('PIN', { exact: true });
  await pin.fill('12');
  await expect(page.getByText('at least 4 characters.')).toBeVisible();
  await pin.fill('4321');
  await expect(page.getByTestId('pin-status')).toHaveText('No PIN');
  await shot(page, 'worker-new');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/users\/list\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Worker' })).toBeVisible();
  // The PIN is never shown again: the box is empty and the status says it is set.
  await expect(page.getByTestId('pin-status')).toHaveText('PIN set');
  await expect(pin).toHaveValue('');
  await expect(page.getByTestId('qr-badge')).toBeVisible();

  // A photo: a GIF is refused in the browser with a clear message; a PNG is uploaded and shown.
  const photo = page.locator('input[type="file"]');
  await photo.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' })).toBeVisible();
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(page.getByTestId('worker-avatar').locator('img')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();

  // Edit: a display name and an employee number survive a reload.
  await page.getByRole('textbox', { name: 'Display Name' }).fill('Wanda W.');
  await page.getByRole('textbox', { name: 'Employee Number' }).fill('S-003');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Wanda W.');
  await expect(page.getByRole('combobox', { name: 'Department', exact: true })).toHaveValue('Packing');
  await shot(page, 'worker-edit');

  // Deactivate from the header: asked first, then the worker leaves the active list.
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await page.getByRole('dialog', { name: 'Deactivate' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Back to List' }).click();
  await expect(cell(page, 'Nora Northcott')).toBeVisible();
  await expect(cell(page, 'Wanda Walker')).toHaveCount(0);
  await toggle(page.getByRole('switch', { name: 'Show active only' }));
  await expect(cell(page, 'Wanda Walker')).toBeVisible();
  await expect(cell(page, 'S-003')).toBeVisible();
  await toggle(page.getByRole('switch', { name: 'Show active only' }));

  // Bulk: move two workers to another department, asked in a dialog with the remote picker.
  const row = (name: string) =>
    grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await cell(page, 'Nora Northcott').click();
  await cell(page, 'Sara Southey').click({ modifiers: ['Control'] }); // as in any list: Ctrl adds a row
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Set Department', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Set Department' });
  await expect(ask.getByText('2 selected')).toBeVisible();
  await pick(page, 'Department', 'Pack', 'Packing');
  await ask.getByRole('button', { name: 'Set Department' }).click();
  await expect(page.getByText('Set Department: done.')).toBeVisible();
  await expect(row('Nora Northcott')).toContainText('Packing');
  await expect(row('Sara Southey')).toContainText('Packing');
  await shot(page, 'workers-bulk');
});

test('an administrator limited to one org unit sees only its workers', async ({ page }) => {
  const orgId = await signInTo(page, 'north');
  await page.goto(`/orgs/${orgId}/settings/users/list`);
  await expect(cell(page, 'Nora Northcott')).toBeVisible({ timeout: 15_000 });
  await expect(cell(page, 'Nils Norberg')).toBeVisible();
  await expect(page.getByTestId('row-count')).toHaveText('2 rows');
  await expect(cell(page, 'Sara Southey')).toHaveCount(0);
  await expect(cell(page, 'Sam Southwick')).toHaveCount(0);
  // Not even by search, nor as a choice in the org unit filter.
  await page.getByRole('textbox', { name: 'Search' }).fill('South');
  await expect(grid(page)).toContainText('No Rows To Show');
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Org Unit' }).click();
  await expect(page.getByRole('option', { name: 'North' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'South' })).toHaveCount(0);
  await shot(page, 'north-admin-list');
});

test('without pay access there is no pay anywhere: no Pay section, no pay column', async ({ page, browser }) => {
  // The organization offers every column in the chooser (format preference All Columns).
  const orgId = await signInTo(page, 'owner');
  await page.goto(`/orgs/${orgId}/settings/organization/formats`);
  await toggle(page.getByRole('switch', { name: 'All Columns' }));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  // With pay access: the column is offered and the form has its Pay section.
  await page.goto(`/orgs/${orgId}/settings/users/list`);
  await expect(cell(page, 'Nora Northcott')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('checkbox', { name: 'Pay Type' })).toBeAttached();
  await page.keyboard.press('Escape');
  await cell(page, 'Nora Northcott').click();
  await expect(page.getByTestId('section-pay')).toBeVisible();
  await expect(page.getByTestId('pay-rates')).toBeVisible();

  const other = await browser.newContext();
  const nopay = await other.newPage();
  await signInTo(nopay, 'nopay');
  await nopay.goto(`/orgs/${orgId}/settings/users/list`);
  await expect(cell(nopay, 'Nora Northcott')).toBeVisible({ timeout: 15_000 });
  await nopay.getByRole('button', { name: 'Columns' }).click();
  await expect(nopay.getByRole('checkbox', { name: 'Birth Date' })).toBeAttached(); // sensitive, and this user may see it
  await expect(nopay.getByRole('checkbox', { name: 'Pay Type' })).toHaveCount(0);
  await nopay.keyboard.press('Escape');
  await cell(nopay, 'Nora Northcott').click();
  await expect(nopay.getByTestId('worker-form')).toBeVisible();
  await expect(nopay.getByTestId('section-sensitive')).toBeVisible();
  await expect(nopay.getByTestId('section-pay')).toHaveCount(0);
  await expect(nopay.getByText('Pay Type')).toHaveCount(0);
  await expect(nopay.getByText('Pay Rates')).toHaveCount(0);
  await shot(nopay, 'nopay-worker');
  await other.close();
});

test('workers: what is typed right after Add New Worker appears is kept when the defaults load late', async ({ page }) => {
  const orgId = await signInTo(page, 'owner');
  // A slow answer for the employee defaults (as on a busy network): the form appears before them.
  await page.route(`**/api/orgs/${orgId}/employees/defaults`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const defaultsLoaded = page.waitForResponse((r) => r.url().endsWith('/employees/defaults'));
    await page.goto(`/orgs/${orgId}/settings/users/list/new`);
    const first = page.getByRole('textbox', { name: 'First Name' });
    await expect(first).toBeVisible({ timeout: 15_000 }); // the first open loads the form's code
    await first.pressSequentially(`Quick${attempt}`);
    await page.getByRole('textbox', { name: 'Last Name' }).pressSequentially('Typist');
    // Well after the defaults arrived, the names are still what was typed.
    await defaultsLoaded;
    await page.waitForTimeout(300);
    await expect(first, `attempt ${attempt}`).toHaveValue(`Quick${attempt}`);
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Typist');
  }
});
