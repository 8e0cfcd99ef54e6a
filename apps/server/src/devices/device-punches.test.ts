import { localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../test/kits/timecard-world';
import { deviceWorld, testJpeg } from '../../test/kits/device-test-world';
import { FACE_NOT_RECOGNISED } from './identify';

const MIN = 60_000;
// Whole seconds, as punches keep them.
const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / 1000) * 1000).toISOString();
const today = () => localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);

describe('device API: punches', async () => {
  const w = await deviceWorld();
  const { db } = w;
  const kiosk = await w.device({ name: 'Kiosk' });

  it('records IN then OUT for auto punches, with the worker, the flags and the time worked today', async () => {
    const worker = await w.pinWorker({ firstName: 'Ada', lastName: 'Clock' });
    // An hour old when it arrives: the device's time is kept, and it is offline (O).
    const first = await w.accepted(kiosk.token, w.punchBody(worker.pin, { at: ago(60 * MIN) }));
    expect(first).toMatchObject({
      punch: { type: 'in', flags: ['O', 'P'] },
      employee: { id: worker.id, firstName: 'Ada', lastName: 'Clock' },
      clockedIn: true,
      shiftStartedAt: first.punch.at,
      todaySeconds: 0,
    });
    const second = await w.accepted(kiosk.token, w.punchBody(worker.pin));
    expect(second).toMatchObject({ punch: { type: 'out', flags: ['P'] }, clockedIn: false, shiftStartedAt: null });
    // The hour just worked, unless the test started just after midnight (then less of it is today's).
    expect(second.todaySeconds).toBeGreaterThan(0);
    expect(second.todaySeconds).toBeLessThanOrEqual(3600 + 5);
    const punches = await w.punchesOf(worker.id);
    expect(punches.map((p) => [p.type, p.origin, p.offline, p.tampered])).toEqual([
      ['in', 'mobile', true, false],
      ['out', 'mobile', false, false],
    ]);
    const logs = await w.logs(worker.id);
    expect(logs.map((l) => [l.outcome, l.punch_id])).toEqual([
      ['accepted', punches[0]!.id],
      ['accepted', punches[1]!.id],
    ]);
    expect(punches.every((p) => p.clock_log_id !== null)).toBe(true);
  });

  it('finds the worker by NFC tag and QR badge whatever their case, and by the face the clock matched', async () => {
    const worker = await w.pinWorker({ nfcTagId: 'AbC-123' });
    // The server makes badge codes: the clock reads it off the printed badge.
    const { rows: badge } = await sql<{ code: string }>`select qr_badge_code as code from employees where id = ${worker.id}`.execute(db);
    const shouted = badge[0]!.code.toUpperCase();
    const byTag = await w.accepted(
      kiosk.token,
      w.punchBody('', { type: 'in', at: ago(50 * MIN), identification: { method: 'nfc', tag: 'abc-123' } }),
    );
    expect(byTag.employee.id).toBe(worker.id);
    const byBadge = await w.accepted(
      kiosk.token,
      w.punchBody('', { type: 'out', at: ago(40 * MIN), identification: { method: 'qr', badge: shouted } }),
    );
    expect(byBadge.employee.id).toBe(worker.id);
    const jpeg = await testJpeg();
    const face = {
      status: 'ok',
      score: 0.93,
      liveness: 0.98,
      matches: [{ employeeId: worker.id, score: 0.93 }],
      photo: jpeg.toString('base64'),
    };
    const byFace = await w.accepted(kiosk.token, w.punchBody('', { type: 'in', identification: { method: 'face', face } }));
    expect(byFace).toMatchObject({ employee: { id: worker.id }, punch: { flags: ['P'] } });
    // The clock could not check the face: the punch stands, flagged F for a supervisor.
    const unverified = await w.accepted(
      kiosk.token,
      w.punchBody('', { type: 'out', identification: { method: 'face', employeeId: worker.id, face: { status: 'unverified' } } }),
    );
    expect(unverified.punch.flags).toEqual(['F', 'P']);
    const log = (await w.logs(worker.id)).at(-2)!;
    expect(log).toMatchObject({ outcome: 'accepted', face_status: 'ok' });
    const { rows } = await sql<{ content: Buffer }>`select content from face_photos where id = ${log.face_photo_id}`.execute(db);
    expect(rows[0]!.content.equals(jpeg)).toBe(true);
  });

  it('refuses an unknown PIN, an inactive worker, a method the clock does not take and a face not recognised, logging each', async () => {
    const pinOnly = await w.device({ methods: ['pin'] });
    const UNKNOWN_PIN = 'This PIN does not match any worker. Check it and try again, or ask your administrator.';
    const unknown = await w.punch(kiosk.token, w.punchBody('999999999999'));
    expect(w.status(unknown)).toEqual({ status: 400, body: { detail: UNKNOWN_PIN, code: 'unknown_worker' } });
    const gone = await w.pinWorker();
    await sql`update employees set active = false where id = ${gone.id}`.execute(db);
    // Answered as an unknown PIN: a clock must not confirm that a PIN is someone's (issue 30).
    expect(w.status(await w.punch(kiosk.token, w.punchBody(gone.pin)))).toEqual({
      status: 400,
      body: { detail: UNKNOWN_PIN, code: 'unknown_worker' },
    });
    const worker = await w.pinWorker({ nfcTagId: 'tag-only-pin' });
    const byTag = await w.punch(pinOnly.token, w.punchBody('', { identification: { method: 'nfc', tag: 'tag-only-pin' } }));
    expect(w.status(byTag).body).toMatchObject({ code: 'method_not_allowed' });
    expect(byTag.json().detail).toContain('This clock does not accept NFC tag punches.');
    const badLight = await testJpeg(24);
    const photo = badLight.toString('base64');
    const face = { status: 'failed', reason: 'low_confidence', score: 0.55, matches: [{ employeeId: worker.id, score: 0.55 }], photo };
    const byFace = await w.punch(kiosk.token, w.punchBody('', { identification: { method: 'face', face } }));
    expect(w.status(byFace)).toEqual({ status: 400, body: { detail: FACE_NOT_RECOGNISED, code: 'face_not_recognised' } });
    expect(await w.logs(gone.id)).toMatchObject([
      { outcome: 'refused', refusal_code: 'inactive_worker', refusal: UNKNOWN_PIN, punch_id: null },
    ]);
    // The face failure names its best match, for a supervisor to confirm or correct.
    const failures = await w.logs(worker.id);
    expect(failures).toMatchObject([{ outcome: 'refused', refusal_code: 'face_not_recognised', face_status: 'low_confidence' }]);
    // The photo outlives the refused attempt's rollback: the supervisor sees who stood there.
    const { rows } = await sql<{ content: Buffer }>`select content from face_photos where id = ${failures[0]!.face_photo_id}`.execute(db);
    expect(rows[0]!.content.equals(badLight)).toBe(true);
    // Refused before anyone was identified: logs of nobody.
    expect((await w.logs(null)).map((l) => l.refusal_code)).toEqual(expect.arrayContaining(['unknown_worker', 'method_not_allowed']));
    expect(await w.punchesOf(worker.id)).toEqual([]);
  });

  it('answers a retry with the first answer: no second punch, no second log', async () => {
    const worker = await w.pinWorker();
    const body = w.punchBody(worker.pin, { type: 'in' });
    const first = await w.punch(kiosk.token, body);
    expect(first.statusCode).toBe(201);
    const again = await w.punch(kiosk.token, { ...body, type: 'out' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await w.punchesOf(worker.id)).toHaveLength(1);
    expect(await w.logs(worker.id)).toHaveLength(1);
  });

  it('keeps exactly one punch and one accepted log when 20 copies of a submission arrive at once', async () => {
    const worker = await w.pinWorker();
    const body = w.punchBody(worker.pin, { type: 'in' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.punch(kiosk.token, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await w.punchesOf(worker.id)).toHaveLength(1);
    expect(await w.logs(worker.id)).toMatchObject([{ outcome: 'accepted', client_id: body.clientId }]);
  });

  it('lets a refused submission succeed when sent again', async () => {
    const worker = await w.pinWorker();
    const body = w.punchBody(worker.pin, { type: 'in' });
    await sql`update employees set active = false where id = ${worker.id}`.execute(db);
    expect((await w.punch(kiosk.token, body)).statusCode).toBe(400);
    await sql`update employees set active = true where id = ${worker.id}`.execute(db);
    expect((await w.punch(kiosk.token, body)).statusCode).toBe(201);
    expect((await w.logs(worker.id)).map((l) => l.outcome)).toEqual(['refused', 'accepted']);
  });

  it('keeps the device time of an offline punch sent hours later, and the card shows O', async () => {
    const worker = await w.pinWorker();
    const inAt = ago(5 * 60 * MIN);
    const replayed = await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'in', at: inAt, offline: true }));
    expect(replayed.punch).toMatchObject({ at: inAt, flags: ['O', 'P'] });
    const late = await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'out', at: ago(10 * MIN) }));
    expect(late.punch.flags).toEqual(['O', 'P']);
    const [p] = await w.punchesOf(worker.id);
    expect(p).toMatchObject({ offline: true, tampered: false });
    expect(p!.at.toISOString()).toBe(inAt);
    expect(p!.device_at!.toISOString()).toBe(inAt);
    const card = await w.card(worker.id, today());
    const punches = (card as unknown as { punches: { id: string; flags: string[] }[] }).punches;
    expect(punches.find((c) => c.id === String(p!.id))!.flags).toContain('offline');
  });

  it('takes our time for a live punch from a clock more than two minutes off, and marks it T', async () => {
    const worker = await w.pinWorker();
    const deviceAt = ago(4 * MIN);
    const started = Date.now();
    const answer = await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'in', at: deviceAt }));
    expect(answer.punch.flags).toEqual(['P', 'T']);
    const [p] = await w.punchesOf(worker.id);
    expect(p!.tampered).toBe(true);
    expect(p!.device_at!.toISOString()).toBe(deviceAt);
    expect(p!.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const card = await w.card(worker.id, today());
    const flags = (card as unknown as { punches: { id: string; flags: string[] }[] }).punches.find((c) => c.id === String(p!.id))!.flags;
    expect(flags).toContain('tampered');
  });

  it('records web clocks as web and kiosks as clock', async () => {
    const web = await w.device({ platform: 'web' });
    const box = await w.device({ platform: 'kiosk' });
    const worker = await w.pinWorker();
    await w.accepted(web.token, w.punchBody(worker.pin, { type: 'in', at: ago(MIN) }));
    await w.accepted(box.token, w.punchBody(worker.pin, { type: 'out' }));
    expect((await w.punchesOf(worker.id)).map((p) => p.origin)).toEqual(['web', 'clock']);
  });
});
