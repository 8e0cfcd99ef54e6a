import { addDaysIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { ZONE } from '../../test/kits/timecard-world';
import { CREDENTIAL_REFUSED } from './clock-check';

// Credentials at the clock (issue 35): a clock-in at a job whose policy refuses without a valid
// forklift licence is refused with the reason (and the clock log says why); a warning policy lets
// the punch through with the warning in the answer; a new hire within the grace period punches.

describe('credentials at the clock', async () => {
  const w = await deviceWorld();
  const { db, org, base, call, create } = w;
  await sql`update organizations set features = features || array['credential', 'document']::text[] where id = ${org}`.execute(db);
  const on = await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true });
  expect(on.statusCode, on.body).toBe(200);
  const costing = await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced' });
  expect(costing.statusCode, costing.body).toBe(200);
  const dock = await create('costing/jobs', { name: 'Loading dock' });
  const office = await create('costing/jobs', { name: 'Office' });
  const forklift = await create('credential/types', { name: 'Forklift licence', expires: true, reminderDays: 30 });
  const food = await create('credential/types', { name: 'Food handler card', expires: true });
  await create('credential/policies', {
    name: 'Forklift at the dock',
    credentialTypeIds: [forklift.id],
    appliesTo: 'jobs',
    jobIds: [dock.id],
    clockAction: 'refuse',
  });
  const clock = await w.device();
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const hired = { hireDate: addDaysIso(today, -400) };

  it('refuses a clock-in at the dock with an expired licence, and the clock log says why', async () => {
    const worker = await w.pinWorker({ firstName: 'Fred', lastName: 'Forks', ...hired });
    await create('credential/credentials', {
      employeeId: worker.id,
      typeId: forklift.id,
      number: 'FL-1',
      expiresOn: addDaysIso(today, -3),
    });
    const r = await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: dock.id } }));
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json()).toMatchObject({ code: CREDENTIAL_REFUSED, detail: expect.stringContaining('Your Forklift licence has expired.') });
    expect(await w.punchesOf(worker.id)).toEqual([]);
    const [log] = await w.logs(worker.id);
    expect(log).toMatchObject({ outcome: 'refused', refusal_code: CREDENTIAL_REFUSED });
    expect(log!.refusal).toContain('Your Forklift licence has expired.');
    // The same worker at another job is not asked for the licence; renewed, the dock takes them.
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: office.id } }));
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'out' }));
    await create('credential/credentials', {
      employeeId: worker.id,
      typeId: forklift.id,
      number: 'FL-2',
      expiresOn: addDaysIso(today, 365),
    });
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: dock.id } }));
  });

  it('accepts the punch with a warning under a warning policy, and never refuses a clock-out', async () => {
    const policy = await create('credential/policies', { name: 'Food everywhere', credentialTypeIds: [food.id], clockAction: 'warn' });
    const worker = await w.pinWorker({ firstName: 'Wanda', lastName: 'Warned', ...hired });
    const result = await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: office.id } }));
    expect(result.credentialWarnings).toEqual([
      { typeName: 'Food handler card', status: 'missing', text: 'You have no Food handler card on record.', jobOnly: false },
    ]);
    const out = await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'out' }));
    expect(out.credentialWarnings).toBeUndefined();
    expect((await call('owner', 'DELETE', `${base}/credential/policies/${policy.id}`)).statusCode).toBe(204);
  });

  it('lets a new hire within the grace period punch in, and refuses them after it', async () => {
    const policy = await create('credential/policies', {
      name: 'Forklift for new hires',
      credentialTypeIds: [forklift.id],
      graceDays: 14,
      clockAction: 'refuse',
    });
    const fresh = await w.pinWorker({ firstName: 'Nina', lastName: 'New', hireDate: addDaysIso(today, -3) });
    await w.accepted(clock.token, w.punchBody(fresh.pin, { type: 'in', costing: { job: office.id } }));
    const older = await w.pinWorker({ firstName: 'Otto', lastName: 'Older', hireDate: addDaysIso(today, -14) });
    const r = await w.punch(clock.token, w.punchBody(older.pin, { type: 'in', costing: { job: office.id } }));
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json<{ detail: string }>().detail).toContain('You have no Forklift licence on record.');
    expect((await call('owner', 'DELETE', `${base}/credential/policies/${policy.id}`)).statusCode).toBe(204);
  });

  it('asks the clock nothing while credentials are switched off', async () => {
    const worker = await w.pinWorker({ firstName: 'Olga', lastName: 'Off', ...hired });
    const off = await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: dock.id } }));
    await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true });
  });
});
