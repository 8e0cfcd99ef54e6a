import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { clockLogWorld } from '../../test/kits/clock-log-world';
import { STOCK_FACE_TYPE } from './stock-face';

type Log = {
  id: number;
  at: string;
  employeeName: string | null;
  deviceName: string;
  outcome: string;
  faceStatus: string | null;
  faceLogId: string | null;
};
type Page = { results: Log[]; cursor?: string };

describe('clock logs list and photos', async () => {
  const w = await clockLogWorld();
  const { call, org, log, worker, ok } = w;
  const sunday = w.weekStart(1);
  const ann = await worker({ firstName: 'Ann', lastName: 'Lee', orgUnitId: w.refs.unitA });
  const bob = await worker({ firstName: 'Bob', lastName: 'Ray', orgUnitId: w.refs.unitB });
  const photoId = await w.photo();
  const annLog = await log({ at: w.at(sunday, '08:00'), employeeId: ann.id, facePhotoId: photoId });
  const bobLog = await log({ at: w.at(sunday, '09:00'), employeeId: bob.id, outcome: 'accepted', faceStatus: 'ok' });
  const nobody = await log({ at: w.at(sunday, '10:00'), employeeId: null, faceStatus: 'no_face' });
  await log({ at: w.at(sunday, '11:00'), inOrg: w.other });
  const list = async (query = '', who = 'owner') => ok<Page>(await call(who, 'GET', `/orgs/${org}/clocklogs${query}`));

  it('lists the organization\u2019s logs newest first, with names and the device', async () => {
    const page = await list();
    expect(page.results.map((r) => r.id)).toEqual([nobody, bobLog, annLog]);
    expect(page.results[2]).toMatchObject({ employeeName: 'Ann Lee', deviceName: 'Front door', outcome: 'refused', faceLogId: photoId });
    expect(page.results[0]!.employeeName).toBeNull();
  });

  it('names workers in the organization\u2019s name format', async () => {
    const put = await call('owner', 'PUT', `/orgs/${org}/org/formats`, { nameFormat: 'lastfirst' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await list()).results[2]!.employeeName).toBe('Lee, Ann');
    await call('owner', 'PUT', `/orgs/${org}/org/formats`, { nameFormat: 'firstlast' });
  });

  it('pages with a cursor and filters by worker, outcome, face status and dates', async () => {
    const first = await list('?limit=2');
    expect(first.results).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.cursor}`);
    expect(second.results.map((r) => r.id)).toEqual([annLog]);
    expect(second.cursor).toBeUndefined();
    expect((await list(`?employeeId=${bob.id}`)).results.map((r) => r.id)).toEqual([bobLog]);
    expect((await list('?outcome=refused')).results.map((r) => r.id)).toEqual([nobody, annLog]);
    expect((await list('?faceStatus=no_face')).results.map((r) => r.id)).toEqual([nobody]);
    expect((await list(`?from=${sunday}&to=${sunday}`)).results).toHaveLength(3);
    expect((await list('?preset=today')).results).toHaveLength(0);
    const bad = await call('owner', 'GET', `/orgs/${org}/clocklogs?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ cursor: ['is not valid.'] });
  });

  it("searches the refusal and the worker's name, in either order", async () => {
    const ids = async (text: string) => (await list(`?searchText=${encodeURIComponent(text)}`)).results.map((r) => r.id);
    expect(await ids('ann')).toEqual([annLog]);
    expect(await ids('Bob Ray')).toEqual([bobLog]);
    expect(await ids('Lee, Ann')).toEqual([annLog]);
    expect(await ids('nobody by that name')).toEqual([]);
  });

  it('refuses callers without manage_clock_logs, and other organizations', async () => {
    expect((await call('noLogs', 'GET', `/orgs/${org}/clocklogs`)).statusCode).toBe(403);
    expect((await call('noLogs', 'GET', `/orgs/${org}/clocklogs/${annLog}/shift-data`)).statusCode).toBe(403);
    expect((await call('noLogs', 'POST', `/orgs/${org}/clocklogs/${annLog}/approve`, {})).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/orgs/${org}/clocklogs`)).statusCode).toBe(403);
    expect((await list('', 'logsOnly')).results).toHaveLength(3);
  });

  it('hides workers outside an administrator\u2019s restrictions, but not attempts nobody was recognised in', async () => {
    await w.member('unitAOnly', ['manage_clock_logs']);
    await w.restrict('unitAOnly', { orgUnitIds: [w.refs.unitA] });
    expect((await list('', 'unitAOnly')).results.map((r) => r.id)).toEqual([nobody, annLog]);
    expect((await call('unitAOnly', 'GET', `/orgs/${org}/clocklogs/${bobLog}`)).statusCode).toBe(404);
    expect((await call('unitAOnly', 'POST', `/orgs/${org}/clocklogs/${bobLog}/reject`, {})).statusCode).toBe(404);
  });

  it('serves a face photo with its type and a private cache header, and the stock image when missing', async () => {
    const photo = await call('owner', 'GET', `/orgs/${org}/clocklogs/face-photos/${photoId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toMatch(/^private/);
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const stock = await call('owner', 'GET', `/orgs/${org}/clocklogs/face-photos/${missing}`);
      expect(stock.statusCode).toBe(200);
      expect(stock.headers['content-type']).toBe(STOCK_FACE_TYPE);
      expect(stock.body).toContain('<svg');
    }
  });

  it('serves the stock image for a photo of a worker the administrator may not see', async () => {
    const bobPhoto = await w.photo();
    await sql`update clock_logs set face_photo_id = ${bobPhoto}::uuid where id = ${bobLog}`.execute(w.db);
    const hidden = await call('unitAOnly', 'GET', `/orgs/${org}/clocklogs/face-photos/${bobPhoto}`);
    expect(hidden.headers['content-type']).toBe(STOCK_FACE_TYPE);
    const seen = await call('owner', 'GET', `/orgs/${org}/clocklogs/face-photos/${bobPhoto}`);
    expect(seen.headers['content-type']).toBe('image/jpeg');
  });

  it('leaves the face parts out without the face feature', async () => {
    await sql`update organizations set features = array_remove(features, 'face') where id = ${org}`.execute(w.db);
    const row = (await list()).results.find((r) => r.id === annLog)!;
    expect(row).toMatchObject({ faceStatus: null, faceLogId: null, outcome: 'refused' });
    const photo = await call('owner', 'GET', `/orgs/${org}/clocklogs/face-photos/${photoId}`);
    expect(photo.headers['content-type']).toBe(STOCK_FACE_TYPE);
    await sql`update organizations set features = array_append(features, 'face') where id = ${org}`.execute(w.db);
  });
});
