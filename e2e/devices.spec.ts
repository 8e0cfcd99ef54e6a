import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { withDatabase } from './database';
import { signIn } from './support';

// Settings → Devices and Manage → Geo Map on the time rules fixture's organization (Rules Lab),
// run without the demo (DEMO=false: its six weeks of activity take minutes to replay): a device is
// made, shown a pairing code, paired through the device API as a tablet would, then revoked; the
// geo map shows a located punch and a geo rule with every tile request failing (no network: a
// plain background). The fixture owner gets the clock rights and the geo feature in SQL first.

const RUN = randomUUID().slice(0, 8);
const OWNER = { email: 'rules-owner@example.com', password: 'rules-owner-password' };

/** Rules Lab with geo on and its owner allowed to set up clocks; its id. */
async function prepareOrg(): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(`select id from organizations where name = 'Rules Lab'`);
    const orgId = rows[0]!.id;
    await client.query(
      `update organizations set features = array(select distinct unnest(features || array['geo'])),
         settings = settings || '{"geoEnabled": true}'::jsonb where id = $1`,
      [orgId],
    );
    await client.query(
      `update org_users set permissions = array(select distinct unnest(permissions || array['edit_clocks']::text[]))
         where org_id = $1 and user_id = (select id from users where email = $2)`,
      [orgId, OWNER.email],
    );
    return orgId;
  });
}

/** A circle rule and a punch inside it an hour ago, written as the clocks would leave them. */
async function geoWorld(orgId: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(
      `insert into geo_rules (org_id, name, shape, latitude, longitude, radius_m) values ($1, $2, 'circle', 42.3601, -71.0589, 300)`,
      [orgId, `E2E site ${RUN}`],
    );
    const { rows } = await client.query<{ id: string }>(`select id from employees where org_id = $1 order by id limit 1`, [orgId]);
    const at = new Date(Date.now() - 3_600_000);
    await client.query(
      `insert into punches (org_id, employee_id, at, original_at, type, origin, latitude, longitude, geo)
       values ($1, $2, $3, $3, 'in', 'clock', 42.3605, -71.0585, 'inside')`,
      [orgId, rows[0]!.id, at],
    );
  });
}

async function signInToOrg(page: Page): Promise<string> {
  const orgId = await prepareOrg();
  await page.goto('/');
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  return orgId;
}

test('a device is made, shown its pairing code, paired and revoked', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await signInToOrg(page);
  await page.goto(`/orgs/${orgId}/settings/devices/list/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill(`E2E tablet ${RUN}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/devices\/list\/\d+$/);
  await expect(page.getByTestId('device-status')).toHaveText('Waiting For Pairing');

  await page.getByTestId('make-pairing-code').click();
  const shown = page.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByTestId('pairing-countdown')).toContainText(/Expires in (30:00|29:\d\d)/);
  await expect(page.getByTestId('pairing-qr')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('/clock');

  // The tablet's side: the device API trades the typed code (dash and all) for its token.
  const paired = await page.request.post('/api/device/v1/pair', { data: { code: await shown.textContent() } });
  expect(paired.status()).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Revoked');
  const { token } = ((await paired.json()) as { result: { token: string } }).result;
  const refused = await page.request.get('/api/device/v1/config', { headers: { authorization: `Device ${token}` } });
  expect(refused.status()).toBe(401);

  // The device defaults: PIN unless chosen otherwise, and the map's tile source.
  await page.goto(`/orgs/${orgId}/settings/devices/defaults`);
  await expect(page.getByRole('textbox', { name: 'Map Tile URL' })).toHaveValue('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  await expect(page.locator('.mantine-Pill-label', { hasText: /^PIN$/ })).toBeVisible();
});

test('the geo map shows punches and rules with no tiles reachable', async ({ page }) => {
  test.setTimeout(120_000);
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => (tiles.push(route.request().url()), route.abort()));
  const orgId = await signInToOrg(page);
  await geoWorld(orgId);
  await page.goto(`/orgs/${orgId}/manage/geomap`);
  const map = page.getByTestId('geomap');
  await expect(map).toBeVisible();
  await expect(map.locator('path.geomap-rule').first()).toBeVisible();
  await expect(map.locator('path.geomap-punch-inside').first()).toBeVisible();
  await map.locator('path.geomap-punch-inside').last().click({ force: true });
  await expect(page.locator('.leaflet-popup-content')).toContainText(/(In|Out) · /);
  await expect(page.locator('.leaflet-popup-content')).toContainText(/Inside a geo rule/);
  expect(tiles.length).toBeGreaterThan(0); // it asked for tiles, got none, and still drew the map
});
