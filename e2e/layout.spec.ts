import { expect, test, type Locator, type Page } from '@playwright/test';
import { orgApi, orgWrite } from './org-api';
import { signIn } from './support';

// Layout findings of issue 30 on the demo organization, at the sizes people use: a phone
// (390×844), a laptop (1280×800, 1366×768). Each test measures what a person would see cut,
// covered or spilling; LAYOUT_SHOTS=<folder> saves a screenshot of each state for review.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.LAYOUT_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const rightEdge = (b: Box) => b.x + b.width;
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The part of a scrolling element that shows its content (without its scrollbars). */
const visibleArea = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left + el.clientLeft, right: r.left + el.clientLeft + el.clientWidth };
  });
/** Elements whose text is cut (an ellipsis or hidden overflow): their text, with the widths. */
const truncated = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth || el.clientWidth === 0)
      .map((el) => `${el.textContent} ${el.scrollWidth}>${el.clientWidth}`),
  );

const dayIso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => dayIso(new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000));

async function owner(page: Page): Promise<string> {
  await page.goto('/');
  await signIn(page);
  // A server still busy with the demo's background work may take a while to sign in.
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  return /orgs\/(\d+)/.exec(page.url())![1]!;
}

/** A demo worker whose time card has flags, and a day of it. */
async function flaggedCard(page: Page, orgId: string) {
  const { results } = await orgApi<{ results: { employeeId: number; at: string; flags: string[] }[] }>(page, orgId, 'punches?limit=200');
  const punch = results.find((p) => p.flags.some((f) => f.length > 1)) ?? results.find((p) => p.flags.length > 0)!;
  return `/orgs/${orgId}/manage/timecards/single-edit?worker=${punch.employeeId}&date=${punch.at.slice(0, 10)}`;
}

test('time card: no page spill on a phone, flag letters whole on a phone and on a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await owner(page);
  const card = await flaggedCard(page, orgId);
  for (const [size, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(card);
    const flags = page.getByTestId('timecard-grid').locator('[data-flag]');
    await expect(flags.first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `timecard-${name}`);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth), `page width on the ${name}`).toBeLessThanOrEqual(size.width);
    // Each badge shows its whole letter(s): not a dot, not 'S..'.
    expect(await truncated(flags), `cut flags on the ${name}`).toEqual([]);
    expect(await truncated(flags.locator('.mantine-Badge-label')), `cut flag letters on the ${name}`).toEqual([]);
  }
});

test('punches and clock logs: the Time column shows the time at 1280 px', async ({ page }) => {
  const orgId = await owner(page);
  for (const list of ['punches', 'clocklogs']) {
    await page.goto(`/orgs/${orgId}/manage/${list}/list`);
    const grid = page.getByTestId('list-grid');
    const times = grid.locator('.ag-cell[col-id="at"]');
    await expect(times.first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `${list}-desktop`);
    expect(await times.first().textContent()).toMatch(/\d{1,2}:\d{2}/);
    expect(await truncated(times), `${list}: Time cells cut`).toEqual([]);
    const header = await box(grid.locator('.ag-header-cell[col-id="at"]'));
    const shown = await visibleArea(grid);
    expect(header.x + header.width).toBeLessThanOrEqual(shown.right + 1);
  }
});

test('schedule: the Total column is whole at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const orgId = await owner(page);
  await page.goto(`/orgs/${orgId}/manage/schedule/schedules`);
  const board = page.getByTestId('schedule-board');
  const total = board.getByRole('columnheader', { name: 'Total' });
  await expect(total).toBeVisible({ timeout: 30_000 });
  await shot(page, 'schedule-1366');
  const shown = await visibleArea(board);
  const cell = await box(total);
  expect(cell.x + cell.width, 'Total header right edge').toBeLessThanOrEqual(shown.right + 1);
  const sums = board.getByTestId('day-totals').locator('div').last();
  const sum = await box(sums);
  expect(sum.x + sum.width, 'week total right edge').toBeLessThanOrEqual(shown.right + 1);
});

test('publish: the Was column whole on a phone; the toast says who was told and leaves the bell free', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await owner(page);
  // Move one published shift of this week an hour later: a change against the published version.
  const today = dayIso(new Date());
  const sunday = addDays(today, -new Date(`${today}T12:00:00Z`).getUTCDay());
  const saturday = addDays(sunday, 6);
  const board = await orgApi<{
    shifts: { id: number; version: number; employeeId: number | null; start: string; end: string; status: string }[];
  }>(page, orgId, `schedule/board?from=${sunday}&to=${saturday}`);
  const shift = board.shifts.find((s) => s.status === 'published' && s.employeeId !== null)!;
  const later = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
  await orgWrite(page, orgId, 'PUT', `schedule/shifts/${shift.id}`, {
    start: later(shift.start),
    end: later(shift.end),
    version: shift.version,
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/orgs/${orgId}/manage/schedule/schedules?from=${sunday}&to=${saturday}`);
  await page.getByRole('button', { name: /^Publish \(\d+\)$/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Publish Schedule' });
  const changed = dialog.getByRole('row', { name: /Changed/ }).first();
  await expect(changed).toBeVisible();
  await shot(page, 'publish-dialog-phone');
  const frame = await box(dialog.getByTestId('publish-changes-box').or(dialog.locator('.mantine-Modal-body')).first());
  for (const cell of [dialog.getByRole('columnheader', { name: 'Was' }), changed.getByRole('cell').last()]) {
    const b = await box(cell);
    expect(b.x + b.width, 'Was column right edge').toBeLessThanOrEqual(frame.x + frame.width + 1);
  }

  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: /published/ });
  await expect(toast).toBeVisible();
  await shot(page, 'publish-toast-desktop');
  await expect(toast).toContainText(/\d+ new, \d+ changed, \d+ removed; /);
  await expect(toast).not.toContainText(/\b0 workers notified/);
  const bell = await box(page.getByRole('button', { name: /^Notifications/ }));
  expect(intersects(await box(toast), bell), 'toast covers the bell').toBe(false);
});

test('time off ledger: the Why column is readable on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const orgId = await owner(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/orgs/${orgId}/manage/timeoff/entries`);
  await page.getByRole('tab', { name: 'Balances' }).click();
  const balances = page.getByTestId('balances');
  await expect(balances).toBeVisible({ timeout: 30_000 });
  await balances.getByRole('button').first().click();
  const why = page.getByRole('dialog').getByTestId('ledger-why').first();
  await expect(why).toBeVisible();
  await shot(page, 'ledger-phone');
  // Why reads as a line of text, inside the screen (it was one character wide). The drawer slides
  // in from the right, so its right edge is polled until the slide has ended.
  await expect.poll(async () => rightEdge(await box(why)), { message: 'Why right edge' }).toBeLessThanOrEqual(PHONE.width);
  expect((await box(why)).width, 'Why width').toBeGreaterThanOrEqual(150);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('bell: with requests waiting it never says there are no notifications', async ({ page }) => {
  const orgId = await owner(page);
  await page.goto(`/orgs/${orgId}/dashboard`);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const feed = page.getByTestId('notification-feed');
  await expect(feed).toContainText(/waiting/, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  await shot(page, 'bell-desktop');
  await expect(page.getByText('You do not currently have any notifications.')).toHaveCount(0);
});
