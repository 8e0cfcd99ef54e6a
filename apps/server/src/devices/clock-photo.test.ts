import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PHOTO_BYTES_PER_DEVICE_DAY, PHOTO_CAPTURE_OFF, PHOTO_NOT_AN_IMAGE, PHOTO_OVER_LIMIT } from './clock-photo';
import { deviceWorld, testJpeg } from '../../test/kits/device-test-world';

// Issue 30: refused attempts stored any bytes as photos, capture on or off (100 refused punches
// stored 30 MB). A photo is kept only with photo capture on, only when it decodes as an image,
// and only within the device's daily storage; a photo not kept never refuses the punch.

describe('device API: the photos a clock sends', async () => {
  const w = await deviceWorld();
  const defaults = `/orgs/${w.org}/clocks/defaults`;
  const photosOf = async (deviceId: number) => {
    const { rows } = await sql<{ n: string; bytes: string | null }>`
      select count(*)::text as n, sum(byte_size)::text as bytes from face_photos where org_id = ${w.org} and device_id = ${deviceId}`.execute(
      w.db,
    );
    return { count: Number(rows[0]!.n), bytes: Number(rows[0]!.bytes ?? 0) };
  };
  const unknownPin = (photo: string) => w.punchBody('999999999999', { photo });

  it('keeps nothing with photo capture off, not even for a refused attempt, and the log says why', async () => {
    const kiosk = await w.device({ name: 'No camera' });
    await w.call('owner', 'PUT', defaults, { photoCapture: false });
    const jpeg = (await testJpeg()).toString('base64');
    const refused = await w.punch(kiosk.token, unknownPin(jpeg));
    expect(refused.statusCode).toBe(400);
    const worker = await w.pinWorker();
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { photo: jpeg }));
    expect(await photosOf(kiosk.id)).toEqual({ count: 0, bytes: 0 });
    expect((await w.logs(worker.id)).map((l) => [l.outcome, l.face_photo_id, l.photo_note])).toEqual([
      ['accepted', null, PHOTO_CAPTURE_OFF],
    ]);
    await w.call('owner', 'PUT', defaults, { photoCapture: true });
  });

  it('keeps a real JPEG, PNG or WebP with its own type, and drops bytes that only pretend to be one', async () => {
    const kiosk = await w.device({ name: 'Camera' });
    const worker = await w.pinWorker();
    // A JPEG's first bytes and then nothing an image decoder can read.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]).toString('base64');
    const kept = await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'in', photo: fake }));
    expect(kept.punch.type).toBe('in'); // the punch counts all the same
    expect((await w.logs(worker.id)).at(-1)).toMatchObject({ face_photo_id: null, photo_note: PHOTO_NOT_AN_IMAGE });
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await w.accepted(kiosk.token, w.punchBody(worker.pin, { type: 'out', photo: png.toString('base64') }));
    const log = (await w.logs(worker.id)).at(-1)!;
    const { rows } = await sql<{
      content_type: string;
    }>`select content_type from face_photos where id = ${log.face_photo_id}::uuid`.execute(w.db);
    expect(rows[0]!.content_type).toBe('image/png');
  });

  it("stops keeping a device's photos at its daily limit: the punch counts, the log says so", async () => {
    const kiosk = await w.device({ name: 'Busy' });
    const jpeg = await testJpeg(64);
    // As if the device had filled its day already, but for less than one photo.
    await sql`insert into face_photos (org_id, device_id, content_type, content, byte_size)
      values (${w.org}, ${kiosk.id}, 'image/jpeg', ${Buffer.from('x')}, ${PHOTO_BYTES_PER_DEVICE_DAY - jpeg.length + 1})`.execute(w.db);
    const worker = await w.pinWorker();
    const answer = await w.accepted(kiosk.token, w.punchBody(worker.pin, { photo: jpeg.toString('base64') }));
    expect(answer.punch.type).toBe('in');
    expect((await w.logs(worker.id)).at(-1)).toMatchObject({ outcome: 'accepted', face_photo_id: null, photo_note: PHOTO_OVER_LIMIT });
    // Refused attempts cannot fill it either.
    for (let i = 0; i < 5; i++) expect((await w.punch(kiosk.token, unknownPin(jpeg.toString('base64')))).statusCode).toBe(400);
    expect((await photosOf(kiosk.id)).count).toBe(1);
    // Another device has its own allowance.
    const other = await w.device({ name: 'Quiet' });
    await w.accepted(other.token, w.punchBody(worker.pin, { photo: jpeg.toString('base64') }));
    expect(await photosOf(other.id)).toEqual({ count: 1, bytes: jpeg.length });
  });
});
