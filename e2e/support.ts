import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'admin@example.com';
export const DEMO_PASSWORD = 'punchline-demo';

/** Signs in on the sign-in page the browser is on. */
export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the console and signs in as the demo owner, ending on the dashboard. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page);
  // Signing in and loading the dashboard can take several seconds on a loaded 2-core machine.
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 20_000 });
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, as an authenticator app computes it. */
export function totp(secretBase32: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secretBase32.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Opens the console and signs in; the caller asserts where the bootstrap lands. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await signIn(page, email, password);
}

/** The newest mail to `to` in the outbox, read through the API as the sudo fixture user. */
export type OutboxMail = { subject: string; text: string; attachments: { filename: string; contentType: string; size: number }[] };
export async function latestMail(request: APIRequestContext, to: string): Promise<OutboxMail> {
  await request.post('/auth/login', { data: { email: 'id-sudo@example.com', password: 'sudo-password' } });
  const { token } = (await (await request.post('/auth/createTokenForSession')).json()) as { token: string };
  // Some mails are written just after the answer (forgot-password): wait for one a little.
  let results: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/sudo/mail-outbox?searchText=${encodeURIComponent(to)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.ok()).toBe(true);
      results = ((await answer.json()) as { results: typeof results }).results;
      return results.length;
    })
    .toBeGreaterThan(0);
  return results[0]!;
}

/** The console path of the link in a mail that starts with `path` (e.g. /reset-password). */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}[^\\s]*)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}
