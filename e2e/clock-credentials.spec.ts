import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeWorker, pairingCode, qrVideo, retireWorkers } from './clock-support';
import { withDatabase } from './database';
import { orgApi, orgDelete, orgWrite } from './org-api';
import { signInAsOwner } from './support';

// The web clock's credential step (issue 35), on the demo organization: a policy of this run's own
// (by a label only its worker has) refuses a clock-in without a valid forklift licence and allows a
// photo of the document. The worker, whose licence expired last week, identifies and is told "You
// cannot clock in" before the punch screen; they photograph the licence with the clock's camera
// (Chromium's fake camera shows a picture), and the photo is among their documents in the console's
// Credentials & Documents. The API tests cover the rules (apps/server/src/credentials/clock-step.test.ts).

const RUN = randomUUID().slice(0, 6);
const LAST = `Photo${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));

const camera = path.join(tmpdir(), `punchline-document-${RUN}.y4m`);
writeFileSync(camera, qrVideo(`FORKLIFT LICENCE ${RUN}`));
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

type Saved = { result: { id: number; version: number } };
let worker = 0;

test.beforeAll(async () => {
  worker = await makeWorker('Petra', LAST, PIN);
});

test.afterAll(async () => {
  await retireWorkers([worker]);
});

test('a refused worker photographs their licence at the clock, and it is among their documents', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  const types = await orgApi<{ results: { id: number; name: string }[] }>(page, orgId, 'credential/types?searchText=Forklift');
  const forklift = types.results.find((t) => t.name === 'Forklift licence')!;
  const label = await orgWrite<Saved>(page, orgId, 'POST', 'labels', { name: `Licensed ${RUN}`, type: 'user' });
  await withDatabase((db) =>
    db.query(`update employees set label_ids = $1::jsonb where id = $2`, [JSON.stringify([label.result.id]), worker]),
  );
  const policy = await orgWrite<Saved>(page, orgId, 'POST', 'credential/policies', {
    name: `Forklift for ${RUN}`,
    credentialTypeIds: [forklift.id],
    appliesTo: 'labels',
    labelIds: [label.result.id],
    clockAction: 'refuse',
    allowClockPhoto: true,
  });
  const { timezone } = await orgApi<{ timezone: string }>(page, orgId, 'session');
  const lastWeek = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(Date.now() - 7 * 86_400_000));
  await orgWrite(page, orgId, 'POST', 'credential/credentials', {
    employeeId: worker,
    typeId: forklift.id,
    number: `FL-${RUN}`,
    expiresOn: lastWeek,
  });

  try {
    const clock = await context.newPage();
    await clock.setViewportSize({ width: 390, height: 844 });
    await clock.goto('/clock/');
    await clock.getByLabel('Pairing code').fill(await pairingCode(`Credentials step ${RUN}`, ['pin']));
    await clock.getByRole('button', { name: 'Pair' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
    for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
    await clock.getByRole('button', { name: 'Continue' }).click();

    // Before the punch screen: refused, with Cancel and the photo, and no way on to the punch.
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('You cannot clock in: Your Forklift licence has expired.');
    await expect(clock.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(clock.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await clock.screenshot({ path: test.info().outputPath('credential-step-phone.png'), fullPage: true });
    await clock.getByRole('button', { name: 'Take a photo of your document' }).click();
    await expect(clock.getByLabel('Camera: hold your document here')).toBeVisible();
    await expect
      .poll(() => clock.getByLabel('Camera: hold your document here').evaluate((v) => (v as { videoWidth: number }).videoWidth))
      .toBeGreaterThan(0);
    await clock.screenshot({ path: test.info().outputPath('credential-photo-phone.png'), fullPage: true });
    await clock.getByRole('button', { name: 'Take photo' }).click();
    await expect(clock.getByRole('status')).toContainText(
      'Your photo of your Forklift licence was sent. Your manager will check it and enter your credential.',
    );
    await clock.screenshot({ path: test.info().outputPath('credential-photo-sent-phone.png'), fullPage: true });

    // The console: the photo is one of the worker's documents (a JPEG), named for the licence.
    await page.goto(`/orgs/${orgId}/settings/users/list/${worker}`);
    // The worker form is a large screen: beside another spec on two cores it can take a while.
    await expect(page.getByRole('heading', { name: 'Edit Worker' })).toBeVisible({ timeout: 45_000 });
    const documents = page.getByTestId('section-credentials').getByTestId('worker-documents');
    await expect(documents).toContainText('Forklift licence from the clock');
    await documents.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('worker-documents-desktop.png'), fullPage: true });
    const listed = await orgApi<{ results: { name: string; contentType: string }[] }>(page, orgId, `employees/${worker}/documents`);
    expect(listed.results).toEqual([expect.objectContaining({ contentType: 'image/jpeg' })]);

    // The policy's form says the photo is allowed (the setting of migration 0078).
    await page.goto(`/orgs/${orgId}/settings/users/credential-policies/${policy.result.id}`);
    await expect(page.getByLabel('Photo Of The Document At The Clock')).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('credential-policy-desktop.png'), fullPage: true });
  } finally {
    await orgDelete(page, orgId, `credential/policies/${policy.result.id}`);
  }
  await context.close();
});
