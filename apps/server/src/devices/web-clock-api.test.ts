import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PERSONAL_CLOCK_PAIRED, PERSONAL_CLOCKS_OFF } from '../devices-admin/devices.server';
import { deviceWorld, testJpeg } from '../../test/kits/device-test-world';
import type { IdentifyAnswer } from '@punchline/contracts';
import { PERSONAL_CLOCK_ONLY, PERSONAL_CLOCKS_TURNED_OFF } from './identify';

// What the web clock (issue 17) needs of the device API beyond a punch: who is at the clock
// before they choose in or out (identify, with what they may punch to), personal clocks (a
// worker's own phone), a photo with a PIN punch, and the organization's formats in the config.

describe('device API for the web clock', async () => {
  const w = await deviceWorld();
  const { db, org, call, base } = w;
  const identify = (token: string, identification: object) => w.deviceCall(token, 'POST', '/identify', { identification });
  const kiosk = await w.device({ methods: ['pin', 'qr'] });

  it('identifies a worker and tells where they stand, without recording anything', async () => {
    const worker = await w.pinWorker({ firstName: 'Ada', lastName: 'Clock' });
    const before = await identify(kiosk.token, { method: 'pin', pin: worker.pin });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<IdentifyAnswer>().result).toEqual({
      employee: { id: worker.id, firstName: 'Ada', lastName: 'Clock' },
      clockedIn: false,
      shiftStartedAt: null,
      todaySeconds: 0,
      costingOptions: null,
      // No health questionnaire in use here (health/health-safety.test.ts asks one).
      healthQuestionnaireId: null,
    });
    expect(await w.punchesOf(worker.id)).toEqual([]);
    expect(await w.logs(worker.id)).toEqual([]);

    const inAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'in', at: inAt.toISOString(), offline: true }));
    const after = (await identify(kiosk.token, { method: 'pin', pin: worker.pin })).json<IdentifyAnswer>().result;
    expect(after.clockedIn).toBe(true);
    expect(after.shiftStartedAt).toBe(inAt.toISOString());
    // An hour ago, unless the day began since (the clock counts today's part only).
    expect(after.todaySeconds).toBeGreaterThan(0);
    expect(after.todaySeconds).toBeLessThanOrEqual(3601);
  });

  it('refuses as a punch does: an unknown PIN, a method the clock does not take, the personal method on a shared clock', async () => {
    const unknown = await identify(kiosk.token, { method: 'pin', pin: '999' });
    expect(w.status(unknown)).toMatchObject({ status: 400, body: { code: 'unknown_worker' } });
    const nfc = await identify(kiosk.token, { method: 'nfc', tag: 'abc' });
    expect(w.status(nfc)).toMatchObject({ status: 400, body: { code: 'method_not_allowed' } });
    const personal = await identify(kiosk.token, { method: 'personal' });
    expect(w.status(personal)).toMatchObject({ status: 400, body: { code: 'method_not_allowed' } });
    const revoked = await w.deviceCall('x'.repeat(43), 'POST', '/identify', { identification: { method: 'personal' } });
    expect(w.status(revoked)).toMatchObject({ status: 401, body: { code: 'device_revoked' } });
  });

  it('offers the jobs a worker may punch to when the clock asks for costing', async () => {
    await call('owner', 'PUT', `${base}/clocks/defaults`, { costingPrompt: true });
    await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced', canRestrictJobAccessByUser: true });
    const worker = await w.pinWorker();
    const open = await w.create('costing/jobs', { name: 'Bakery floor', jobPhaseMode: 'optional' });
    const theirs = await w.create('costing/jobs', { name: 'Catering', workerIds: [worker.id] });
    await w.create('costing/jobs', { name: 'Someone else’s', workerIds: [(await w.pinWorker()).id] });
    await w.create('costing/jobs', { name: 'Closed', active: false });
    const phase = await w.create('costing/jobphases', { name: 'Prep', jobId: open.id });
    const options = (await identify(kiosk.token, { method: 'pin', pin: worker.pin })).json<IdentifyAnswer>().result.costingOptions!;
    expect(options.jobs.map((j) => j.name)).toEqual(['Bakery floor', 'Catering']);
    expect(options.jobs[0]).toMatchObject({ id: open.id, jobPhaseMode: 'optional', costCodeMode: 'none', jobCategoryId: null });
    expect(options.jobs[1]!.id).toBe(theirs.id);
    expect(options.jobPhases).toEqual([{ id: phase.id, name: 'Prep', jobId: open.id, jobCategoryId: null }]);
    await call('owner', 'PUT', `${base}/clocks/defaults`, { costingPrompt: false });
  });

  it('keeps a photo taken with a PIN punch in the clock log', async () => {
    const worker = await w.pinWorker();
    const jpeg = await testJpeg();
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { photo: jpeg.toString('base64') }));
    const [log] = await w.logs(worker.id);
    const { rows } = await sql<{ content: Buffer }>`select content from face_photos where id = ${log!.face_photo_id}::uuid`.execute(db);
    expect(rows[0]!.content.equals(jpeg)).toBe(true);
  });

  it('sends the organization’s formats with the configuration', async () => {
    await call('owner', 'PUT', `${base}/org/formats`, { timeFormat: 24, nameFormat: 'lastfirst', durationFormat: 'decimal' });
    const formats = (await w.deviceCall(kiosk.token, 'GET', '/config')).json().result.formats;
    expect(formats).toMatchObject({ timeFormat: 24, nameFormat: 'lastfirst', durationFormat: 'decimal' });
  });

  describe('personal clocks', () => {
    const personalClock = async (employeeId: number) => {
      const made = await call('owner', 'POST', `${base}/clocks`, { name: `Phone ${employeeId}`, employeeId });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json<{ result: { id: number } }>().result.id;
      const code = await call('owner', 'POST', `${base}/clocks/${id}/pairing-code`);
      const paired = await w.pair({ code: code.json<{ result: { code: string } }>().result.code, platform: 'web' });
      expect(paired.statusCode, paired.body).toBe(200);
      return { id, token: paired.json<{ result: { token: string } }>().result.token };
    };

    it('are made only when the organization allows them', async () => {
      const worker = await w.pinWorker();
      const refused = await call('owner', 'POST', `${base}/clocks`, { name: 'Not yet', employeeId: worker.id });
      expect(w.status(refused)).toEqual({ status: 400, body: { employeeId: [PERSONAL_CLOCKS_OFF] } });
      await call('owner', 'PUT', `${base}/clocks/defaults`, { personalClocksAllowed: true });
    });

    it('punch for their worker only, with nothing to identify, and say so in the configuration', async () => {
      const worker = await w.pinWorker({ firstName: 'Pat', lastName: 'Phone' });
      const phone = await personalClock(worker.id);
      const config = (await w.deviceCall(phone.token, 'GET', '/config')).json().result;
      expect(config).toMatchObject({ mode: 'personal', worker: { id: worker.id, firstName: 'Pat', lastName: 'Phone' } });
      const who = (await identify(phone.token, { method: 'personal' })).json<IdentifyAnswer>().result;
      expect(who.employee.id).toBe(worker.id);
      const punched = await w.accepted(phone.token, { ...w.punchBody('0'), identification: { method: 'personal' } });
      expect(punched).toMatchObject({ employee: { id: worker.id }, clockedIn: true });
      const [log] = await w.logs(worker.id);
      expect(log).toMatchObject({ outcome: 'accepted' });
      const byPin = await w.punch(phone.token, w.punchBody((await w.pinWorker()).pin));
      expect(w.status(byPin)).toEqual({ status: 400, body: { detail: PERSONAL_CLOCK_ONLY, code: 'method_not_allowed' } });
    });

    it('keep their worker while paired, and stop when the organization turns them off', async () => {
      const worker = await w.pinWorker();
      const phone = await personalClock(worker.id);
      const other = await w.pinWorker();
      const current = (await call('owner', 'GET', `${base}/clocks/${phone.id}`)).json<{ result: { version: number } }>().result;
      const moved = await call('owner', 'PUT', `${base}/clocks/${phone.id}`, { ...current, employeeId: other.id });
      expect(w.status(moved)).toEqual({ status: 400, body: { employeeId: [PERSONAL_CLOCK_PAIRED] } });
      await call('owner', 'PUT', `${base}/clocks/defaults`, { personalClocksAllowed: false });
      const off = await identify(phone.token, { method: 'personal' });
      expect(w.status(off)).toEqual({ status: 403, body: { detail: PERSONAL_CLOCKS_TURNED_OFF, code: 'personal_clocks_off' } });
      await call('owner', 'PUT', `${base}/clocks/defaults`, { personalClocksAllowed: true });
    });

    it('go with their worker when the worker is deleted', async () => {
      const worker = await w.pinWorker();
      const phone = await personalClock(worker.id);
      await sql`delete from employees where id = ${worker.id} and org_id = ${org}`.execute(db);
      const gone = await identify(phone.token, { method: 'personal' });
      expect(w.status(gone)).toMatchObject({ status: 401, body: { code: 'device_revoked' } });
    });
  });
});
