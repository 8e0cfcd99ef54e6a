import { PERMISSIONS, questionId } from '@punchline/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import type { Rec } from '../../test/kits/worker-test-world';
import { HEALTH_CHECK_REQUIRED_CODE, HEALTH_REFUSED } from './clock-health';
import { HEALTH_OFF } from './health-gate';

// Health and safety (issue 35): the questionnaires collection and its gate, the clock's check of a
// clock-in (a failed answer refused with whom to contact, kept, the clock log saying why and the
// managers told; a pass kept with the punch; a missing answer refused; retries storing nothing
// twice), and the Answers list with its filters, CSV, tenant walls and label restrictions.

const FIT = 'Are you fit for duty?';
const PPE = 'Are you wearing your PPE?';
const SICK = 'Do you have any symptoms?';
const CONTACT = 'Call Dana Cole at 555-0100 before your shift.';
const answers = (fit: boolean, ppe = true, sick = false) => [
  { questionId: questionId(FIT), answer: fit },
  { questionId: questionId(PPE), answer: ppe },
  { questionId: questionId(SICK), answer: sick },
];

describe('health and safety', async () => {
  const w = await deviceWorld();
  const { db, org, base, call, create, refs } = w;
  await w.member('manager', [...PERMISSIONS]);
  await w.restrict('manager', { orgUnitIds: [refs.unitA] });
  await w.member('clerk', ['view_reports']);
  const clock = await w.device({ name: 'Dock door' });
  const notices = async (who: string) => {
    const { rows } = await sql<{ title: string; body: string }>`select title, body from notification_messages
      where org_id = ${org} and user_id = ${w.userIds[who]!} and title like 'Failed health check%' order by id`.execute(db);
    return rows;
  };
  const stored = async (employeeId: number) => {
    const { rows } = await sql<{ passed: boolean; client_id: string; device_id: string; answers: { text: string; answer: boolean }[] }>`
      select passed, client_id, device_id::text, answers from health_answers where org_id = ${org} and employee_id = ${employeeId} order by id`.execute(
      db,
    );
    return rows;
  };

  it('is served only while credentials or briefings are in use, to holders of edit_employees', async () => {
    const off = await call('owner', 'GET', `${base}/health/questionnaires`);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: HEALTH_OFF });
    expect((await call('owner', 'GET', `${base}/health/answers`)).statusCode).toBe(403);
    await sql`update organizations set features = features || array['credential']::text[] where id = ${org}`.execute(db);
    expect((await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true })).statusCode).toBe(200);
    expect((await call('owner', 'GET', `${base}/health/questionnaires`)).statusCode).toBe(200);
    expect((await call('clerk', 'GET', `${base}/health/questionnaires`)).statusCode).toBe(403);
    expect((await call('clerk', 'GET', `${base}/health/answers`)).statusCode).toBe(403);
  });

  it('validates a questionnaire: a question at least, each once, and the scope’s list', async () => {
    const none = await call('owner', 'POST', `${base}/health/questionnaires`, { name: 'Empty', contactText: CONTACT });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ yesQuestions: ['Ask at least one question.'] });
    const twice = await call('owner', 'POST', `${base}/health/questionnaires`, {
      name: 'Twice',
      contactText: CONTACT,
      yesQuestions: [FIT],
      noQuestions: [' are you fit for duty? '],
    });
    expect(twice.json()).toMatchObject({ noQuestions: ['Each question may be asked only once.'] });
    const scoped = await call('owner', 'POST', `${base}/health/questionnaires`, {
      name: 'Scoped',
      contactText: CONTACT,
      yesQuestions: [FIT],
      appliesTo: 'departments',
    });
    expect(scoped.json()).toMatchObject({ departmentIds: ['Choose at least one.'] });
    const noContact = await call('owner', 'POST', `${base}/health/questionnaires`, { name: 'No contact', yesQuestions: [FIT] });
    expect(noContact.json()).toHaveProperty('contactText');
    const { rows } = await sql`select 1 from health_questionnaires where org_id = ${org}`.execute(db);
    expect(rows).toHaveLength(0);
  });

  let fit: Rec;

  it('creates, reads, updates, lists and deletes questionnaires', async () => {
    const draft = await create('health/questionnaires', { name: 'Draft', yesQuestions: [FIT], contactText: CONTACT });
    expect(draft).toMatchObject({ appliesTo: 'all', skippable: false, active: true, noQuestions: [] });
    const renamed = await call('owner', 'PUT', `${base}/health/questionnaires/${draft.id}`, { ...draft, name: 'Draft 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('owner', 'GET', `${base}/health/questionnaires/${draft.id}`)).json().result.name).toBe('Draft 2');
    expect((await call('owner', 'DELETE', `${base}/health/questionnaires/${draft.id}`)).statusCode).toBe(204);
    fit = await create('health/questionnaires', {
      name: 'Fit for duty',
      yesQuestions: [FIT, PPE],
      noQuestions: [SICK],
      contactText: CONTACT,
    });
    const list = await call('owner', 'GET', `${base}/health/questionnaires`);
    expect(list.json().results.map((q: Rec) => q.name)).toEqual(['Fit for duty']);
    // Another organization's questionnaire is not found through ours.
    expect((await call('outsider', 'GET', `/orgs/${w.other}/health/questionnaires/${fit.id}`)).statusCode).toBe(403);
  });

  it('comes with the clock’s configuration, and identify names the worker’s questionnaire', async () => {
    const config = await w.deviceCall(clock.token, 'GET', '/config');
    expect(config.json().result.healthQuestionnaires).toEqual([
      {
        id: fit.id,
        name: 'Fit for duty',
        questions: [
          { id: questionId(FIT), text: FIT, passAnswer: true },
          { id: questionId(PPE), text: PPE, passAnswer: true },
          { id: questionId(SICK), text: SICK, passAnswer: false },
        ],
        contactText: CONTACT,
        appliesToEveryone: true,
        skippable: false,
      },
    ]);
    const worker = await w.pinWorker();
    const who = await w.deviceCall(clock.token, 'POST', '/identify', { identification: { method: 'pin', pin: worker.pin } });
    expect(who.json().result.healthQuestionnaireId).toBe(fit.id);
  });

  it('refuses a failed answer with whom to contact, keeps it, logs why and tells the managers who see the worker', async () => {
    const worker = await w.pinWorker({ firstName: 'Ulla', lastName: 'Unwell', orgUnitId: refs.unitA });
    const outside = await w.pinWorker({ firstName: 'Otto', lastName: 'Outside', orgUnitId: refs.unitB });
    const body = w.punchBody(worker.pin, { type: 'in', healthCheck: { questionnaireId: fit.id, answers: answers(false) } });
    const r = await w.punch(clock.token, body);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json()).toEqual({ code: HEALTH_REFUSED, detail: `You answered No to "${FIT}". Your punch was not recorded: ${CONTACT}` });
    expect(await w.punchesOf(worker.id)).toEqual([]);
    const [log] = await w.logs(worker.id);
    expect(log).toMatchObject({ outcome: 'refused', refusal_code: HEALTH_REFUSED, refusal: r.json().detail });
    const [answer] = await stored(worker.id);
    expect(answer).toMatchObject({ passed: false, client_id: body.clientId, device_id: String(clock.id) });
    expect(answer!.answers.map((a) => [a.text, a.answer])).toEqual([
      [FIT, false],
      [PPE, true],
      [SICK, false],
    ]);
    expect(await notices('owner')).toEqual([
      expect.objectContaining({ title: 'Failed health check: Ulla Unwell', body: expect.stringContaining(`answered No to "${FIT}"`) }),
    ]);
    expect(await notices('manager')).toHaveLength(1);
    // The same attempt sent again answers the same and keeps, logs and tells nothing twice.
    const again = await w.punch(clock.token, body);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(r.json());
    expect(await stored(worker.id)).toHaveLength(1);
    expect(await w.logs(worker.id)).toHaveLength(1);
    expect(await notices('owner')).toHaveLength(1);
    // A worker outside the restricted manager's org unit: only the owner is told.
    const yes = w.punchBody(outside.pin, { type: 'in', healthCheck: { questionnaireId: fit.id, answers: answers(true, true, true) } });
    expect((await w.punch(clock.token, yes)).json()).toMatchObject({ code: HEALTH_REFUSED });
    expect(await notices('owner')).toHaveLength(2);
    expect(await notices('manager')).toHaveLength(1);
  });

  it('keeps a pass with the punch, once however often it is sent, and never asks at a clock-out', async () => {
    const worker = await w.pinWorker({ orgUnitId: refs.unitA });
    const body = w.punchBody(worker.pin, { type: 'in', healthCheck: { questionnaireId: fit.id, answers: answers(true) } });
    const first = await w.accepted(clock.token, body);
    const retry = await w.accepted(clock.token, body);
    expect(retry.punch.id).toBe(first.punch.id);
    expect(await stored(worker.id)).toEqual([expect.objectContaining({ passed: true, client_id: body.clientId })]);
    const out = await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'out' }));
    expect(out.punch.type).toBe('out');
    expect(await stored(worker.id)).toHaveLength(1);
  });

  it('refuses a clock-in without answers (an older clock) unless the questionnaire may be skipped', async () => {
    const worker = await w.pinWorker();
    const r = await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in' }));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({
      code: HEALTH_CHECK_REQUIRED_CODE,
      detail: expect.stringContaining('Please answer the health and safety questions'),
    });
    expect((await w.logs(worker.id))[0]).toMatchObject({ refusal_code: HEALTH_CHECK_REQUIRED_CODE });
    // Answers to a questionnaire that does not apply are no answers.
    const wrong = await w.punch(
      clock.token,
      w.punchBody(worker.pin, { type: 'in', healthCheck: { questionnaireId: 999_999, answers: [] } }),
    );
    expect(wrong.json()).toMatchObject({ code: HEALTH_CHECK_REQUIRED_CODE });
    const skippable = await call('owner', 'PUT', `${base}/health/questionnaires/${fit.id}`, { ...fit, skippable: true });
    expect(skippable.statusCode, skippable.body).toBe(200);
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in' }));
    expect(await stored(worker.id)).toEqual([]);
    await call('owner', 'PUT', `${base}/health/questionnaires/${fit.id}`, { ...skippable.json().result, skippable: false });
  });

  it('asks only the workers a scoped questionnaire applies to', async () => {
    const scoped = await create('health/questionnaires', {
      name: 'A label check',
      yesQuestions: ['Did you sign in at the gate?'],
      contactText: 'See the gate.',
      appliesTo: 'labels',
      labelIds: [refs.labelA],
    });
    const labelled = await w.pinWorker({ labelIds: [refs.labelA] });
    const who = await w.deviceCall(clock.token, 'POST', '/identify', { identification: { method: 'pin', pin: labelled.pin } });
    expect(who.json().result.healthQuestionnaireId).toBe(scoped.id);
    // The one for every worker, as an offline clock asks it, counts too.
    await w.accepted(
      clock.token,
      w.punchBody(labelled.pin, { type: 'in', offline: true, healthCheck: { questionnaireId: fit.id, answers: answers(true) } }),
    );
    await sql`update health_questionnaires set active = false where id = ${scoped.id}`.execute(db);
  });

  it('lists every answer, filtered by days and outcome, as CSV too; restricted and other organizations see no more than theirs', async () => {
    const all = await call('owner', 'GET', `${base}/health/answers`);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<{ results: { id: number; passed: boolean; workerName: string; device: string; questionnaire: string }[] }>()
      .results;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]).toMatchObject({ device: 'Dock door', questionnaire: 'Fit for duty' });
    const failed = (await call('owner', 'GET', `${base}/health/answers?status=failed`)).json<{
      results: { passed: boolean; workerName: string }[];
    }>().results;
    expect(failed.map((r) => r.workerName).sort()).toEqual(['Otto Outside', 'Ulla Unwell']);
    expect((await call('owner', 'GET', `${base}/health/answers?from=2001-01-01&to=2001-01-31`)).json().results).toEqual([]);
    expect((await call('owner', 'GET', `${base}/health/answers?from=2001-02-01&to=2001-01-31`)).statusCode).toBe(400);
    expect((await call('owner', 'GET', `${base}/health/answers?status=maybe`)).statusCode).toBe(400);
    const paged = await call('owner', 'GET', `${base}/health/answers?limit=2`);
    const next = await call('owner', 'GET', `${base}/health/answers?limit=2&cursor=${paged.json().cursor}`);
    expect(next.json().results[0].id).toBe(rows[2]!.id);
    // The manager sees the answers of workers in Unit A only.
    const theirs = (await call('manager', 'GET', `${base}/health/answers?status=failed`)).json<{ results: { workerName: string }[] }>()
      .results;
    expect(theirs.map((r) => r.workerName)).toEqual(['Ulla Unwell']);
    // Another organization: not ours to read, and its own list holds none of ours.
    expect((await call('outsider', 'GET', `${base}/health/answers`)).statusCode).toBe(403);
    const { rows: leaked } = await sql`select 1 from health_answers where org_id = ${w.other}`.execute(db);
    expect(leaked).toEqual([]);
    const csv = await call('owner', 'GET', `${base}/health/answers/export?status=failed`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = parse(csv.body.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
    expect(lines[0]).toEqual(['Time', 'Worker', 'Device', 'Questionnaire', 'Result', 'Answers']);
    expect(lines.slice(1).map((l) => [l[1], l[4]])).toEqual(
      expect.arrayContaining([
        ['Ulla Unwell', 'Failed'],
        ['Otto Outside', 'Failed'],
      ]),
    );
    expect(lines.find((l) => l[1] === 'Ulla Unwell')![5]).toBe(`${FIT} No; ${PPE} Yes; ${SICK} No`);
  });
});
