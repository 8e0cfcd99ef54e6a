import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner } from './support';

// Settings → Costing → Defaults on the demo organization (demo/costing.demo.ts: enhanced costing,
// the Downtown Kitchen Remodel job requires a phase). The "Try a selection" panel runs the
// costing rules (SPEC sections 4 and 5) on the values being edited; nothing here is saved.

/** The remote select picker: opens, types (the search waits 500 ms), picks the option. */
async function pick(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('costing defaults: try a selection against the settings being edited', async ({ page }) => {
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/orgs/${orgId}/settings/costing/defaults`);
  const result = page.getByTestId('try-costing-result');
  await expect(result).toContainText('This selection is valid.');

  // Job Required, before it is saved: an empty selection now lacks its job.
  await page.getByRole('switch', { name: /^Job Required/ }).check({ force: true });
  await expect(result).toContainText('Job is a required field.');

  // A job sets its category and asks for the phase its mode requires.
  await pick(page, 'Job', 'Downtown', /Downtown Kitchen Remodel/);
  await expect(page.getByRole('combobox', { name: 'Job Category', exact: true })).toHaveValue('Construction');
  await expect(result).toContainText('Job Phase is a required field.');
  await pick(page, 'Job Phase', 'Demo', /Demolition/);
  await expect(result).toContainText('This selection is valid.');

  // Switched back, the form is as loaded: nothing to save (the panel never saves).
  await page.getByRole('switch', { name: /^Job Required/ }).uncheck({ force: true });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});
