import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { costingWorld, type Rec } from '../../test/kits/costing-test-world';

const INVALID = ['This selection is not valid.'];

// Bulk import of jobs, job phases and cost codes (SPEC section 7), all or nothing with per-row
// errors from the field rules and the hooks; POST costing/jobs/bulk-action, the spec's alias of
// the jobs' bulk actions.
describe('costing bulk import and bulk actions', async () => {
  const w = await costingWorld();
  const { call, base, refs, db, org } = w;
  const url = `${base}/bulk-import`;
  const count = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where org_id = ${org}`.execute(db)).rows[0]!.n);
  const building = await w.category('Building');
  const repairs = await w.category('Repairs');

  it('imports jobs in one request, spreadsheet text accepted', async () => {
    const items = [
      { name: 'Harbor Bridge', code: 'HB-1', jobCategoryId: String(building.id), jobPhaseMode: 'require', active: 'yes' },
      { name: 'Depot Roof', code: 'DR-1', labelIds: [refs.work], userLabelIds: [refs.labelA] },
      { name: 'Old Mill', active: 'no' },
    ];
    const dry = await call('owner', 'POST', url, { path: 'costing/jobs', items, options: { dryRun: true } });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await count('jobs')).toBe(0);
    const response = await call('owner', 'POST', url, { path: 'costing/jobs', items, options: {} });
    expect(response.statusCode, response.body).toBe(201);
    const results = response.json<{ results: Rec[] }>().results;
    expect(results.map((r) => [r.name, r.active, r.jobCategoryId])).toEqual([
      ['Harbor Bridge', true, building.id],
      ['Depot Roof', true, null],
      ['Old Mill', false, null],
    ]);
    expect(await count('jobs')).toBe(3);
  });

  it('writes nothing when any row fails, and names every failing row', async () => {
    const before = await count('jobs');
    const items = [
      { name: 'Fine Job' },
      { name: 'Bad Label', labelIds: [refs.labelA] },
      { name: 'harbor bridge' },
      { name: 'Twin' },
      { name: 'TWIN' },
      { name: '' },
    ];
    const response = await call('owner', 'POST', url, { path: 'costing/jobs', items, options: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rows: [
        { index: 1, errors: { labelIds: INVALID } },
        { index: 2, errors: { name: ['must be unique.'] } },
        { index: 4, errors: { name: ['must be unique.'] } },
        { index: 5, errors: { name: ['Name is a required field.'] } },
      ],
    });
    expect(await count('jobs')).toBe(before);
  });

  it('imports phases and cost codes with their hooks per row', async () => {
    const [job] = w.ids(await call('owner', 'GET', `${base}/costing/jobs?searchText=Harbor`));
    const phases = await call('owner', 'POST', url, {
      path: 'costing/jobphases',
      items: [
        { name: 'Deck', jobId: job, jobCategoryId: building.id },
        { name: 'Piers', jobId: job, jobCategoryId: repairs.id },
      ],
      options: {},
    });
    expect(phases.json()).toEqual({ rows: [{ index: 1, errors: { jobCategoryId: INVALID } }] });
    expect(await count('job_phases')).toBe(0);
    const ok = await call('owner', 'POST', url, { path: 'costing/jobphases', items: [{ name: 'Deck', jobId: job }], options: {} });
    expect(ok.statusCode, ok.body).toBe(201);
    const deck = ok.json<{ results: Rec[] }>().results[0]!.id;
    const codes = await call('owner', 'POST', url, {
      path: 'costing/codes',
      items: [
        { name: 'Steel', code: 'S-01', jobId: job, jobPhaseId: deck },
        { name: 'Paint', jobPhaseId: deck },
      ],
      options: {},
    });
    expect(codes.json()).toEqual({ rows: [{ index: 1, errors: { jobPhaseId: INVALID } }] });
    const codesOk = await call('owner', 'POST', url, {
      path: 'costing/codes',
      items: [{ name: 'Steel', code: 'S-01', jobId: job, jobPhaseId: deck }],
      options: {},
    });
    expect(codesOk.statusCode, codesOk.body).toBe(201);
  });

  describe('POST costing/jobs/bulk-action', () => {
    const action = (itemIds: number[], actionData: Record<string, unknown>, who = 'owner') =>
      call(who, 'POST', `${base}/costing/jobs/bulk-action`, { itemIds, actionData });

    it('maps itemIds and actionData onto the jobs’ bulk actions, each audited', async () => {
      const a = await w.job({ labelIds: [refs.work] });
      const b = await w.job({});
      const pick = (response: { json: () => unknown }, field: string) =>
        (response.json() as { results: Rec[] }).results.map((r) => r[field]);

      const deactivated = await action([a.id, b.id], { action: 'deactivate' });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(pick(deactivated, 'active')).toEqual([false, false]);
      expect(pick(await action([a.id, b.id], { action: 'activate' }), 'active')).toEqual([true, true]);
      expect(pick(await action([a.id, b.id], { action: 'setCategory', jobCategoryId: repairs.id }), 'jobCategoryId')).toEqual([
        repairs.id,
        repairs.id,
      ]);
      expect(pick(await action([a.id, b.id], { action: 'addLabels', labelIds: [refs.work2] }), 'labelIds')).toEqual([
        [refs.work, refs.work2],
        [refs.work2],
      ]);
      expect(pick(await action([a.id, b.id], { action: 'removeLabels', labelIds: [refs.work] }), 'labelIds')).toEqual([
        [refs.work2],
        [refs.work2],
      ]);
      expect(pick(await action([a.id], { action: 'setCategory', jobCategoryId: null }), 'jobCategoryId')).toEqual([null]);

      // Removing a label b never had changed nothing, so nothing was audited for it.
      const trail = await call('owner', 'GET', `${base}/audit?affectedKind=job&affectedId=${b.id}`);
      const changes = trail.json<{ results: { action: string; changes: Record<string, unknown> }[] }>().results;
      expect(changes.map((e) => [e.action, Object.keys(e.changes)])).toEqual([
        ['update', ['labelIds']],
        ['update', ['jobCategoryId']],
        ['update', ['active']],
        ['update', ['active']],
        ['create', expect.arrayContaining(['name'])],
      ]);
    });

    it('is all or nothing, checks its data, and needs edit_jobs', async () => {
      const a = await w.job({});
      const gone = await action([a.id, 999999], { action: 'deactivate' });
      expect(gone.statusCode).toBe(404);
      expect((await call('owner', 'GET', `${base}/costing/jobs/${a.id}`)).json<{ result: Rec }>().result.active).toBe(true);
      const userLabel = await action([a.id], { action: 'addLabels', labelIds: [refs.labelA] });
      expect(userLabel.statusCode).toBe(400);
      expect(userLabel.json()).toEqual({ labelIds: INVALID });
      expect((await action([a.id], { action: 'addLabels' })).json()).toEqual({ labelIds: ['Labels is a required field.'] });
      expect((await action([a.id], { action: 'explode' })).statusCode).toBe(404);
      expect((await call('owner', 'POST', `${base}/costing/jobs/bulk-action`, { itemIds: [] })).statusCode).toBe(400);
      await w.member('viewer', ['view_reports']);
      expect((await action([a.id], { action: 'deactivate' }, 'viewer')).statusCode).toBe(403);
    });
  });
});
