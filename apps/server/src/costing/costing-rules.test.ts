import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { costingWorld } from '../../test/kits/costing-test-world';

const INVALID = ['This selection is not valid.'];

// The costing collections' rules (issue 15): every hook's message, uniqueness within a job, the
// features and permissions of SPEC section 6, and the costing defaults in the session.
describe('costing rules', async () => {
  const w = await costingWorld();
  const { call, base, refs } = w;
  const building = await w.category('Building');
  const repairs = await w.category('Repairs');
  const jobA = await w.job({ code: 'A-1', jobCategoryId: building.id, jobPhaseMode: 'require' });
  const jobB = await w.job({ code: 'B-1', jobCategoryId: repairs.id });
  const phaseOfA = await w.phase({ jobId: jobA.id });
  const generalPhase = await w.phase({});
  const buildingPhase = await w.phase({ jobCategoryId: building.id });

  type Case = [string, string, Record<string, unknown>, number, Record<string, string[]> | null];
  const cases: Case[] = [
    ['a job with a user label as a work label', 'costing/jobs', { name: 'J1', labelIds: [refs.labelA] }, 400, { labelIds: INVALID }],
    ['a job with a work label as a user label', 'costing/jobs', { name: 'J2', userLabelIds: [refs.work] }, 400, { userLabelIds: INVALID }],
    [
      'a job with a punch custom field',
      'costing/jobs',
      { name: 'J3', customFieldValues: { [refs.punchField]: 'Rain' } },
      400,
      { customFieldValues: INVALID },
    ],
    [
      'a job with a value the field lacks',
      'costing/jobs',
      { name: 'J4', customFieldValues: { [refs.trade]: 'Carpenter' } },
      400,
      { customFieldValues: INVALID },
    ],
    [
      'a job with an unknown custom field',
      'costing/jobs',
      { name: 'J5', customFieldValues: { 999999: 'Plumber' } },
      400,
      { customFieldValues: INVALID },
    ],
    ['a job with an unknown phase mode', 'costing/jobs', { name: 'J6', jobPhaseMode: 'sometimes' }, 400, { jobPhaseMode: INVALID }],
    ['a job whose name is taken (any case)', 'costing/jobs', { name: String(jobA.name).toUpperCase() }, 400, { name: ['must be unique.'] }],
    ['a job whose code is taken (any case)', 'costing/jobs', { name: 'J7', code: 'a-1' }, 400, { code: ['must be unique.'] }],
    ['a job with a long code', 'costing/jobs', { name: 'J8', code: 'x'.repeat(41) }, 400, { code: ['no more than 40 characters.'] }],
    [
      'a job with labels of each kind and a worker value',
      'costing/jobs',
      { name: 'J9', labelIds: [refs.work], userLabelIds: [refs.labelA], customFieldValues: { [refs.trade]: 'Electrician' } },
      201,
      null,
    ],
    [
      'a phase of a job in another category',
      'costing/jobphases',
      { name: 'P1', jobId: jobA.id, jobCategoryId: repairs.id },
      400,
      { jobCategoryId: INVALID },
    ],
    ['a phase of a job in its category', 'costing/jobphases', { name: 'P2', jobId: jobA.id, jobCategoryId: building.id }, 201, null],
    ['a phase of a job, no category', 'costing/jobphases', { name: 'P3', jobId: jobB.id }, 201, null],
    ['a phase with a user label', 'costing/jobphases', { name: 'P4', labelIds: [refs.labelB] }, 400, { labelIds: INVALID }],
    [
      'a phase named as another of its job',
      'costing/jobphases',
      { name: phaseOfA.name, jobId: jobA.id },
      400,
      { name: ['must be unique.'] },
    ],
    ['a phase named as a general one', 'costing/jobphases', { name: generalPhase.name }, 400, { name: ['must be unique.'] }],
    ['a phase named as another job’s', 'costing/jobphases', { name: phaseOfA.name, jobId: jobB.id }, 201, null],
    [
      'a cost code with another job’s phase',
      'costing/codes',
      { name: 'C1', jobId: jobB.id, jobPhaseId: phaseOfA.id },
      400,
      { jobPhaseId: INVALID },
    ],
    ['a cost code of no job with a job’s phase', 'costing/codes', { name: 'C2', jobPhaseId: phaseOfA.id }, 400, { jobPhaseId: INVALID }],
    ['a cost code with its job’s phase', 'costing/codes', { name: 'C3', jobId: jobA.id, jobPhaseId: phaseOfA.id }, 201, null],
    ['a cost code with a phase for every job', 'costing/codes', { name: 'C4', jobId: jobB.id, jobPhaseId: generalPhase.id }, 201, null],
    [
      'a cost code with a phase of its job’s category',
      'costing/codes',
      { name: 'C5', jobId: jobA.id, jobPhaseId: buildingPhase.id },
      201,
      null,
    ],
    [
      'a cost code with a phase of another category',
      'costing/codes',
      { name: 'C6', jobId: jobB.id, jobPhaseId: buildingPhase.id },
      400,
      { jobPhaseId: INVALID },
    ],
    ['a cost code with a user label', 'costing/codes', { name: 'C7', labelIds: [refs.labelA] }, 400, { labelIds: INVALID }],
    ['a cost code with an unknown job', 'costing/codes', { name: 'C8', jobId: 999999 }, 400, { jobId: INVALID }],
  ];

  it.each(cases)('%s', async (_name, path, input, status, errors) => {
    const response = await call('owner', 'POST', `${base}/${path}`, input);
    expect(response.statusCode, response.body).toBe(status);
    if (errors) expect(response.json()).toEqual(errors);
  });

  it('a cost code name is unique within its job and phase only', async () => {
    await w.code({ name: 'Concrete', jobId: jobA.id });
    const twin = await call('owner', 'POST', `${base}/costing/codes`, { name: 'concrete', jobId: jobA.id });
    expect(twin.json()).toEqual({ name: ['must be unique.'] });
    expect((await call('owner', 'POST', `${base}/costing/codes`, { name: 'Concrete', jobId: jobB.id })).statusCode).toBe(201);
    expect(
      (await call('owner', 'POST', `${base}/costing/codes`, { name: 'Concrete', jobId: jobA.id, jobPhaseId: phaseOfA.id })).statusCode,
    ).toBe(201);
  });

  it('checks only what a save changes: a job keeps a value of a field narrowed since', async () => {
    const job = await w.job({ customFieldValues: { [refs.trade]: 'Plumber' } });
    await sql`update custom_fields set active = false where id = ${refs.trade}`.execute(w.db);
    try {
      expect((await call('owner', 'PUT', `${base}/costing/jobs/${job.id}`, { code: 'KEEP-1' })).statusCode).toBe(200);
      const changed = await call('owner', 'PUT', `${base}/costing/jobs/${job.id}`, { customFieldValues: { [refs.trade]: 'Electrician' } });
      expect(changed.json()).toEqual({ customFieldValues: INVALID });
    } finally {
      await sql`update custom_fields set active = true where id = ${refs.trade}`.execute(w.db);
    }
  });

  it('a category or job still used cannot be deleted', async () => {
    const inUse = await call('owner', 'DELETE', `${base}/costing/jobcategories/${building.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json()).toEqual({ detail: 'This job category is in use and cannot be deleted. Make it inactive instead.' });
    const jobInUse = await call('owner', 'DELETE', `${base}/costing/jobs/${jobA.id}`);
    expect(jobInUse.json()).toEqual({ detail: 'This job is in use and cannot be deleted. Make it inactive instead.' });
  });

  it('job categories need job_costing and job_category; the others job_costing', async () => {
    await sql`update organizations set features = array_remove(features, 'job_category') where id = ${w.org}`.execute(w.db);
    try {
      const categories = await call('owner', 'GET', `${base}/costing/jobcategories`);
      expect(categories.statusCode).toBe(403);
      expect(categories.json()).toEqual({ detail: 'This organization does not have the Job Categories feature.' });
      expect((await call('owner', 'GET', `${base}/costing/jobs`)).statusCode).toBe(200);
      await sql`update organizations set features = array_remove(features, 'job_costing') where id = ${w.org}`.execute(w.db);
      for (const path of ['costing/jobs', 'costing/jobphases', 'costing/codes', 'costing/defaults']) {
        expect((await call('owner', 'GET', `${base}/${path}`)).statusCode, path).toBe(403);
      }
    } finally {
      await sql`update organizations set features = features || array['job_costing', 'job_category'] where id = ${w.org}`.execute(w.db);
    }
  });

  it('edit_jobs changes jobs; costing defaults need edit_settings and show in the session', async () => {
    await w.member('jobEditor', ['edit_jobs']);
    await w.member('settingsEditor', ['edit_settings']);
    expect((await call('jobEditor', 'POST', `${base}/costing/jobs`, { name: 'By the job editor' })).statusCode).toBe(201);
    expect((await call('settingsEditor', 'POST', `${base}/costing/jobs`, { name: 'By the settings editor' })).statusCode).toBe(403);
    expect((await call('jobEditor', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced' })).statusCode).toBe(403);

    const fresh = await call('settingsEditor', 'GET', `${base}/costing/defaults`);
    expect(fresh.json()).toEqual({
      result: { version: 0, costingMode: 'basic', jobRequired: false, canRestrictJobAccessByUser: false, requireJobAccess: false },
    });
    const bad = await call('settingsEditor', 'PUT', `${base}/costing/defaults`, { costingMode: 'deluxe' });
    expect(bad.json()).toEqual({ costingMode: INVALID });
    const values = { costingMode: 'enhanced', jobRequired: true, canRestrictJobAccessByUser: true, requireJobAccess: true };
    const saved = await call('settingsEditor', 'PUT', `${base}/costing/defaults`, { ...values, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const session = (await call('owner', 'GET', `${base}/session`)).json<Record<string, unknown>>();
    expect(session).toMatchObject(values);
    await w.setCosting({ costingMode: 'basic', jobRequired: false, canRestrictJobAccessByUser: false, requireJobAccess: false });
  });

  it('every permission but setup_clocks reads the collections', async () => {
    await w.member('reporter', ['view_reports']);
    await w.member('clocksOnly', ['setup_clocks']);
    expect((await call('reporter', 'GET', `${base}/costing/jobs`)).statusCode).toBe(200);
    expect((await call('clocksOnly', 'GET', `${base}/costing/jobs`)).statusCode).toBe(403);
  });
});
