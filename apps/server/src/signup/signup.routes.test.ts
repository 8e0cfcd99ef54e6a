import { FEATURES, PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { PUNCH_CODES_OFF } from '../orgs/org-settings.routes';
import { ALREADY_SET_UP, SIGN_UP_NOT_OFFERED } from './signup.service';
import { dateInZonePlusDays } from './trial';

describe('organization sign-up, the in-app wizard and settings', async () => {
  const { app, db } = await createTestApp();
  await createUser(db, { email: 'founder@example.com' });
  const token = await signInToken(app, 'founder@example.com');
  const signUp = (payload: object, t = token) => app.inject({ method: 'POST', url: '/api/orgs/sign-up', payload, headers: bearer(t) });
  let orgId = 0;

  it('creates an organization in setup on a 14-day trial with the signer as owner', async () => {
    const response = await signUp({ organizationName: ' Fresh Start ', timezone: 'America/Chicago' });
    expect(response.statusCode).toBe(200);
    const { results } = json<{ results: { id: number; name: string; orgUserAccepted: boolean }[] }>(response);
    expect(results).toEqual([expect.objectContaining({ name: 'Fresh Start', orgUserAccepted: true })]);
    orgId = results[0]!.id;
    const session = json(await app.inject({ url: `/api/orgs/${orgId}/session`, headers: bearer(token) }));
    expect(session).toMatchObject({
      subscriptionState: 'in_app',
      originalSubscriptionState: 'in_app',
      timezone: 'America/Chicago',
      expireDate: dateInZonePlusDays('America/Chicago', 14, Date.now()),
      permissions: [...PERMISSIONS],
      features: [...FEATURES],
    });
  });

  it("lets the new owner use what the trial gives: pay rules, teams and time off policies answer, not 'no feature'", async () => {
    for (const path of ['payroll/rules', 'schedule/teams', 'timeoff/policies']) {
      const response = await app.inject({ url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) });
      expect([path, response.statusCode]).toEqual([path, 200]);
    }
  });

  it('validates sign-up input', async () => {
    const bad = await signUp({ organizationName: '', timezone: 'Mars/Olympus' });
    expect(json(bad)).toEqual({ organizationName: ['Organization name is a required field.'], timezone: ['must be a valid time zone.'] });
  });

  it('refuses white-label users who are not admins, and unverified emails', async () => {
    const distributor = await db
      .insertInto('distributors')
      .values({ name: 'Acme', console_name: 'AcmeTime', trial_features: ['pto', 'schedule', 'retired_feature'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wl = await createUser(db, { email: 'wl@example.com' });
    await db.updateTable('users').set({ distributor_id: distributor.id }).where('id', '=', wl).execute();
    const refused = await signUp({ organizationName: 'WL', timezone: 'UTC' }, await signInToken(app, 'wl@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: SIGN_UP_NOT_OFFERED });
    await db.updateTable('users').set({ is_distributor_admin: true }).where('id', '=', wl).execute();
    const partnerOrg = await signUp({ organizationName: 'WL', timezone: 'UTC' }, await signInToken(app, 'wl@example.com'));
    const partnerOrgId = json<{ results: { id: number }[] }>(partnerOrg).results[0]!.id;
    const row = await db
      .selectFrom('organizations')
      .select(['distributor_id', 'features'])
      .where('id', '=', partnerOrgId)
      .executeTakeFirstOrThrow();
    // The distributor's trial set, known features only, in the domain's order.
    expect(row).toEqual({ distributor_id: distributor.id, features: ['schedule', 'pto'] });
    await createUser(db, { email: 'unv@example.com', emailVerified: false });
    expect((await signUp({ organizationName: 'U', timezone: 'UTC' }, await signInToken(app, 'unv@example.com'))).statusCode).toBe(401);
  });

  it('finishes the wizard once, validating the pay period start with the domain rule', async () => {
    const wizard = (payload: object) =>
      app.inject({ method: 'POST', url: `/api/orgs/${orgId}/sign-up-wizard`, payload, headers: bearer(token) });
    const bad = await wizard({ payPeriodType: 'semimonth', payPeriodStarts: 14, shiftMode: 'open' });
    expect(json(bad)).toEqual({ payPeriodStarts: ['must be between 1 and 13.'] });
    const ok = await wizard({ payPeriodType: 'semimonth', payPeriodStarts: 5, shiftMode: 'open', timezone: 'Europe/Paris' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      result: { subscriptionState: 'trial', payPeriodType: 'semimonth', payPeriodStarts: 5, shiftMode: 'open', timezone: 'Europe/Paris' },
    });
    const again = await wizard({ payPeriodType: 'week', payPeriodStarts: 1 });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: ALREADY_SET_UP });
  });

  it('refuses the wizard without manage_subscription', async () => {
    const other = await createOrg(db, 'Setup Pending');
    await db.updateTable('organizations').set({ subscription_state: 'in_app' }).where('id', '=', other).execute();
    const clerk = await createUser(db, { email: 'clerk@example.com' });
    await addMember(db, other, clerk, ['edit_settings']);
    const response = await app.inject({
      method: 'POST',
      url: `/api/orgs/${other}/sign-up-wizard`,
      payload: { payPeriodType: 'week', payPeriodStarts: 1 },
      headers: bearer(await signInToken(app, 'clerk@example.com')),
    });
    expect(response.statusCode).toBe(403);
  });

  it('saves punchCodeMode with edit_settings, and only with the punch_codes feature unless disabling', async () => {
    const put = (payload: object, t = token) =>
      app.inject({ method: 'PUT', url: `/api/orgs/${orgId}/settings`, payload, headers: bearer(t) });
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgId).execute();
    expect(json(await put({ punchCodeMode: 'required' }))).toEqual({ detail: PUNCH_CODES_OFF });
    expect(json(await put({ punchCodeMode: 'sometimes' }))).toHaveProperty('punchCodeMode');
    await db
      .updateTable('organizations')
      .set({ features: ['punch_codes'] })
      .where('id', '=', orgId)
      .execute();
    expect(json(await put({ punchCodeMode: 'required' }))).toEqual({ result: { punchCodeMode: 'required' } });
    const session = json(await app.inject({ url: `/api/orgs/${orgId}/session`, headers: bearer(token) }));
    expect(session).toMatchObject({ punchCodeMode: 'required', payPeriodType: 'semimonth' });
    const viewer = await createUser(db, { email: 'viewer@example.com' });
    await addMember(db, orgId, viewer, ['view_reports']);
    expect((await put({ punchCodeMode: 'disabled' }, await signInToken(app, 'viewer@example.com'))).statusCode).toBe(403);
  });
});
