import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, retireWorkers } from './clock-support';
import { orgApi, orgCall, orgDelete, orgWrite } from './org-api';
import { signInAsOwner } from './support';

// An expired forklift licence refuses a clock-in at a job that needs it (issue 35), on the demo
// organization (credentials on, demo/credentials.demo.ts): a new worker holds a licence that
// expired last week; a policy asks for the licence at a job of this run's own; the web clock
// asks for the job (Costing Prompt, switched on for the run and back after), the punch is refused
// with the reason on the screen, and no punch is kept. The API tests cover the clock log, warnings
// and the grace period (apps/server/src/credentials/clock-credentials.test.ts).

const RUN = randomUUID().slice(0, 6);
const LAST = `Forks${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));
const JOB = `Dock ${RUN}`;
type Saved = { result: { id: number; version: number } };
let worker = 0;

test.beforeAll(async () => {
  worker = await makeWorker('Fred', LAST, PIN);
});

test.afterAll(async () => {
  await retireWorkers([worker]);
});

test('an expired forklift licence refuses a clock-in at the job that needs it, saying why', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  const types = await orgApi<{ results: { id: number; name: string }[] }>(page, orgId, 'credential/types?searchText=Forklift');
  const forklift = types.results.find((t) => t.name === 'Forklift licence')!;
  const job = await orgWrite<Saved>(page, orgId, 'POST', 'costing/jobs', { name: JOB });
  const policy = await orgWrite<Saved>(page, orgId, 'POST', 'credential/policies', {
    name: `Forklift at ${JOB}`,
    credentialTypeIds: [forklift.id],
    appliesTo: 'jobs',
    jobIds: [job.result.id],
    clockAction: 'refuse',
  });
  const { timezone } = await orgApi<{ timezone: string }>(page, orgId, 'session');
  const lastWeek = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(Date.now() - 7 * 86_400_000));
  await orgWrite(page, orgId, 'POST', 'credential/credentials', {
    employeeId: worker,
    typeId: forklift.id,
    number: `FL-${RUN}`,
    expiresOn: lastWeek,
  });
  const defaults = await orgApi<Saved>(page, orgId, 'clocks/defaults');
  const prompted = await orgWrite<Saved>(page, orgId, 'PUT', 'clocks/defaults', { costingPrompt: true, version: defaults.result.version });

  try {
    const clock = await context.newPage();
    await clock.goto('/clock/');
    await clock.getByLabel('Pairing code').fill(await pairingCode(`Credentials ${RUN}`, ['pin']));
    await clock.getByRole('button', { name: 'Pair' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
    for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
    await clock.getByRole('button', { name: 'Continue' }).click();
    await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Fred ${LAST}`);
    await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
    await clock.getByLabel('Job').selectOption({ label: JOB });
    await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(clock.getByRole('status')).toContainText('Your Forklift licence has expired.');
    await clock.screenshot({ path: test.info().outputPath('refused-at-clock.png') });
    const logs = await orgApi<{ results: { refusal: string | null }[] }>(page, orgId, `clocklogs?employeeId=${worker}`);
    expect(logs.results[0]?.refusal).toContain('Your Forklift licence has expired.');

    // The worker form shows the licence as expired (desktop and phone widths looked at).
    await page.goto(`/orgs/${orgId}/settings/users/list/${worker}`);
    const section = page.getByTestId('section-credentials');
    await expect(section.getByTestId('worker-credentials')).toContainText(`FL-${RUN}`);
    await expect(section.getByTestId('worker-credentials')).toContainText('Expired');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('worker-credentials-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('worker-credentials-phone.png') });
  } finally {
    await orgCall(page, orgId, 'PUT', 'clocks/defaults', { costingPrompt: false, version: prompted.result.version });
    await orgDelete(page, orgId, `credential/policies/${policy.result.id}`);
  }
  await context.close();
});
