import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, punchesOf, retireWorkers } from './clock-support';
import { withDatabase } from './database';
import { orgApi, orgDelete, orgWrite } from './org-api';
import { signInAsOwner } from './support';

// Briefings (issue 35, docs/briefings.md) end to end on the demo organization (briefings on,
// demo/briefings.demo.ts): the owner creates a must-answer briefing in Settings → Users →
// Briefing Types; the worker identifies at the web clock, reads it, answers its question (a wrong
// answer first) and acknowledges it before the punch screen, then clocks in; the owner sees the
// acknowledgment on the briefing's page. The briefing applies to a label only this run's worker
// has, not to every worker: the suite runs two files at once, and another file's worker at the
// clock must not meet it. The API tests cover the rules (apps/server/src/briefings/briefings.test.ts).

const RUN = randomUUID().slice(0, 6);
const LAST = `Brief${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));
const NAME = `Ladder safety ${RUN}`;
const QUESTION = 'How many points of contact on a ladder?';
const OUT = process.env.E2E_RESULTS_DIR ?? 'test-results';
let worker = 0;

test.beforeAll(async () => {
  worker = await makeWorker('Bea', LAST, PIN);
});

test.afterAll(async () => {
  await retireWorkers([worker]);
});

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it is now, by rule. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The demo's own steps after the briefing (its health questionnaire for everyone): passed. */
async function passOtherSteps(clock: Page) {
  const heading = clock.getByRole('heading', { level: 1 });
  const passing: Record<string, string> = {
    'Are you fit for duty?': 'Yes',
    'Are you wearing your PPE?': 'Yes',
    'Do you have a fever, a cough or other symptoms?': 'No',
  };
  for (let i = 0; i < 5; i += 1) {
    await expect(heading).not.toHaveText(/Checking/);
    const text = (await heading.textContent())?.trim() ?? '';
    if (!passing[text]) return;
    await clock.getByRole('button', { name: passing[text], exact: true }).click();
    await expect(heading).not.toHaveText(text);
  }
}

test('a must-answer briefing is read, answered and acknowledged at the web clock before punching, and the admin sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const label = await orgWrite<{ result: { id: number } }>(page, orgId, 'POST', 'labels', { name: `Briefed ${RUN}`, type: 'user' });
  await withDatabase((db) =>
    db.query(`update employees set label_ids = $1::jsonb where id = $2`, [JSON.stringify([label.result.id]), worker]),
  );
  let briefingId = 0;

  try {
    // The owner adds the briefing: text, one question (the right answer marked *), the run's label.
    await page.goto(`/orgs/${orgId}/settings/users/briefing-types/new`);
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Face the ladder and keep three points of contact: https://example.com/ladders');
    await page.getByRole('textbox', { name: /^Questions/ }).fill(`${QUESTION} | Two | *Three | Four`);
    await page.getByRole('combobox', { name: 'Applies To', exact: true }).click();
    await page.getByRole('option', { name: 'Workers with these labels' }).click();
    const labels = page.getByRole('combobox', { name: 'Labels', exact: true });
    await labels.click();
    await labels.fill(`Briefed ${RUN}`);
    await page.getByRole('option', { name: `Briefed ${RUN}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Acknowledgments' })).toBeVisible();
    briefingId = Number(/briefing-types\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('table', { name: 'Acknowledgments' }).getByRole('row').filter({ hasText: LAST })).toContainText(
      'Outstanding',
    );

    // At the web clock: the briefing comes before the punch screen; a wrong answer is refused.
    const clock = await context.newPage();
    await clock.setViewportSize({ width: 390, height: 844 });
    await clock.goto('/clock/');
    await clock.getByLabel('Pairing code').fill(await pairingCode(`Briefing clock ${RUN}`, ['pin']));
    await clock.getByRole('button', { name: 'Pair' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
    for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
    await clock.getByRole('button', { name: 'Continue' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(clock.getByRole('link', { name: 'https://example.com/ladders' })).toBeVisible();
    const understood = clock.getByRole('button', { name: 'I have read and understood' });
    await expect(understood).toBeDisabled();
    await expect(clock.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await clock.getByRole('group', { name: QUESTION }).getByRole('button', { name: 'Two' }).click();
    await understood.click();
    await expect(clock.getByRole('alert')).toHaveText(
      'Question 1: that is not the right answer. Read the briefing again and choose another.',
    );
    await clock.getByRole('group', { name: QUESTION }).getByRole('button', { name: 'Three' }).click();
    await clock.screenshot({ path: `${OUT}/briefings-clock-phone.png`, fullPage: true });
    expect(await axeFindings(clock)).toEqual([]);
    await understood.click();
    await passOtherSteps(clock);
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Bea ${LAST}`);
    await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(clock.getByRole('heading', { name: 'Clocked in' })).toBeVisible();
    expect((await punchesOf(worker)).map((p) => p.type)).toEqual(['in']);

    // The owner sees it acknowledged, at which clock, with the answer.
    await page.reload();
    const row = page.getByRole('table', { name: 'Acknowledgments' }).getByRole('row').filter({ hasText: LAST });
    await expect(row).toContainText('Acknowledged');
    await expect(row).toContainText(`Briefing clock ${RUN}`);
    await expect(row).toContainText(`${QUESTION} Three`);
    await page.screenshot({ path: `${OUT}/briefings-detail-desktop.png`, fullPage: true });
    expect(await axeFindings(page)).toEqual([]);
  } finally {
    if (briefingId) {
      const saved = await orgApi<{ result: Record<string, unknown> }>(page, orgId, `briefing/types/${briefingId}`);
      await orgWrite(page, orgId, 'PUT', `briefing/types/${briefingId}`, { ...saved.result, active: false });
    }
    await orgDelete(page, orgId, `labels/${label.result.id}`).catch(() => undefined);
    await context.close();
  }
});
