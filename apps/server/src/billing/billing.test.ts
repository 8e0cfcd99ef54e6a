import { PERMISSIONS } from '@punchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, runQueuedJobs, signInToken } from '../../test/test-app';
import { jobQueueOf, QUEUES } from '../jobs/queue';
import { runBillingCycle } from './billing-job';

// The subscription state machine applied by the server: sign-up's trial, activation with the
// built-in invoices, the billing job (trial end, invoices, overdue → past due, grace → expired),
// marking paid, seats from the plan at adding a worker and pairing a clock, and who sees billing.

const DAY = 86_400_000;
type Sub = {
  state: string;
  organizationActive: boolean;
  seats: number | null;
  usersAllowed: number;
  devicesAllowed: number;
  version: number;
  nextInvoice: unknown;
  trialDaysLeft: number | null;
  canSubscribe: boolean;
};
type Inv = { id: number; number: string; status: string; totalCents: number; version: number; periodStart: string; dueDate: string };

describe('billing: the subscription state machine on the server', async () => {
  const START = Date.UTC(2026, 2, 2, 15); // 2026-03-02, mid-day UTC
  let now = START;
  beforeEach(() => {
    now = START;
  });
  const clock = { now: () => now };
  const { app, db } = await createTestApp({}, { clock });
  await createUser(db, { email: 'owner@billing.test' });
  const manager = await createUser(db, { email: 'manager@billing.test' });
  await createUser(db, { email: 'staff@billing.test', sudoType: 'staff' });
  const ownerToken = await signInToken(app, 'owner@billing.test');
  const managerToken = await signInToken(app, 'manager@billing.test');
  const staffToken = await signInToken(app, 'staff@billing.test');

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const sub = async (orgId: number) =>
    (await call(ownerToken, 'GET', `/orgs/${orgId}/billing/subscription`)).json<{ result: Sub }>().result;
  const invoices = async (orgId: number) =>
    (await call(ownerToken, 'GET', `/orgs/${orgId}/billing/invoices`)).json<{ results: Inv[] }>().results;
  const session = async (orgId: number) =>
    (await call(ownerToken, 'GET', `/orgs/${orgId}/session`)).json<{
      subscriptionState: string;
      organizationActive: boolean;
      maxUsers: number;
      maxDevices: number;
    }>();
  const history = async (orgId: number) =>
    (
      await db
        .selectFrom('billing_state_changes')
        .select(['from_state', 'to_state', 'event', 'source'])
        .where('org_id', '=', orgId)
        .orderBy('id')
        .execute()
    ).map((r) => `${r.from_state}>${r.to_state}:${r.event}:${r.source}`);

  /** A new organization through sign-up and its wizard: in_app, then trial. */
  const signUp = async (name: string) => {
    const made = await call(ownerToken, 'POST', '/orgs/sign-up', { organizationName: name, timezone: 'UTC' });
    expect(made.statusCode).toBe(200);
    const orgId = made.json<{ results: { id: number }[] }>().results[0]!.id;
    const wizard = await call(ownerToken, 'POST', `/orgs/${orgId}/sign-up-wizard`, { payPeriodType: 'week', payPeriodStarts: 1 });
    expect(wizard.statusCode, wizard.body).toBe(200);
    await addMember(
      db,
      orgId,
      manager,
      PERMISSIONS.filter((p) => p !== 'manage_subscription'),
    );
    return orgId;
  };
  const start = (orgId: number, seats: number, version: number, planId = 'standard') =>
    call(ownerToken, 'POST', `/orgs/${orgId}/billing/subscription/start`, { planId, seats, version });

  it('starts a trial at sign-up, activates with the built-in invoice, seats and clocks from the plan', async () => {
    const orgId = await signUp('Trial Co');
    const trial = await sub(orgId);
    expect(trial).toMatchObject({ state: 'trial', organizationActive: true, trialDaysLeft: 14, canSubscribe: true, nextInvoice: null });
    // Invoices do not exist during the free trial.
    expect((await call(ownerToken, 'GET', `/orgs/${orgId}/billing/invoices`)).statusCode).toBe(403);

    const started = await start(orgId, 12, trial.version);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ redirectUrl: string | null }>().redirectUrl).toBeNull();
    const active = await sub(orgId);
    // Standard: 1 clock per started 5 seats, $6.00 a seat.
    expect(active).toMatchObject({ state: 'active', seats: 12, usersAllowed: 12, devicesAllowed: 3 });
    expect(active.nextInvoice).toEqual({ date: '2026-04-02', amountCents: 7200, currency: 'USD' });
    expect(await session(orgId)).toMatchObject({ subscriptionState: 'active', organizationActive: true, maxUsers: 12, maxDevices: 3 });
    const [first] = await invoices(orgId);
    expect(first).toMatchObject({
      number: `PL-${orgId}-0001`,
      status: 'open',
      totalCents: 7200,
      periodStart: '2026-03-02',
      dueDate: '2026-03-16',
    });
    expect(await history(orgId)).toEqual(['in_app>trial:setup_finished:signup', 'trial>active:activated:user']);
    // The invoice as PDF; built-in invoices have no payment page.
    const pdf = await call(ownerToken, 'GET', `/orgs/${orgId}/billing/invoices/${first!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(`Invoice PL-${orgId}-0001.pdf`));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(ownerToken, 'GET', `/orgs/${orgId}/billing/invoices/999999/pdf`)).statusCode).toBe(404);
    expect((await call(ownerToken, 'POST', `/orgs/${orgId}/billing/payment-page`)).statusCode).toBe(404);
    // A second start is refused: a subscription is running.
    expect((await start(orgId, 12, active.version)).statusCode).toBe(409);
  });

  it('issues monthly invoices, turns an overdue one into past due, and a marking paid back to active', async () => {
    const orgId = await signUp('Invoice Co');
    await start(orgId, 5, (await sub(orgId)).version);
    const [first] = await invoices(orgId);
    now += 20 * DAY; // 2026-03-22: the first invoice (due 03-16) is overdue
    expect((await runBillingCycle(db, now, false)).pastDue).toBeGreaterThanOrEqual(1);
    expect(await sub(orgId)).toMatchObject({ state: 'past_due', organizationActive: true });
    expect((await session(orgId)).subscriptionState).toBe('past_due');
    // A second run changes nothing twice.
    expect(await runBillingCycle(db, now, false)).toMatchObject({ pastDue: 0, invoicesIssued: 0 });
    expect((await invoices(orgId)).length).toBe(1);

    // Only support, the distributor or app administrators mark paid; the owner may not.
    expect(
      (await call(ownerToken, 'POST', `/orgs/${orgId}/billing/invoices/${first!.id}/mark-paid`, { version: first!.version })).statusCode,
    ).toBe(403);
    const stale = await call(staffToken, 'POST', `/orgs/${orgId}/billing/invoices/${first!.id}/mark-paid`, { version: first!.version + 5 });
    expect(stale.statusCode).toBe(409);
    const paid = await call(staffToken, 'POST', `/orgs/${orgId}/billing/invoices/${first!.id}/mark-paid`, { version: first!.version });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await sub(orgId)).state).toBe('active');
    expect(
      (await call(staffToken, 'POST', `/orgs/${orgId}/billing/invoices/${first!.id}/mark-paid`, { version: first!.version + 1 }))
        .statusCode,
    ).toBe(409);

    now += 14 * DAY; // 2026-04-05: the April period started on 04-02
    expect((await runBillingCycle(db, now, false)).invoicesIssued).toBeGreaterThanOrEqual(1);
    const list = await invoices(orgId);
    expect(list.map((i) => [i.number, i.periodStart, i.status])).toEqual([
      [`PL-${orgId}-0002`, '2026-04-02', 'open'],
      [`PL-${orgId}-0001`, '2026-03-02', 'paid'],
    ]);
    expect(await history(orgId)).toEqual([
      'in_app>trial:setup_finished:signup',
      'trial>active:activated:user',
      'active>past_due:payment_failed:job',
      'past_due>active:payment_succeeded:admin',
    ]);
  });

  it('expires a past-due organization after the grace period, inactive until paid', async () => {
    const orgId = await signUp('Grace Co');
    await start(orgId, 5, (await sub(orgId)).version);
    now += 20 * DAY;
    await runBillingCycle(db, now, false);
    expect((await sub(orgId)).state).toBe('past_due');
    now += 13 * DAY; // 13 days past due: still in grace
    await runBillingCycle(db, now, false);
    expect((await sub(orgId)).state).toBe('past_due');
    now += 1 * DAY;
    expect((await runBillingCycle(db, now, false)).expiredPastDue).toBeGreaterThanOrEqual(1);
    expect(await sub(orgId)).toMatchObject({ state: 'expired', organizationActive: false });
    expect(await session(orgId)).toMatchObject({ subscriptionState: 'expired', organizationActive: false });
    // Paying what is owed brings it back.
    for (const invoice of (await invoices(orgId)).filter((i) => i.status === 'open')) {
      expect(
        (await call(staffToken, 'POST', `/orgs/${orgId}/billing/invoices/${invoice.id}/mark-paid`, { version: invoice.version }))
          .statusCode,
      ).toBe(200);
    }
    expect(await sub(orgId)).toMatchObject({ state: 'active', organizationActive: true });
  });

  it('ends the free trial through the queued job after its last day, in the organization’s calendar', async () => {
    const orgId = await signUp('Ending Co');
    const expireDate = (await db.selectFrom('organizations').select('expire_date').where('id', '=', orgId).executeTakeFirstOrThrow())
      .expire_date;
    expect(expireDate).toBe('2026-03-16');
    now = Date.UTC(2026, 2, 16, 23); // the last day itself: still on trial
    await db.transaction().execute((trx) => jobQueueOf(app).send(trx, QUEUES.billingCycle, {}));
    await runQueuedJobs(app);
    expect((await sub(orgId)).state).toBe('trial');
    now = Date.UTC(2026, 2, 17, 0, 30);
    await db.transaction().execute((trx) => jobQueueOf(app).send(trx, QUEUES.billingCycle, {}));
    expect(await runQueuedJobs(app)).toBeGreaterThanOrEqual(1);
    expect(await sub(orgId)).toMatchObject({ state: 'expired', organizationActive: false, canSubscribe: true });
    expect(await history(orgId)).toContain('trial>expired:trial_ended:job');
    // An expired trial can still subscribe (the inactive organization's billing works).
    expect((await start(orgId, 3, (await sub(orgId)).version, 'starter')).statusCode).toBe(200);
    expect((await sub(orgId)).state).toBe('active');
  });

  it('keeps seats within the plan: adding a worker and pairing a clock follow them; fewer seats than in use refused', async () => {
    const orgId = await signUp('Seats Co');
    await start(orgId, 2, (await sub(orgId)).version, 'starter'); // Starter: 1 clock per 10 seats
    const addWorker = (last: string) => call(ownerToken, 'POST', `/orgs/${orgId}/employees`, { firstName: 'Sam', lastName: last });
    const used = (await sub(orgId)) as Sub & { usersUsed: number };
    const room = 2 - used.usersUsed;
    for (let i = 0; i < room; i += 1) expect((await addWorker(`W${i}`)).statusCode).toBe(201);
    const refused = await addWorker('Over');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('limit of 2');
    // One clock fits; a second pairing code is refused at the plan's limit.
    const pairing = (name: string) => call(ownerToken, 'POST', `/orgs/${orgId}/clocks/pairing-code`, { name });
    const code = (await pairing('Door')).json<{ result: { code: string } }>().result.code;
    expect(
      (await app.inject({ method: 'POST', url: '/api/device/v1/pair', payload: { code }, remoteAddress: '10.1.1.1' })).statusCode,
    ).toBe(200);
    expect((await pairing('Back door')).statusCode).toBe(400);

    // Seat decreases below those in use are refused, clearly; more seats raise both limits.
    const current = await sub(orgId);
    const fewer = await call(ownerToken, 'PUT', `/orgs/${orgId}/billing/subscription`, {
      planId: 'starter',
      seats: 1,
      version: current.version,
    });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toEqual({ seats: ['You use 2 seats: choose at least 2, or deactivate users first.'] });
    const more = await call(ownerToken, 'PUT', `/orgs/${orgId}/billing/subscription`, {
      planId: 'plus',
      seats: 11,
      version: current.version,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<{ result: Sub }>().result).toMatchObject({ seats: 11, usersAllowed: 11, devicesAllowed: 6 });
    expect((await addWorker('Now fits')).statusCode).toBe(201);
    expect((await pairing('Back door')).statusCode).toBe(200);
    // The version moved: the first screen's change is stale.
    expect(
      (await call(ownerToken, 'PUT', `/orgs/${orgId}/billing/subscription`, { planId: 'plus', seats: 12, version: current.version }))
        .statusCode,
    ).toBe(409);
  });

  it('hides billing from managers without manage_subscription, white-label organizations and another organization', async () => {
    const orgId = await signUp('Hidden Co');
    expect((await call(managerToken, 'GET', `/orgs/${orgId}/billing/subscription`)).statusCode).toBe(403);
    const other = await createOrg(db, 'Other');
    expect((await call(ownerToken, 'GET', `/orgs/${other}/billing/subscription`)).statusCode).toBe(403);
    const distributor = await db
      .insertInto('distributors')
      .values({ name: 'Reseller', console_name: 'Resell Time' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('organizations').set({ distributor_id: distributor.id }).where('id', '=', orgId).execute();
    const hidden = await call(ownerToken, 'GET', `/orgs/${orgId}/billing/subscription`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json<{ detail: string }>().detail).toMatch(/managed by your provider/);
  });

  it('hides billing from apps: an API key holding manage_subscription is refused', async () => {
    const orgId = await signUp('App Co');
    const made = await call(ownerToken, 'POST', `/orgs/${orgId}/api-keys`, {
      name: 'Sync',
      permissions: ['manage_subscription', 'edit_employees'],
      allowedOrgUnitIds: [],
      allowedDepartmentIds: [],
      allowedLabelIds: [],
      allowedJobIds: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json<{ result: { secret: string } }>().result.secret;
    const refused = await call(key, 'GET', `/orgs/${orgId}/billing/subscription`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Billing is not available to apps.' });
    // The same key reaches what it may (its grant works), so the refusal is billing's.
    expect((await call(key, 'GET', `/orgs/${orgId}/session`)).statusCode).toBe(200);
  });
});
