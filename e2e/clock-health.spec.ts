import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, retireWorkers } from './clock-support';
import { withDatabase } from './database';
import { orgDelete, orgWrite } from './org-api';
import { signInAsOwner } from './support';

// The web clock's health step (issue 35, docs/health-safety.md), on the demo organization: a
// questionnaire of this run's own (by a label only its worker has) asks "Are you fit for duty?"
// before a clock-in. The worker answers No and is refused at once with whom to contact; the
// administrator finds the failed answer under Settings → Users → Health & Safety → Answers. The API
// tests cover the rules (apps/server/src/health/health-safety.test.ts).

const RUN = randomUUID().slice(0, 6);
const LAST = `Health${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));
const CONTACT = `Call Dana Cole at 555-0100 before your shift (${RUN}).`;

type Saved = { result: { id: number } };
let worker = 0;

test.beforeAll(async () => {
  worker = await makeWorker('Hana', LAST, PIN);
});

test.afterAll(async () => {
  await retireWorkers([worker]);
});

test('a worker who is not fit for duty is refused at the clock with whom to contact, and the admin sees the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  const label = await orgWrite<Saved>(page, orgId, 'POST', 'labels', { name: `Health ${RUN}`, type: 'user' });
  await withDatabase((db) =>
    db.query(`update employees set label_ids = $1::jsonb where id = $2`, [JSON.stringify([label.result.id]), worker]),
  );
  const questionnaire = await orgWrite<Saved>(page, orgId, 'POST', 'health/questionnaires', {
    name: `Fit for duty ${RUN}`,
    yesQuestions: ['Are you fit for duty?', 'Are you wearing your PPE?'],
    noQuestions: ['Do you have any symptoms?'],
    contactText: CONTACT,
    appliesTo: 'labels',
    labelIds: [label.result.id],
  });

  try {
    const clock = await context.newPage();
    await clock.setViewportSize({ width: 390, height: 844 });
    await clock.goto('/clock/');
    await clock.getByLabel('Pairing code').fill(await pairingCode(`Health step ${RUN}`, ['pin']));
    await clock.getByRole('button', { name: 'Pair' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
    for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
    await clock.getByRole('button', { name: 'Continue' }).click();

    // Before the punch screen: the first question, with large Yes and No buttons.
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Are you fit for duty?');
    await expect(clock.getByText('Question 1 of 3')).toBeVisible();
    await clock.screenshot({ path: test.info().outputPath('health-step-phone.png'), fullPage: true });
    await clock.getByRole('button', { name: 'No', exact: true }).click();
    await expect(clock.getByRole('alert')).toHaveText(
      `You answered No to "Are you fit for duty?". Your punch was not recorded: ${CONTACT}`,
    );
    await clock.screenshot({ path: test.info().outputPath('health-refused-phone.png'), fullPage: true });

    // The console: the failed answer, with the question answered No.
    await expect
      .poll(async () => (await withDatabase((db) => db.query(`select 1 from health_answers where employee_id = $1`, [worker]))).rowCount)
      .toBe(1);
    await page.goto(
      `/orgs/${orgId}/settings/users/health-safety/${encodeURIComponent(JSON.stringify({ group: 'answers', status: 'failed' }))}`,
    );
    const table = page.getByRole('table', { name: 'Health and safety answers' });
    const row = table.getByRole('row').filter({ hasText: LAST });
    await expect(row).toContainText('Failed');
    await expect(row).toContainText(`Fit for duty ${RUN}`);
    await expect(row).toContainText(`Health step ${RUN}`);
    await expect(row).toContainText('Are you fit for duty? No');
    await page.screenshot({ path: test.info().outputPath('health-answers-desktop.png'), fullPage: true });
    await page.getByText('Questionnaires', { exact: true }).click();
    await expect(page.getByText(`Fit for duty ${RUN}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('health-questionnaires-desktop.png'), fullPage: true });
  } finally {
    await orgDelete(page, orgId, `health/questionnaires/${questionnaire.result.id}`);
  }
  await context.close();
});
