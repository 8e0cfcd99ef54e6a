import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import { signIn } from './support';

const SHOTS = process.env.SETTINGS_SHOTS; // a folder: save screenshots of each state for review

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInToLab(page: Page): Promise<string> {
  await page.goto('/');
  await signIn(page, 'settings@example.com', 'settings-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  return /\/orgs\/(\d+)\//.exec(page.url())![1]!;
}

const grid = (page: Page) => page.getByTestId('list-grid');
const cell = (page: Page, text: string) => grid(page).getByRole('gridcell', { name: text, exact: true });
const pager = (page: Page) => page.getByTestId('pager');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function addDepartment(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Department' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(cell(page, name)).toBeVisible();
}

async function toggle(locator: Locator) {
  // Mantine hides the real input under its track: click the visible label as a person does.
  await locator.locator('xpath=ancestor::label[1]').or(locator.locator('xpath=..')).first().click();
}

test('departments: add, edit, pager, keyboard, dirty prompt, delete, filters, show active, audit', async ({ page }) => {
  const orgId = await signInToLab(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Settings', { exact: true }).click();
  await nav.getByText('Organization', { exact: true }).click();
  await nav.getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL(`/orgs/${orgId}/settings/organization/departments`);
  await expect(grid(page)).toContainText('No Rows To Show');
  await shot(page, 'departments-empty');

  // Add: Save is disabled until a valid name; clearing it shows the section 5 messages.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/departments\/new$/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('Name is a required field.')).toBeVisible();
  await expect(page.getByText('** Fix errors above before saving.')).toBeVisible();
  await shot(page, 'department-new-invalid');
  await name.fill('Assembly');
  await save.click();
  await expect(page).toHaveURL(/departments\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Department' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to List' }).click();
  await addDepartment(page, 'Bakery');
  await addDepartment(page, 'Cutting');

  // Pager and keyboard (focus on the page body, not in a text box).
  await cell(page, 'Bakery').click();
  await expect(pager(page)).toHaveText('2 of 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toHaveText('3 of 3');
  await expect(name).toHaveValue('Cutting');
  await page.getByRole('heading', { name: 'Edit Department' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(pager(page)).toHaveText('2 of 3');
  await shot(page, 'department-edit');

  // Dirty prompt, No: the change is dropped and the pager moves on.
  await name.fill('Bakery 2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page, 'Save Changes')).toContainText('This form has unsaved changes. Do you wish to save them before continuing?');
  await shot(page, 'department-dirty-prompt');
  await dialog(page, 'Save Changes').getByRole('button', { name: 'No' }).click();
  await expect(pager(page)).toHaveText('3 of 3');
  // Dirty prompt closed: nothing happens. Then Yes: saved, then moved.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(name).toHaveValue('Bakery');
  await name.fill('Bread');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page, 'Save Changes')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Save Changes')).toBeHidden();
  await expect(pager(page)).toHaveText('2 of 3');
  await expect(name).toHaveValue('Bread');
  await page.getByRole('button', { name: 'Next' }).click();
  await dialog(page, 'Save Changes').getByRole('button', { name: 'Yes' }).click();
  await expect(pager(page)).toHaveText('3 of 3');
  await expect(dialog(page, 'Save Changes')).toBeHidden();

  // Ctrl+S saves from inside the form; Cancel reverts a dirty form, Esc closes a clean one.
  await name.fill('Cutting Room');
  await name.press('Control+s');
  await expect(save).toBeDisabled();
  await name.fill('Oops');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Cutting Room');
  await page.getByRole('heading', { name: 'Edit Department' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/orgs/${orgId}/settings/organization/departments`);
  await expect(cell(page, 'Bread')).toBeVisible();

  // Audit trail of the record (view_audit).
  await cell(page, 'Bread').click();
  await page.getByRole('button', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('audit-event')).toHaveCount(2);
  await expect(page.getByTestId('audit-event').first()).toContainText('update');
  await expect(page.getByTestId('audit-event').first()).toContainText('Bread');
  await shot(page, 'department-audit');
  await page.keyboard.press('Escape');

  // Delete with the confirm.
  await page.getByRole('button', { name: 'Back to List' }).click();
  await cell(page, 'Cutting Room').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page, 'Delete')).toContainText('Are you sure you want to delete this department?');
  await dialog(page, 'Delete').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(`/orgs/${orgId}/settings/organization/departments`);
  await expect(cell(page, 'Cutting Room')).toHaveCount(0);

  // Show active only (default on, remembered): Assembly made inactive leaves the list.
  await cell(page, 'Assembly').click();
  await toggle(page.getByRole('switch', { name: 'Active' }));
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(`/orgs/${orgId}/settings/organization/departments`);
  await page.reload();
  await expect(cell(page, 'Bread')).toBeVisible();
  await expect(cell(page, 'Assembly')).toHaveCount(0);
  await toggle(page.getByRole('switch', { name: 'Show active only' }));
  await expect(cell(page, 'Assembly')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show active only' })).not.toBeChecked();
  await expect(cell(page, 'Assembly')).toBeVisible();

  // Filters: applying pushes the filter JSON into the view parameter; a reload keeps it.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive only' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/departments\/%7B%22status%22%3A%22inactive%22%7D$/);
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  await expect(cell(page, 'Bread')).toHaveCount(0);
  await page.reload();
  await expect(cell(page, 'Assembly')).toBeVisible();
  await expect(cell(page, 'Bread')).toHaveCount(0);
  await shot(page, 'departments-filtered');
});

async function download(page: Page, item: string, before?: () => Promise<void>): Promise<string> {
  const wait = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  if (before) await before();
  return (await (await wait).path())!;
}

test('labels: bulk import, column chooser, bulk select, load all, exports read back', async ({ page }) => {
  const orgId = await signInToLab(page);
  await page.goto(`/orgs/${orgId}/settings/organization/labels`);
  await expect(grid(page)).toContainText('No Rows To Show');

  // Bulk import: a preview with per-row errors first, then a clean file.
  const csv = (rows: string[]) => ({ name: 'labels.csv', mimeType: 'text/csv', buffer: Buffer.from(['Name,Type', ...rows].join('\n')) });
  await page.getByRole('button', { name: 'Import' }).click();
  const importer = dialog(page, 'Import Labels');
  await importer.locator('input[type=file]').setInputFiles(csv(['Ok,work', ',work', 'Bad,other']));
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByTestId('import-errors')).toContainText('Name: Name is a required field.');
  await expect(importer.getByTestId('import-errors')).toContainText('Type: This selection is not valid.');
  await shot(page, 'labels-import-errors');
  const names = Array.from({ length: 60 }, (_, i) => `Label ${String(i + 1).padStart(2, '0')}`);
  await importer.locator('input[type=file]').setInputFiles(csv(names.map((n, i) => `${n},${i % 2 ? 'user' : 'work'}`)));
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer).toContainText('60 rows are ready to import.');
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('row-count')).toHaveText('25 rows, more available');

  // Column chooser, remembered after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Type' }).uncheck();
  await shot(page, 'labels-column-chooser');
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
  await page.reload();
  await expect(cell(page, 'Label 01')).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Type' })).toHaveCount(0);

  // Bulk select: the whole page selected while more exist shows the info alert.
  await page.getByRole('button', { name: 'Select' }).click();
  await grid(page).getByRole('checkbox', { name: 'Column with Header Selection' }).first().check();
  await expect(page.getByTestId('selected-count')).toHaveText('25 selected');
  await expect(page.getByText('All results on this page are selected. Push More results to load all.')).toBeVisible();
  await shot(page, 'labels-bulk-select');
  await page.getByRole('button', { name: 'Done selecting' }).click();
  await expect(page.getByText('All results on this page are selected.', { exact: false })).toHaveCount(0);

  // Export with more rows on the server: asked to load all first.
  const csvPath = await download(page, 'CSV', async () => {
    await expect(dialog(page, 'Export')).toContainText('Do you want to load all results before exporting?');
    await dialog(page, 'Export').getByRole('button', { name: 'Yes' }).click();
  });
  const lines = readFileSync(csvPath, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Active');
  expect(lines).toHaveLength(61);
  expect(lines[60]).toBe('Label 60,Yes');
  await expect(page.getByTestId('row-count')).toHaveText('60 rows');

  const xlsx = await readSheet(readFileSync(await download(page, 'Excel')));
  expect(xlsx[0]).toEqual(['Name', 'Active']);
  expect(xlsx).toHaveLength(61);
  expect(xlsx[1]).toEqual(['Label 01', 'Yes']);

  const pdfPath = await download(page, 'PDF', async () => {
    const options = dialog(page, 'PDF options');
    await expect(options.getByRole('radio', { name: 'Portrait' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Fit width to page' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Include titles' })).toBeChecked();
    await shot(page, 'labels-pdf-options');
    await options.getByRole('button', { name: 'Export PDF' }).click();
  });
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Labels');
  expect(text).toContain('Label 01');
  expect(text).toContain('Label 60');

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print' }).click();
  const frame = page.frameLocator('iframe[data-print-frame]');
  await expect(frame.locator('tbody tr')).toHaveCount(60);
  await expect(frame.locator('h1')).toHaveText('Labels');

  // Nothing to export.
  await page.getByRole('textbox', { name: 'Search' }).fill('zzz');
  await expect(grid(page)).toContainText('No Rows To Show');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  await expect(page.getByText('No data to export')).toBeVisible();
});

test('format preferences apply to the audit trail', async ({ page }) => {
  const orgId = await signInToLab(page);
  await page.goto(`/orgs/${orgId}/settings/organization/formats`);
  await expect(page.getByRole('heading', { name: 'Format Preferences' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Date Format' }).click();
  await page.getByRole('option', { name: 'Year Month Day' }).click();
  await page.getByRole('combobox', { name: 'Date Separator' }).click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time Format' }).click();
  await page.getByRole('option', { name: '24-hour' }).click();
  await shot(page, 'formats-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.goto(`/orgs/${orgId}/settings/organization/labels`);
  await cell(page, 'Label 01').click();
  await page.getByRole('button', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('audit-event').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} ·/);
});

test('integration templates: made in Settings, exported from the list, deleted meanwhile, reloaded', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, 'integrator@example.com', 'integrator-password');
  const orgId = /\/orgs\/(\d+)\//.exec((await page.waitForURL(/\/orgs\/\d+\//), page.url()))![1]!;
  const pick = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  // Two labels to export, one needing CSV quoting.
  await page.goto(`/orgs/${orgId}/settings/organization/labels`);
  for (const [name, type] of [
    ['Night, late', 'Work'],
    ['Say "hi"', 'User'],
  ]) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name!);
    await pick('Type', type!);
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await expect(cell(page, name!)).toBeVisible();
  }

  // The template, written in the Templates screen's textarea; an unknown placeholder is refused as typed.
  await page.goto(`/orgs/${orgId}/settings/integrations/templates`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Labels feed');
  await pick('Base', 'Csv');
  await pick('Data Source', 'Labels');
  await page.getByRole('textbox', { name: 'File Name' }).fill('labels-{date}.csv');
  const template = page.getByRole('textbox', { name: 'Template' });
  await template.fill('Label,Kind\n{{#rows}}\n{{name}},{{typo}}\n{{/rows}}\n{{count}} labels');
  await expect(page.getByText('Unknown placeholder {{typo}}', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
  await template.fill('Label,Kind\n{{#rows}}\n{{name}},{{type}}\n{{/rows}}\n{{count}} labels');
  await shot(page, 'templates-form');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(cell(page, 'Labels feed')).toBeVisible();

  // Exported from Labels: the file read back.
  await page.goto(`/orgs/${orgId}/settings/organization/labels`);
  await expect(cell(page, 'Night, late')).toBeVisible();
  const wait = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Reload templates' })).toBeVisible();
  await shot(page, 'labels-export-templates');
  await page.getByRole('menuitem', { name: 'Labels feed' }).click();
  const file = await wait;
  const today = new Date();
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  expect(file.suggestedFilename()).toBe(`labels-${date}.csv`);
  expect(readFileSync((await file.path())!, 'utf8')).toBe('Label,Kind\n"Night, late",work\n"Say ""hi""",user\n2 labels\n');

  // Deleted in another tab: the cached menu still offers it, the export says it is gone.
  const other = await context.newPage();
  await other.goto(`/orgs/${orgId}/settings/integrations/templates`);
  await other.getByTestId('list-grid').getByRole('gridcell', { name: 'Labels feed', exact: true }).click();
  await other.getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Yes' }).click();
  await expect(other.getByTestId('list-grid')).toContainText('No Rows To Show');
  await other.close();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Labels feed' }).click();
  await expect(page.getByText('Template not found', { exact: true })).toBeVisible();

  // Reload templates: the menu no longer offers it.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Reload templates' }).click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Labels feed' })).toHaveCount(0);
});
