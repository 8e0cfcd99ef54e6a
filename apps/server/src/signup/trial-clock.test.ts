import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, signInToken } from '../../test/test-app';

// Feature code reads time from the app's clock (ctx.clock), so a rule can be tried at a chosen
// instant through the whole app. Here: the trial's end is counted on the organization's calendar,
// at 05:30 UTC on the night the United States' clocks go forward (8 March 2026), when it is still
// the evening of the 7th in Chicago but already the afternoon of the 8th in Tokyo.
describe('a rule at a chosen instant: the trial ends 14 days after sign-up on the organization’s calendar', async () => {
  const instant = Date.parse('2026-03-08T05:30:00Z');
  const { app, db } = await createTestApp({}, { clock: { now: () => instant } });
  await createUser(db, { email: 'founder@example.com' });
  const token = await signInToken(app, 'founder@example.com');

  const expireDateOf = async (timezone: string) => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/orgs/sign-up',
      payload: { organizationName: timezone, timezone },
      headers: bearer(token),
    });
    expect(signUp.statusCode).toBe(200);
    const { results } = json<{ results: { id: number; name: string }[] }>(signUp);
    const orgId = results.find((o) => o.name === timezone)!.id;
    return json<{ expireDate: string }>(await app.inject({ url: `/api/orgs/${orgId}/session`, headers: bearer(token) })).expireDate;
  };

  it('counts from the 7th in Chicago and from the 8th in Tokyo at the same instant', async () => {
    expect(await expireDateOf('America/Chicago')).toBe('2026-03-21');
    expect(await expireDateOf('Asia/Tokyo')).toBe('2026-03-22');
  });
});
