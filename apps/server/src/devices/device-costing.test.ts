import { MESSAGES } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';

// Costing on a clock's punch (SPEC section 5): the console's rules and messages, checked last,
// with the device's app version for partial costing. Each refusal is logged.

describe('device API: costing', async () => {
  const w = await deviceWorld();
  const { db, org, call, base } = w;
  await sql`update organizations set features = features || array['job_category']::text[] where id = ${org}`.execute(db);
  const saved = await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced', jobRequired: true });
  expect(saved.statusCode, saved.body).toBe(200);
  const phased = await w.create('costing/jobs', { name: 'Bridge', jobPhaseMode: 'require' });
  const plain = await w.create('costing/jobs', { name: 'Warehouse' });
  const phase = await w.create('costing/jobphases', { name: 'Footings', jobId: phased.id });
  const clock = await w.device();
  const worker = await w.pinWorker();
  const refused = async (costing: object | undefined, token = clock.token) => {
    const response = await w.punch(token, w.punchBody(worker.pin, { type: 'in', ...(costing ? { costing } : {}) }));
    expect(response.statusCode, response.body).toBe(400);
    return response.json();
  };

  it('asks for a job on an IN when the organization requires one', async () => {
    expect(await refused(undefined)).toEqual({ job: ['Job is a required field.'] });
  });

  it('asks for the phase a job requires, and refuses one of another job', async () => {
    expect(await refused({ job: phased.id })).toEqual({ jobPhase: ['Job Phase is a required field.'] });
    expect(await refused({ job: plain.id, jobPhase: phase.id })).toEqual({ jobPhase: [MESSAGES.costingSelectionInvalid] });
  });

  it('refuses a job that does not exist', async () => {
    expect(await refused({ job: plain.id + 1000 })).toEqual({ job: [MESSAGES.costingSelectionInvalid] });
  });

  it('takes partial costing with a phase only from app 2.11 on, by the version the clock reports', async () => {
    const old = await w.device();
    await w.deviceCall(old.token, 'GET', '/config', undefined, { 'x-app-version': '2.10.4' });
    expect(await refused({ jobPhase: phase.id, costingIsPartial: true }, old.token)).toEqual({
      costingIsPartial: ['Partial costing with a job phase or cost code needs time clock app 2.11 or later.'],
    });
    await w.deviceCall(old.token, 'GET', '/config', undefined, { 'x-app-version': '2.11.0' });
    const ok = await w.punch(old.token, w.punchBody(worker.pin, { type: 'in', costing: { jobPhase: phase.id, costingIsPartial: true } }));
    expect(ok.statusCode, ok.body).toBe(201);
    await w.accepted(old.token, w.punchBody(worker.pin, { type: 'out' }));
  });

  it('keeps the chosen ids on the punch, asks nothing of an OUT, and logs every refusal', async () => {
    const ok = await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', costing: { job: phased.id, jobPhase: phase.id } }));
    expect(ok.punch.type).toBe('in');
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'out' }));
    const punches = await w.punchesOf(worker.id);
    expect(punches.at(-2)!.costing).toEqual({ job: String(phased.id), jobPhase: String(phase.id) });
    const codes = (await w.logs(worker.id)).filter((l) => l.outcome === 'refused').map((l) => l.refusal_code);
    expect(codes).toEqual(Array(5).fill('costing_invalid'));
  });
});
