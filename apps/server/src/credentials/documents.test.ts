import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app';
import { workerWorld } from '../../test/kits/worker-test-world';
import { EMPTY_FILE, MISMATCHED, NOT_A_DOCUMENT } from './documents.service';

// Workers' documents (issue 35): kept in PostgreSQL, limited by maxDocumentsPerUser and
// maxDocumentFileSize with the spec's size units in the message, typed by their bytes, and
// reachable only by who may see the worker, in the worker's own organization.

const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('workers’ documents', async () => {
  const w = await workerWorld();
  const { db, org, other } = w;
  await sql`update organizations set features = features || array['credential', 'document']::text[] where id in (${org}, ${other})`.execute(
    db,
  );
  await w.member('manager', ['edit_employees'], org);
  await w.restrict('manager', { orgUnitIds: [w.refs.unitA] });
  await w.member('reporter', ['view_reports'], org);

  const url = (employeeId: number, inOrg = org) => `/api/orgs/${inOrg}/employees/${employeeId}/documents`;
  const upload = (who: string, employeeId: number, body: Buffer, type = 'application/pdf', name = 'licence.pdf', inOrg = org) =>
    w.app.inject({
      method: 'POST',
      url: `${url(employeeId, inOrg)}?name=${encodeURIComponent(name)}`,
      headers: { ...bearer(w.tokens[who]!), 'content-type': type },
      payload: body,
    });
  const get = (who: string, path: string) => w.app.inject({ method: 'GET', url: path, headers: bearer(w.tokens[who]!) });
  const uploaded = async (employeeId: number, body = pdf(), type = 'application/pdf') => {
    const r = await upload('owner', employeeId, body, type);
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ result: { id: number; contentType: string; size: number } }>().result;
  };

  it('keeps an upload and gives the same bytes back, typed by its content', async () => {
    const worker = await w.worker();
    const body = pdf(5000);
    const doc = await uploaded(worker.id, body);
    expect(doc).toMatchObject({ contentType: 'application/pdf', size: 5000 });
    const back = await get('owner', `${url(worker.id)}/${doc.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toContain('attachment; filename="licence.pdf"');
    expect(Buffer.compare(back.rawPayload, body)).toBe(0);
    const list = (await get('owner', url(worker.id))).json<{ results: { id: number }[]; supplementalData: object }>();
    expect(list.results.map((d) => d.id)).toEqual([doc.id]);
    expect(list.supplementalData).toEqual({ maxDocuments: 10, maxFileSize: 2_000_000 });
  });

  it('refuses a file whose content does not match its type, and one that is no document', async () => {
    const worker = await w.worker();
    const renamed = await upload('owner', worker.id, png, 'application/pdf', 'scan.pdf');
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { detail: MISMATCHED }]);
    const program = await upload('owner', worker.id, Buffer.from('MZ\x90\x00 this is a program'), 'application/pdf');
    expect([program.statusCode, program.json()]).toEqual([400, { detail: NOT_A_DOCUMENT }]);
    const empty = await upload('owner', worker.id, Buffer.alloc(0));
    expect([empty.statusCode, empty.json()]).toEqual([400, { detail: EMPTY_FILE }]);
    expect((await get('owner', url(worker.id))).json<{ results: unknown[] }>().results).toEqual([]);
    // A real PNG sent as one is fine.
    expect((await uploaded(worker.id, png, 'image/png')).contentType).toBe('image/png');
  });

  it('holds to maxDocumentFileSize and maxDocumentsPerUser, saying the size in the spec’s units', async () => {
    const worker = await w.worker();
    const big = await upload('owner', worker.id, pdf(2_000_001));
    expect([big.statusCode, big.json()]).toEqual([400, { detail: 'The file is larger than 2 MB. Choose a smaller one.' }]);
    await sql`update organizations set settings = settings || '{"maxDocumentFileSize": 1500, "maxDocumentsPerUser": 2}' where id = ${org}`.execute(
      db,
    );
    expect((await upload('owner', worker.id, pdf(1600))).json()).toEqual({ detail: 'The file is larger than 2 KB. Choose a smaller one.' });
    await uploaded(worker.id);
    await uploaded(worker.id);
    const third = await upload('owner', worker.id, pdf());
    expect([third.statusCode, third.json()]).toEqual([
      400,
      { detail: 'This worker already has 2 documents, the most allowed. Delete one first.' },
    ]);
    await sql`update organizations set settings = settings - 'maxDocumentFileSize' - 'maxDocumentsPerUser' where id = ${org}`.execute(db);
  });

  it("keeps another organization's documents unreachable", async () => {
    const theirs = await w.worker({}, other);
    const doc = (await upload('outsider', theirs.id, pdf(), 'application/pdf', 'theirs.pdf', other)).json<{ result: { id: number } }>()
      .result;
    expect(doc.id).toBeGreaterThan(0);
    // Through our organization, their worker and document do not exist; their organization is not ours.
    expect((await get('owner', `${url(theirs.id)}/${doc.id}`)).statusCode).toBe(404);
    expect((await get('owner', `${url(theirs.id, other)}/${doc.id}`)).statusCode).toBe(403);
    const mine = await w.worker();
    expect((await get('owner', `${url(mine.id)}/${doc.id}`)).statusCode).toBe(404);
  });

  it('lets a restricted administrator reach only the documents of workers they may see', async () => {
    const inside = await w.worker({ orgUnitId: w.refs.unitA });
    const outside = await w.worker({ orgUnitId: w.refs.unitB });
    const seen = await uploaded(inside.id);
    const unseen = await uploaded(outside.id);
    expect((await get('manager', `${url(inside.id)}/${seen.id}`)).statusCode).toBe(200);
    expect((await get('manager', `${url(outside.id)}/${unseen.id}`)).statusCode).toBe(404);
    expect((await get('manager', url(outside.id))).statusCode).toBe(404);
    expect((await upload('manager', outside.id, pdf())).statusCode).toBe(404);
    const del = await w.app.inject({ method: 'DELETE', url: `${url(outside.id)}/${unseen.id}`, headers: bearer(w.tokens.manager!) });
    expect(del.statusCode).toBe(404);
    // Without edit_employees, no document at all.
    expect((await get('reporter', `${url(inside.id)}/${seen.id}`)).statusCode).toBe(403);
  });
});
