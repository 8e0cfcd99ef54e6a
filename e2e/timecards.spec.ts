import { expect, test, type Page } from '@playwright/test';
import { orgCall } from './org-api';
import { signIn } from './support';

// Manage → Time Cards on the Rules Lab of fixtures-time-rules.json (UTC): a worker who forgot to
// clock out gets the OUT added on the card, twenty workers get the same punches in bulk, and an
// edit in a pay period locked meanwhile is refused with the lock's message.

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const worker = async (page: Page, orgId: string, firstName: string, lastName: string) =>
  (await orgCall<{ result: { id: number } }>(page, orgId, 'POST', 'employees', { firstName, lastName })).result.id;

test('time cards: a forgotten clock-out fixed on the card, punches added for 20 workers, an edit in a locked period refused until it is reopened', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'rules-owner@example.com', 'rules-owner-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  // Fiona clocked in at 08:00 two days ago and never clocked out.
  const day = dayAgo(2);
  const fiona = await worker(page, orgId, 'Fiona', 'Forgot');
  await orgCall(page, orgId, 'POST', 'timecards/bulk', {
    action: 'addPunches',
    employeeIds: [fiona],
    date: day,
    punches: [{ type: 'in', time: '08:00' }],
  });

  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${fiona}&date=${day}`);
  const row = page.locator(`tr[data-date="${day}"]`).first();
  const out = page.getByRole('textbox', { name: `Out 1 ${day}` });
  // The first screen of the run loads the console's code: allow for a busy machine.
  await expect(page.getByRole('textbox', { name: `In 1 ${day}` })).toHaveValue('8:00 AM', { timeout: 30_000 });
  await expect(out).toHaveAttribute('data-missed', 'true');
  await expect(row.locator('[data-flag="M"]').first()).toBeVisible();
  const hours = page.getByTestId(`day-hours-${day}`);
  const before = await hours.textContent();

  // Typing the OUT recomputes the card here, before anything is saved.
  await out.fill('4:30p');
  await expect(hours).toHaveText('8:30');
  await expect(row.locator('[data-flag="M"]')).toHaveCount(0);
  expect(before).not.toBe('8:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await expect(out).toHaveValue('4:30 PM');
  await expect(hours).toHaveText('8:30');
  await expect(row.locator('[data-flag="M"]')).toHaveCount(0);
  await expect(row.locator('[data-flag="A"]').first()).toBeVisible();

  // Twenty workers get the same IN and OUT yesterday.
  for (let i = 1; i <= 20; i++) await worker(page, orgId, 'Crew', `Member ${String(i).padStart(2, '0')}`);
  const yesterday = dayAgo(1);
  await page.goto(`/orgs/${orgId}/manage/timecards/bulk-edit`);
  await page.getByLabel('From', { exact: true }).fill(yesterday);
  await page.getByLabel('To', { exact: true }).fill(yesterday);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Crew');
  await expect(page.getByTestId('bulk-table').locator('tbody tr')).toHaveCount(20);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('20 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add Punches' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Punch 1 time' }).fill('9a');
  await dialog.getByRole('textbox', { name: 'Punch 2 time' }).fill('5p');
  await dialog.getByRole('button', { name: 'Add Punches' }).click();
  await expect(page.getByTestId('bulk-outcome')).toHaveText('Done for 20 workers.');
  await expect(page.getByTestId('bulk-hours').filter({ hasText: '8:00' })).toHaveCount(20);

  // The period is locked while the card is open: the save is refused with the lock's message.
  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${fiona}&date=${day}`);
  await expect(out).toHaveValue('4:30 PM');
  const card = await orgCall<{ result: { period: { start: string } } }>(page, orgId, 'GET', `timecards/${fiona}?date=${day}`);
  await orgCall(page, orgId, 'PUT', `pay-periods/${card.result.period.start}`, { state: 'locked' });
  await out.fill('5:00p');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-error')).toContainText('This pay period is locked');
  await page.reload();
  await expect(page.getByTestId('period-notice')).toContainText('locked by Rita Rules');
  await expect(out).toHaveAttribute('readonly', '');
  await expect(out).toHaveValue('4:30 PM');

  // A payroll manager reopens it from the card, and the card can be changed again.
  await page.getByRole('button', { name: 'Reopen Pay Period' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByTestId('period-notice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lock Pay Period' })).toBeVisible();
  await expect(out).not.toHaveAttribute('readonly', '');
});
