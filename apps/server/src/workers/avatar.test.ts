import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app';
import { AVATAR_BODY_CEILING, NOT_AN_IMAGE } from './avatar.service';
import { workerWorld } from '../../test/kits/worker-test-world';

// Worker avatars (issue 14): uploaded as the raw body, resized on the server, served to whoever
// may see the worker, and refused clearly when too large or not an image.

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

/** Random pixels do not compress: a PNG of about 3 MB. */
const noisyPng = () =>
  sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 1000, height: 1000, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('worker avatars', async () => {
  const w = await workerWorld();
  await w.member('manager', ['edit_employees'], w.org);
  await w.member('reporter', ['view_reports'], w.org);
  await w.member('clocks', ['setup_clocks'], w.org);
  await w.restrict('manager', { orgUnitIds: [w.refs.unitA] });

  const url = (id: number, org = w.org) => `/api/orgs/${org}/employees/${id}/avatar`;
  const put = (who: string, id: number, payload: Buffer | string, contentType = 'image/png') =>
    w.app.inject({ method: 'PUT', url: url(id), headers: { ...bearer(w.tokens[who]!), 'content-type': contentType }, payload });
  const get = (who: string, path: string) => w.app.inject({ method: 'GET', url: path, headers: bearer(w.tokens[who]!) });
  const del = (who: string, id: number) => w.app.inject({ method: 'DELETE', url: url(id), headers: bearer(w.tokens[who]!) });
  const avatarOf = async (id: number) =>
    (await w.call('owner', 'GET', `/orgs/${w.org}/employees/${id}`)).json<{ result: { avatar: string | null } }>().result.avatar;
  const trail = async (id: number) =>
    (await w.call('owner', 'GET', `/orgs/${w.org}/audit?affectedKind=employee&affectedId=${id}`))
      .json<{ results: { changes: Record<string, unknown> }[] }>()
      .results.filter((e) => 'avatar' in e.changes)
      .map((e) => e.changes.avatar);

  it('resizes an upload to a 256×256 WebP the worker record points at, served privately for long', async () => {
    const worker = await w.worker();
    expect(await avatarOf(worker.id)).toBeNull();
    const saved = await put('owner', worker.id, await png(900, 500));
    expect(saved.statusCode, saved.body).toBe(200);
    const { avatar } = saved.json<{ result: { avatar: string } }>().result;
    expect(avatar).toMatch(new RegExp(`^/api/orgs/${w.org}/employees/${worker.id}/avatar\\?v=\\d+$`));
    expect(await avatarOf(worker.id)).toBe(avatar);

    const served = await get('reporter', avatar); // any console user who may see the worker
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d{7,}/);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    expect((await put('owner', worker.id, await png(300, 300), 'image/png; charset=binary')).statusCode).toBe(200);
    expect(await trail(worker.id)).toEqual([
      { before: 'set', after: 'replaced' },
      { before: null, after: 'set' },
    ]);
  });

  it('refuses an image larger than the organization allows, by its maxDocumentFileSize', async () => {
    const worker = await w.worker();
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(2_000_000);
    const refused = await put('owner', worker.id, big);
    expect([refused.statusCode, refused.json()]).toEqual([400, { detail: 'The image is larger than 2 MB. Choose a smaller one.' }]);

    await sql`update organizations set settings = settings || '{"maxDocumentFileSize": 500}' where id = ${w.org}`.execute(w.db);
    const small = await png(300, 300);
    expect(small.length).toBeGreaterThan(500);
    expect((await put('owner', worker.id, small)).json()).toEqual({ detail: 'The image is larger than 1 KB. Choose a smaller one.' });
    await sql`update organizations set settings = settings - 'maxDocumentFileSize' where id = ${w.org}`.execute(w.db);
    // Past what the server reads at all, the same words with that ceiling.
    const huge = await put('owner', worker.id, Buffer.alloc(AVATAR_BODY_CEILING + 1));
    expect([huge.statusCode, huge.json()]).toEqual([413, { detail: 'The image is larger than 25 MB. Choose a smaller one.' }]);
    expect(await avatarOf(worker.id)).toBeNull();
  }, 30_000);

  it('refuses anything that is not a PNG, JPEG or WebP image', async () => {
    const worker = await w.worker();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const bad: [Buffer | string, string][] = [
      ['not an image at all', 'image/png'],
      [svg, 'image/png'], // another decoder's format in disguise
      [(await png(20, 20)).subarray(0, 60), 'image/png'], // cut short
      [await png(20, 20), 'image/gif'],
      [await png(20, 20), 'application/octet-stream'],
      ['{"image": "x"}', 'application/json'],
      ['', 'image/png'],
    ];
    for (const [payload, type] of bad) {
      const response = await put('owner', worker.id, payload, type);
      expect([type, response.statusCode, response.json()]).toEqual([type, 400, { detail: NOT_AN_IMAGE }]);
    }
    const jpeg = await sharp(await png(40, 80))
      .jpeg()
      .toBuffer();
    expect((await put('owner', worker.id, jpeg, 'image/jpeg')).statusCode).toBe(200);
  });

  it('hides workers outside a restricted administrator’s org units: not found, whatever the call', async () => {
    const inside = await w.worker({ orgUnitId: w.refs.unitA });
    const outside = await w.worker({ orgUnitId: w.refs.unitB });
    const image = await png(64, 64);
    expect((await put('owner', outside.id, image)).statusCode).toBe(200);
    const avatar = (await avatarOf(outside.id))!;

    expect((await get('manager', avatar)).statusCode).toBe(404);
    expect((await put('manager', outside.id, image)).statusCode).toBe(404);
    expect((await del('manager', outside.id)).statusCode).toBe(404);
    expect(await avatarOf(outside.id)).toBe(avatar);

    expect((await put('manager', inside.id, image)).statusCode).toBe(200);
    expect((await get('manager', (await avatarOf(inside.id))!)).statusCode).toBe(200);
  });

  it('needs edit_employees to change, console access to see, and membership of the organization', async () => {
    const worker = await w.worker();
    const image = await png(64, 64);
    expect((await put('reporter', worker.id, image)).statusCode).toBe(403);
    expect((await put('owner', worker.id, image)).statusCode).toBe(200);
    expect((await get('clocks', url(worker.id))).statusCode).toBe(403);
    expect((await get('outsider', url(worker.id))).statusCode).toBe(403);
    expect((await del('reporter', worker.id)).statusCode).toBe(403);
    expect((await put('owner', 999_999, image)).statusCode).toBe(404);
  });

  it('removes an avatar: not served any more, the record has none, the trail says so', async () => {
    const worker = await w.worker();
    expect((await put('owner', worker.id, await png(64, 64))).statusCode).toBe(200);
    expect((await del('owner', worker.id)).statusCode).toBe(204);
    expect((await get('owner', url(worker.id))).statusCode).toBe(404);
    expect(await avatarOf(worker.id)).toBeNull();
    expect((await trail(worker.id))[0]).toEqual({ before: 'set', after: 'removed' });
    expect((await del('owner', worker.id)).statusCode).toBe(204); // nothing left: nothing recorded
    expect(await trail(worker.id)).toHaveLength(2);
  });
});
