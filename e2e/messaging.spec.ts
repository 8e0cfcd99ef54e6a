import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, punchesOf, retireWorkers } from './clock-support';
import { orgDelete, orgWrite } from './org-api';
import { signInAsOwner } from './support';

// Messaging (issue 35) end to end on the demo organization: the owner writes a must-acknowledge
// message to a team in Manage → Messaging; the team's worker identifies at the web clock, reads
// it and acknowledges it before the punch screen, and clocks in; the owner sees the worker's
// acknowledgment, with the clock, in Message Recipients.

const RUN = randomUUID().slice(0, 6);
const LAST = `Msg${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));
const SUBJECT = `Hard hats on the dock ${RUN}`;
const CLOCK = `Dock clock ${RUN}`;
let worker = 0;
let teamId = 0;

test.beforeAll(async () => {
  worker = await makeWorker('Mia', LAST, PIN);
});

test.afterAll(async () => {
  await retireWorkers([worker]);
});

test('a must-acknowledge message to a team is acknowledged at the web clock before punching, and the sender sees it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const team = `Dock ${RUN}`;
  teamId = (await orgWrite<{ result: { id: number } }>(page, orgId, 'POST', 'schedule/teams', { name: team, memberIds: [worker] })).result
    .id;

  // Compose: subject, text with a link, the team, must acknowledge, send now.
  await page.goto(`/orgs/${orgId}/manage/messaging/messages`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Message' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Hard hats are required on the loading dock from today. Details: https://example.com/hats');
  const teams = page.getByRole('combobox', { name: 'Teams', exact: true });
  await teams.click();
  await teams.fill(team);
  await page.getByRole('option', { name: team }).click();
  await page.getByRole('switch', { name: /^Must acknowledge/ }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: SUBJECT, level: 1 })).toBeVisible();
  await expect(page.getByTestId('message-counts')).toContainText('1 sent · 0 read · 0 acknowledged');
  await expect(page.getByTestId('message-text').getByRole('link', { name: 'https://example.com/hats' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/messaging-detail-desktop.png`, fullPage: true });

  // At the web clock: the message comes before the punch screen and waits for the acknowledgment.
  const clock = await context.newPage();
  await clock.setViewportSize({ width: 390, height: 844 });
  await clock.goto('/clock/');
  await clock.getByLabel('Pairing code').fill(await pairingCode(CLOCK, ['pin']));
  await clock.getByRole('button', { name: 'Pair' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
  for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
  await clock.getByRole('button', { name: 'Continue' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText(SUBJECT);
  await expect(clock.getByRole('link', { name: 'https://example.com/hats' })).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Clock In', exact: true })).toHaveCount(0);
  await clock.screenshot({ path: `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/messaging-clock-phone.png`, fullPage: true });
  await clock.getByRole('button', { name: 'I acknowledge' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Mia ${LAST}`);
  await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(clock.getByRole('heading', { name: 'Clocked in' })).toBeVisible();
  expect((await punchesOf(worker)).map((p) => p.type)).toEqual(['in']);

  // The sender sees it acknowledged, at which clock, in Message Recipients.
  await page.reload();
  await expect(page.getByTestId('message-counts')).toContainText('1 sent · 1 read · 1 acknowledged');
  await page.getByRole('link', { name: 'Message Recipients' }).click();
  await expect(page.getByRole('heading', { name: 'Message Recipients', level: 1 })).toBeVisible();
  const row = page.getByTestId('recipient').filter({ hasText: LAST });
  await expect(row.getByTestId('recipient-status')).toHaveText('Acknowledged');
  await expect(row).toContainText(`at ${CLOCK}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/messaging-recipients-phone.png`, fullPage: true });
  await orgDelete(page, orgId, `schedule/teams/${teamId}`);
  await context.close();
});
