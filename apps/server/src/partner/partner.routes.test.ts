import type { PartnerOrg, PartnerOrgList } from '@punchline/contracts';
import { FEATURES, PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { lastMailTo } from '../../test/kits/identity-testing';
import { writeTenant } from '../db/tenant';
import { DELEGATE_OUTRANKS } from '../identity/delegate.service';
import { seedPunches } from '../punches/punch-store';
import { PARTNER_ONLY, PARTNER_ORG_NOT_FOUND } from './partner-access';
import { OWNER_NOT_ACCEPTED } from './partner-delegate.service';
import { ACT_NEEDS_ENTRY } from './partner.routes';

// 2026-03-10 12:00 UTC: trials end on the organization's calendar, counted from here.
const NOW = Date.UTC(2026, 2, 10, 12);

describe('partner (distributor) management', async () => {
  const { app, db } = await createTestApp({}, { clock: { now: () => NOW } });
  const distributor = async (name: string, trialFeatures: string[] | null) =>
    (
      await db
        .insertInto('distributors')
        .values({ name, console_name: `${name} Console`, logo_url: null, trial_features: trialFeatures })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const acme = await distributor('Acme Resellers', ['schedule', 'pto']);
  const other = await distributor('Other Partners', null);
  const admin = async (email: string, distributorId: number) => {
    const id = await createUser(db, { email, name: email.split('@')[0] });
    await db.updateTable('users').set({ distributor_id: distributorId, is_distributor_admin: true }).where('id', '=', id).execute();
    return signInToken(app, email);
  };
  const dana = await admin('dana@acme.example', acme);
  const otto = await admin('otto@other.example', other);
  const appAdminId = await createUser(db, { email: 'apps@example.com' });
  await db.updateTable('users').set({ is_app_admin: true }).where('id', '=', appAdminId).execute();
  const appAdmin = await signInToken(app, 'apps@example.com');

  // Acme's existing customer, with an owner, a worker and two punches (one 40 days ago).
  const bakery = await createOrg(db, 'Bakery Blue', { features: [...FEATURES] });
  await db.updateTable('organizations').set({ distributor_id: acme, max_users: 10 }).where('id', '=', bakery).execute();
  const bakeryOwner = await createUser(db, { email: 'bea@bakery.example', name: 'Bea Baker' });
  const bakeryOwnerOrgUser = await addMember(db, bakery, bakeryOwner, [...PERMISSIONS]);
  const lastPunch = '2026-03-09T08:00:00.000Z';
  await writeTenant(db, bakery, async (trx) => {
    const worker = await trx
      .insertInto('employees')
      .values({ org_id: bakery, first_name: 'Wes', last_name: 'Worker' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedPunches(trx, [
      { orgId: bakery, employeeId: worker.id, at: '2026-01-29T08:00:00Z', type: 'in' },
      { orgId: bakery, employeeId: worker.id, at: lastPunch, type: 'in' },
    ]);
  });
  const foreign = await createOrg(db, 'Foreign Foods');
  await db.updateTable('organizations').set({ distributor_id: other }).where('id', '=', foreign).execute();

  const list = (token: string, distributorId: number, query = '') =>
    app.inject({ url: `/api/partner/distributors/${distributorId}/orgs${query}`, headers: bearer(token) });
  const create = (token: string, distributorId: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/partner/distributors/${distributorId}/orgs`, headers: bearer(token), payload });
  const actAsOwner = (token: string, distributorId: number, orgId: number) =>
    app.inject({ method: 'POST', url: `/api/partner/distributors/${distributorId}/orgs/${orgId}/act-as-owner`, headers: bearer(token) });
  const customer = {
    name: 'Corner Cafe',
    timezone: 'America/Chicago',
    ownerName: 'Carla Cafe',
    ownerEmail: 'carla@cafe.example',
    maxUsers: 12,
    maxDevices: 2,
  };

  it("lists only the caller's distributor's organizations, with seats and activity", async () => {
    const answer = json<PartnerOrgList>(await list(dana, acme));
    expect(answer.results.map((o) => o.name)).toEqual(['Bakery Blue']);
    expect(answer.results[0]).toMatchObject({
      activeWorkers: 1,
      maxUsers: 10,
      activeDevices: 0,
      lastPunchAt: lastPunch,
      punchesLast30Days: 1,
      owner: { orgUserId: bakeryOwnerOrgUser, email: 'bea@bakery.example', accepted: true },
    });
    const others = json<PartnerOrgList>(await list(otto, other));
    expect(others.results.map((o) => o.name)).toEqual(['Foreign Foods']);
    const distributors = json<{ results: { id: number; mayEnterOrgs: boolean }[] }>(
      await app.inject({ url: '/api/partner/distributors', headers: bearer(dana) }),
    );
    expect(distributors.results.map((d) => [d.id, d.mayEnterOrgs])).toEqual([[acme, true]]);
  });

  it("refuses another distributor's admin, and people who run no distributor", async () => {
    const refused = await list(otto, acme);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: PARTNER_ONLY });
    expect((await create(otto, acme, customer)).statusCode).toBe(403);
    expect((await actAsOwner(otto, acme, bakery)).statusCode).toBe(403);
    // Naming their own distributor does not reach another one's organization.
    const foreignOrg = await actAsOwner(otto, other, bakery);
    expect(foreignOrg.statusCode).toBe(404);
    expect(json(foreignOrg)).toEqual({ detail: PARTNER_ORG_NOT_FOUND });
    const bea = await signInToken(app, 'bea@bakery.example');
    expect((await list(bea, acme)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/partner/distributors', headers: bearer(bea) })).statusCode).toBe(403);
  });

  it('shows app admins any distributor, but lets them act in none', async () => {
    const answer = json<PartnerOrgList>(await list(appAdmin, other));
    expect(answer.results.map((o) => o.name)).toEqual(['Foreign Foods']);
    const distributors = json<{ results: { id: number; mayEnterOrgs: boolean }[] }>(
      await app.inject({ url: '/api/partner/distributors', headers: bearer(appAdmin) }),
    );
    expect(distributors.results.map((d) => [d.id, d.mayEnterOrgs])).toEqual([
      [acme, false],
      [other, false],
    ]);
    const acting = await actAsOwner(appAdmin, acme, bakery);
    expect(acting.statusCode).toBe(403);
    expect(json(acting)).toEqual({ detail: ACT_NEEDS_ENTRY });
  });

  it("creates a customer organization with its owner's invitation and the distributor's trial", async () => {
    const answer = await create(dana, acme, {
      ...customer,
      startingState: 'trial',
      trialDays: 30,
      payPeriodType: 'week',
      payPeriodStarts: 2,
    });
    expect(answer.statusCode).toBe(200);
    const { result } = json<{ result: PartnerOrg }>(answer);
    expect(result).toMatchObject({
      name: 'Corner Cafe',
      subscriptionState: 'trial',
      displayMode: 'free_trial',
      expireDate: '2026-04-09',
      trialDaysLeft: 30,
      maxUsers: 12,
      maxDevices: 2,
      activeWorkers: 0,
      lastPunchAt: null,
      owner: { name: 'Carla Cafe', email: 'carla@cafe.example', accepted: false },
    });
    const org = await db.selectFrom('organizations').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(org).toMatchObject({ distributor_id: acme, features: ['schedule', 'pto'], timezone: 'America/Chicago' });
    expect(org.settings).toMatchObject({ payPeriodType: 'week', payPeriodStarts: 2 });
    // The trial started through the billing state machine: its history says so.
    const history = await writeTenant(db, result.id, (trx) =>
      trx.selectFrom('billing_state_changes').select(['from_state', 'to_state', 'source']).where('org_id', '=', result.id).execute(),
    );
    expect(history).toEqual([{ from_state: 'in_app', to_state: 'trial', source: 'admin' }]);
    // The owner is a new person of the distributor, invited with every permission.
    const owner = await db.selectFrom('users').selectAll().where('email', '=', 'carla@cafe.example').executeTakeFirstOrThrow();
    expect(owner.distributor_id).toBe(acme);
    const orgUser = await db.selectFrom('org_users').selectAll().where('org_id', '=', result.id).executeTakeFirstOrThrow();
    expect(orgUser).toMatchObject({ user_id: owner.id, accepted: false, permissions: [...PERMISSIONS] });
    const mail = await lastMailTo(db, 'carla@cafe.example');
    expect(mail.text_body).toContain(`/orgs/${result.id}/accept`);
    expect(json<PartnerOrgList>(await list(dana, acme, '?searchText=corner')).results.map((o) => o.id)).toEqual([result.id]);
  });

  it('creates an organization in setup by default, its owner to finish the wizard', async () => {
    const answer = await create(dana, acme, { ...customer, name: 'Dock Diner', ownerEmail: 'dora@diner.example' });
    const { result } = json<{ result: PartnerOrg }>(answer);
    expect(result).toMatchObject({ subscriptionState: 'in_app', displayMode: 'in_app', expireDate: '2026-03-24' });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await create(dana, acme, { ...customer, name: ' ', ownerEmail: 'not-an-email', maxUsers: 0, timezone: 'Mars/Base' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad)).sort()).toEqual(['maxUsers', 'name', 'ownerEmail', 'timezone']);
    const noPeriod = await create(dana, acme, { ...customer, name: 'Echo Eats', startingState: 'trial' });
    expect(noPeriod.statusCode).toBe(400);
    expect(json(noPeriod)).toEqual({
      payPeriodType: ['Pay period type is a required field.'],
      payPeriodStarts: ['Pay period start is a required field.'],
    });
    const badStart = await create(dana, acme, {
      ...customer,
      name: 'Echo Eats',
      startingState: 'trial',
      payPeriodType: 'week',
      payPeriodStarts: 9,
    });
    expect(badStart.statusCode).toBe(400);
    expect(json(badStart)).toHaveProperty('payPeriodStarts');
    expect((await list(dana, acme, '?sort=owner')).statusCode).toBe(400);
    expect((await list(dana, acme, '?cursor=junk')).statusCode).toBe(400);
    const after = await db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('pages and sorts', async () => {
    const first = json<PartnerOrgList>(await list(dana, acme, '?limit=2&sort=name&descending=yes'));
    expect(first.results.map((o) => o.name)).toEqual(['Dock Diner', 'Corner Cafe']);
    const second = json<PartnerOrgList>(await list(dana, acme, `?limit=2&sort=name&descending=yes&cursor=${first.cursor}`));
    expect(second.results.map((o) => o.name)).toEqual(['Bakery Blue']);
    expect(second.cursor).toBeUndefined();
  });

  it('acts as the owner with a delegate token, recorded and audited, where a plain delegation is refused', async () => {
    // The ordinary path refuses: a distributor admin lacks manage_subscription, which the owner holds.
    const plain = await app.inject({
      method: 'POST',
      url: `/api/orgs/${bakery}/delegate-tokens`,
      headers: bearer(dana),
      payload: { orgUserId: bakeryOwnerOrgUser },
    });
    expect(json(plain)).toEqual({ detail: DELEGATE_OUTRANKS });

    const answer = await actAsOwner(dana, acme, bakery);
    expect(answer.statusCode).toBe(200);
    const { result } = json<{ result: { token: string; orgUserId: number; userName: string } }>(answer);
    expect(result).toMatchObject({ orgUserId: bakeryOwnerOrgUser, userName: 'Bea Baker' });
    // The token works: the organization's session as its owner, billing permission included.
    const session = await app.inject({ url: `/api/orgs/${bakery}/session`, headers: { authorization: `Delegate ${result.token}` } });
    expect(session.statusCode).toBe(200);
    expect(json<{ orgUserId: number; permissions: string[] }>(session)).toMatchObject({ orgUserId: bakeryOwnerOrgUser });
    expect(json<{ permissions: string[] }>(session).permissions).toContain('manage_subscription');

    const danaId = (await db.selectFrom('users').select('id').where('email', '=', 'dana@acme.example').executeTakeFirstOrThrow()).id;
    const grants = await writeTenant(db, bakery, (trx) =>
      trx.selectFrom('delegate_grants').selectAll().where('org_id', '=', bakery).execute(),
    );
    expect(grants.map((g) => [g.org_user_id, g.issued_by_user_id])).toEqual([[bakeryOwnerOrgUser, danaId]]);
    const audit = await app.inject({ url: `/api/orgs/${bakery}/audit?affectedKind=delegation`, headers: bearer(dana) });
    const events = json<{ results: { actor: { type: string; id: number }; affected: { kind: string } }[] }>(audit).results;
    expect(events.map((e) => [e.actor.type, e.actor.id, e.affected.kind])).toEqual([['sudo', danaId, 'delegation']]);

    // An owner who has not accepted yet cannot be acted as (the console would stop at accepting).
    const corner = json<PartnerOrgList>(await list(dana, acme, '?searchText=corner')).results[0]!;
    const pending = await actAsOwner(dana, acme, corner.id);
    expect(pending.statusCode).toBe(409);
    expect(json(pending)).toEqual({ detail: OWNER_NOT_ACCEPTED });
  });
});
