import { addDaysIso, localFromEpoch, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { ZONE } from '../../test/kits/timecard-world';
import { BRIEFINGS_OFF } from './briefing-gate';

// Briefings (issue 35): the briefing types' collection and its gates, and the clock's calls:
// the pending list, acknowledgments checked and kept once per period, another organization's
// briefing unreachable, the acknowledgments page under label restrictions.

type Pending = { id: number; name: string; questions: { text: string; choices: string[] }[] };

describe('briefings', async () => {
  const w = await deviceWorld();
  const { db, org, other, base, call, create, refs } = w;
  await sql`update organizations set features = features || array['briefing']::text[] where id in (${org}, ${other})`.execute(db);
  const clock = await w.device();
  const pin = (p: string) => ({ identification: { method: 'pin', pin: p } });
  const pending = async (p: string, token = clock.token) => {
    const r = await w.deviceCall(token, 'POST', '/briefings', pin(p));
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: Pending[] }>().result;
  };
  const ack = (p: string, id: number, answers: number[], at = new Date().toISOString(), token = clock.token) =>
    w.deviceCall(token, 'POST', `/briefings/${id}/acknowledge`, { ...pin(p), at, answers });
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);

  it('answers 403 with the reason while briefings are off, and without the feature', async () => {
    const off = await call('owner', 'GET', `${base}/briefing/types`);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: BRIEFINGS_OFF });
    // The switch itself needs only the feature.
    const on = await call('owner', 'PUT', `${base}/briefing/settings`, { enableBriefings: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('owner', 'GET', `${base}/briefing/types`)).statusCode).toBe(200);
    await sql`update organizations set features = array_remove(features, 'briefing') where id = ${org}`.execute(db);
    expect((await call('owner', 'GET', `${base}/briefing/types`)).statusCode).toBe(403);
    expect((await call('owner', 'PUT', `${base}/briefing/settings`, { enableBriefings: true })).statusCode).toBe(403);
    const worker = await w.pinWorker();
    expect(await pending(worker.pin)).toEqual([]);
    await sql`update organizations set features = features || array['briefing']::text[] where id = ${org}`.execute(db);
  });

  it('creates, validates, updates and deletes briefing types; edit_settings is needed to write', async () => {
    const bad = await call('owner', 'POST', `${base}/briefing/types`, { name: 'Bad', contentKind: 'link', contentUrl: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ contentUrl: ['Link is a required field.'] });
    const badLink = await call('owner', 'POST', `${base}/briefing/types`, { name: 'Bad', contentKind: 'link', contentUrl: 'ftp://x' });
    expect(badLink.json()).toEqual({ contentUrl: ['Enter an address starting with https:// or http://.'] });
    const badRules = await call('owner', 'POST', `${base}/briefing/types`, {
      name: 'Bad',
      contentText: 'Read me',
      questions: ['Is it safe?', 'Seat belt? | Yes | No'],
      appliesTo: 'departments',
    });
    expect(badRules.statusCode).toBe(400);
    expect(badRules.json()).toEqual({
      departmentIds: ['Choose at least one.'],
      questions: [
        expect.stringMatching(/^Question 1: write the question and at least two choices/),
        expect.stringMatching(/^Question 2: mark the one right answer/),
      ],
    });
    expect((await call('owner', 'GET', `${base}/briefing/types?searchText=Bad`)).json()).toMatchObject({ results: [] });
    const made = await create('briefing/types', {
      name: 'Ladders',
      contentText: 'Three points of contact.',
      questions: ['Points? | 2 | *3'],
    });
    expect(made).toMatchObject({
      name: 'Ladders',
      contentKind: 'text',
      frequency: 'once',
      skippable: false,
      appliesTo: 'all',
      pdfName: null,
    });
    const saved = await call('owner', 'PUT', `${base}/briefing/types/${made.id}`, { ...made, frequency: 'daily' });
    expect(saved.statusCode, saved.body).toBe(200);
    await w.member(
      'settingsless',
      PERMISSIONS.filter((p) => p !== 'edit_settings'),
    );
    expect((await call('settingsless', 'POST', `${base}/briefing/types`, { name: 'X', contentText: 'x' })).statusCode).toBe(403);
    expect((await call('owner', 'DELETE', `${base}/briefing/types/${made.id}`)).statusCode).toBe(204);
  });

  it('lists a must-answer briefing until it is acknowledged; a wrong answer is refused with its question; a repeat changes nothing', async () => {
    const b = await create('briefing/types', {
      name: 'Forklift safety rules',
      contentText: 'Forks down when parked.',
      questions: ['Where are the forks when parked? | Raised | *Down', 'Seat belt? | *Always | Sometimes'],
    });
    const worker = await w.pinWorker();
    const list = await pending(worker.pin);
    expect(list.map((p) => p.name)).toContain('Forklift safety rules');
    // The right answers stay on the server.
    expect(list.find((p) => p.id === b.id)!.questions[0]).toEqual({
      text: 'Where are the forks when parked?',
      choices: ['Raised', 'Down'],
    });
    const wrong = await ack(worker.pin, b.id, [1, 1]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_answer', question: '2', detail: expect.stringMatching(/^Question 2:/) });
    const at = new Date(Date.now() - 60_000).toISOString();
    const first = await ack(worker.pin, b.id, [1, 0], at);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: { briefingTypeId: b.id, period: 'once', at } });
    const again = await ack(worker.pin, b.id, [1, 0]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { rows } = await sql<{ n: number; device_id: number; answers: unknown }>`select count(*)::int as n, min(device_id) as device_id,
      (array_agg(answers))[1] as answers from briefing_acknowledgments where employee_id = ${worker.id}`.execute(db);
    expect(rows[0]!.n).toBe(1);
    expect(Number(rows[0]!.device_id)).toBe(clock.id);
    expect(rows[0]!.answers).toEqual([
      { question: 'Where are the forks when parked?', answer: 'Down' },
      { question: 'Seat belt?', answer: 'Always' },
    ]);
    expect((await pending(worker.pin)).map((p) => p.id)).not.toContain(b.id);
    await call('owner', 'PUT', `${base}/briefing/types/${b.id}`, { ...b, active: false });
  });

  it('asks a daily briefing again each day, in the organization’s time zone', async () => {
    const talk = await create('briefing/types', { name: 'Morning safety talk', contentText: 'Watch the trucks.', frequency: 'daily' });
    const worker = await w.pinWorker();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const old = await ack(worker.pin, talk.id, [], yesterday);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json<{ result: { period: string } }>().result.period).toBe(addDaysIso(today, -1));
    expect((await pending(worker.pin)).map((p) => p.id)).toContain(talk.id);
    const now = await ack(worker.pin, talk.id, []);
    expect(now.json<{ result: { period: string } }>().result.period).toBe(today);
    expect((await pending(worker.pin)).map((p) => p.id)).not.toContain(talk.id);
    await call('owner', 'PUT', `${base}/briefing/types/${talk.id}`, { ...talk, active: false });
  });

  it('applies a scoped briefing only to the workers it holds; a job briefing only to those clocked in to the job', async () => {
    const dept = await create('briefing/types', {
      name: 'Dept A rules',
      contentText: 'A',
      appliesTo: 'departments',
      departmentIds: [refs.deptA],
    });
    await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced' });
    const dock = await create('costing/jobs', { name: 'Dock' });
    const job = await create('briefing/types', { name: 'Dock rules', contentText: 'D', appliesTo: 'jobs', jobIds: [dock.id] });
    const inA = await w.pinWorker({ departmentId: refs.deptA });
    const inB = await w.pinWorker({ departmentId: refs.deptB });
    expect((await pending(inA.pin)).map((p) => p.id)).toContain(dept.id);
    expect((await pending(inB.pin)).map((p) => p.id)).not.toContain(dept.id);
    expect((await ack(inB.pin, dept.id, [])).statusCode).toBe(404);
    expect((await pending(inB.pin)).map((p) => p.id)).not.toContain(job.id);
    await w.accepted(clock.token, w.punchBody(inB.pin, { type: 'in', costing: { job: dock.id } }));
    expect((await pending(inB.pin)).map((p) => p.id)).toContain(job.id);
    for (const b of [dept, job]) await call('owner', 'PUT', `${base}/briefing/types/${b.id}`, { ...b, active: false });
  });

  it("keeps another organization's briefing unreachable, from the console and from its clocks", async () => {
    await call('outsider', 'PUT', `/orgs/${other}/briefing/settings`, { enableBriefings: true });
    const theirs = await create('briefing/types', { name: 'Beta rules', contentText: 'B' }, other, 'outsider');
    expect((await call('owner', 'GET', `${base}/briefing/types/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('owner', 'GET', `${base}/briefing/types/${theirs.id}/acknowledgments`)).statusCode).toBe(404);
    expect((await call('owner', 'GET', `/orgs/${other}/briefing/types/${theirs.id}/acknowledgments`)).statusCode).toBe(403);
    const worker = await w.pinWorker();
    expect((await pending(worker.pin)).map((p) => p.id)).not.toContain(theirs.id);
    expect((await ack(worker.pin, theirs.id, [])).statusCode).toBe(404);
    await call('outsider', 'PUT', `/orgs/${other}/briefing/types/${theirs.id}`, { ...theirs, active: false });
  });

  it('shows the acknowledgments on the type’s page within the caller’s label restrictions, outstanding on request', async () => {
    const b = await create('briefing/types', {
      name: 'Unit rules',
      contentText: 'U',
      appliesTo: 'orgUnits',
      orgUnitIds: [refs.unitA, refs.unitB],
    });
    const read = await w.pinWorker({ orgUnitId: refs.unitA, lastName: 'Reader' });
    const late = await w.pinWorker({ orgUnitId: refs.unitB, lastName: 'Later' });
    expect((await ack(read.pin, b.id, [])).statusCode).toBe(200);
    const page = await call('owner', 'GET', `${base}/briefing/types/${b.id}/acknowledgments`);
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<{ results: { employeeId: number; current: boolean; deviceName: string | null }[] }>().results;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employeeId: read.id, current: true, deviceName: 'Front door' }),
        expect.objectContaining({ employeeId: late.id, current: false, deviceName: null }),
      ]),
    );
    const outstanding = await call('owner', 'GET', `${base}/briefing/types/${b.id}/acknowledgments?outstanding=yes`);
    expect(outstanding.json<{ results: { employeeId: number }[] }>().results.map((r) => r.employeeId)).toEqual([late.id]);
    await w.member('unitB', PERMISSIONS);
    await w.restrict('unitB', { orgUnitIds: [refs.unitB] });
    const restricted = await call('unitB', 'GET', `${base}/briefing/types/${b.id}/acknowledgments`);
    expect(restricted.json<{ results: { employeeId: number }[] }>().results.map((r) => r.employeeId)).toEqual([late.id]);
    await call('owner', 'PUT', `${base}/briefing/types/${b.id}`, { ...b, active: false });
  });

  it('sends the briefings of every worker with the clock configuration, right answers included', async () => {
    const b = await create('briefing/types', { name: 'Everyone', contentText: 'E', questions: ['Ok? | *Yes | No'] });
    await create('briefing/types', { name: 'Dept only', contentText: 'D', appliesTo: 'departments', departmentIds: [refs.deptA] });
    const config = await w.deviceCall(clock.token, 'GET', '/config');
    const briefings = config.json<{ result: { briefings: { id: number; name: string; questions: unknown[] }[] } }>().result.briefings;
    expect(briefings.map((x) => x.name)).toEqual(['Everyone']);
    expect(briefings[0]!.questions).toEqual([{ text: 'Ok?', choices: ['Yes', 'No'], correct: 0 }]);
    await call('owner', 'PUT', `${base}/briefing/types/${b.id}`, { ...b, active: false });
  });

  it('keeps a PDF briefing’s file, checked from its content, and serves it to the clock', async () => {
    const b = await create('briefing/types', { name: 'Manual', contentKind: 'pdf' });
    const worker = await w.pinWorker();
    // No file yet: nothing to show at the clock.
    expect((await pending(worker.pin)).map((p) => p.id)).not.toContain(b.id);
    const upload = (body: Buffer, type: string) =>
      w.app.inject({
        method: 'PUT',
        url: `/api${base}/briefing/types/${b.id}/pdf?name=manual.pdf`,
        headers: { ...authOf(w), 'content-type': type },
        payload: body,
      });
    const fake = await upload(Buffer.from('MZ not a pdf'), 'application/pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ detail: 'This file is not a PDF. Choose a PDF file.' });
    // At most the organization's maxDocumentFileSize, as workers' documents.
    await sql`update organizations set settings = settings || '{"maxDocumentFileSize": 10000}'::jsonb where id = ${org}`.execute(db);
    const big = await upload(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_000)]), 'application/pdf');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ detail: 'The file is larger than 10 KB. Choose a smaller one.' });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const ok = await upload(pdf, 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ result: { pdfName: 'manual.pdf', pdfSize: pdf.length } });
    expect((await pending(worker.pin)).find((p) => p.id === b.id)).toMatchObject({ pdfName: 'manual.pdf', contentText: null });
    const file = await w.deviceCall(clock.token, 'POST', `/briefings/${b.id}/pdf`, pin(worker.pin));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    await call('owner', 'PUT', `${base}/briefing/types/${b.id}`, { ...b, active: false });
  });
});

const authOf = (w: { tokens: Record<string, string> }) => ({ authorization: `Bearer ${w.tokens.owner}` });
