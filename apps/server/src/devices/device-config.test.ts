import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';

describe('device API: configuration', async () => {
  const w = await deviceWorld();
  const { call, base } = w;

  it('answers the organization, the device, its methods, the clock defaults and what punches ask for', async () => {
    const clock = await w.device({ name: 'Dock', orgUnitId: w.refs.unitA, methods: ['pin', 'qr'] });
    const response = await w.deviceCall(clock.token, 'GET', '/config');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual({
      organization: { id: w.org, name: 'Alpha', timeZone: 'America/Los_Angeles' },
      device: { id: clock.id, name: 'Dock', orgUnit: { id: w.refs.unitA, name: 'Unit A' } },
      identificationMethods: ['pin', 'qr'],
      defaults: {
        identificationMethods: ['pin'],
        photoCapture: true, // the device test world turns it on
        faceMatchThreshold: 0.8,
        offlinePunchingAllowed: true,
        offlinePunchMaxDays: 31,
        punchCodePrompt: false,
        costingPrompt: false,
        personalClocksAllowed: false,
      },
      punchCodeMode: 'disabled',
      punchCodes: [],
      costing: { enabled: true, costingMode: 'basic', jobRequired: false },
      geoRules: [],
      enableSubmitMissedPunch: false,
      mode: 'kiosk',
      worker: null,
      // Health and safety is not in use here (health/health-safety.test.ts asks for it).
      healthQuestionnaires: [],
      // Briefings are not in use here (briefings/briefings.test.ts asks for them).
      briefings: [],
      formats: {
        dateFormat: 'mdy',
        fourDigitYear: true,
        dateSeparator: '/',
        dayOfWeek: 'none',
        timeFormat: 12,
        durationFormat: 'minute',
        zeroDurationBlank: false,
        nameFormat: 'firstlast',
        displayMiddleName: null,
      },
    });
  });

  it('gives a device without its own methods the defaults’ methods, and refuses the others', async () => {
    const saved = await call('owner', 'PUT', `${base}/clocks/defaults`, { identificationMethods: ['nfc'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const clock = await w.device({ methods: null });
    expect((await w.deviceCall(clock.token, 'GET', '/config')).json().result.identificationMethods).toEqual(['nfc']);
    const worker = await w.pinWorker();
    const byPin = await w.punch(clock.token, w.punchBody(worker.pin));
    expect(w.status(byPin).body).toMatchObject({ code: 'method_not_allowed' });
  });

  it('offers face identification only where the plan includes it', async () => {
    const clock = await w.device({ methods: ['pin', 'face'] });
    const methods = async () => (await w.deviceCall(clock.token, 'GET', '/config')).json().result.identificationMethods;
    expect(await methods()).toEqual(['pin', 'face']);
    await sql`update organizations set features = array_remove(features, 'face') where id = ${w.org}`.execute(w.db);
    try {
      expect(await methods()).toEqual(['pin']);
    } finally {
      await sql`update organizations set features = features || array['face']::text[] where id = ${w.org}`.execute(w.db);
    }
  });

  it('uses the device’s own zone when it has one', async () => {
    const clock = await w.device();
    await sql`update devices set time_zone = 'Europe/Paris' where id = ${clock.id}`.execute(w.db);
    expect((await w.deviceCall(clock.token, 'GET', '/config')).json().result.organization.timeZone).toBe('Europe/Paris');
  });
});
