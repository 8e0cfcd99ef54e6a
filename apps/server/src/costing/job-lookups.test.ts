import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { costingWorld } from '../../test/kits/costing-test-world';

// The jobs, job phases and cost codes lookups of SPEC section 7 with every parameter, and job
// access under the three costing defaults (docs/costing.md), as tables of cases.
describe('costing lookups and job access', async () => {
  const w = await costingWorld();
  const { refs, call, base } = w;
  const { unitA, unitB, deptA, deptB, labelA, labelB, trade } = refs;
  await w.member('linked', ['view_reports']);

  const wA = await w.worker({ orgUnitId: unitA, departmentId: deptA, labelIds: [labelA], customFieldValues: { [trade]: 'Electrician' } });
  const wB = await w.worker({ orgUnitId: unitB, departmentId: deptB, labelIds: [labelB], customFieldValues: { [trade]: 'Plumber' } });
  const wNone = await w.worker({});
  // The member 'linked' is worker wB (SPEC section 6 edit_self's link), for requirePerms=yes.
  await sql`update employees set user_id = ${w.userIds.linked} where id = ${wB.id}`.execute(w.db);

  const cat1 = (await w.category('Construction')).id;
  const cat2 = (await w.category('Maintenance')).id;
  const open = (await w.job({ name: 'Open', jobCategoryId: cat2 })).id;
  const byWorker = (await w.job({ name: 'By worker', workerIds: [wA.id], jobCategoryId: cat1, labelIds: [refs.work] })).id;
  const byLabel = (await w.job({ name: 'By label', userLabelIds: [labelB] })).id;
  const byUnit = (await w.job({ name: 'By unit', orgUnitIds: [unitA], jobCategoryId: cat1 })).id;
  const byDept = (await w.job({ name: 'By department', departmentIds: [deptB] })).id;
  const byTrade = (await w.job({ name: 'By trade', customFieldValues: { [trade]: 'Electrician' } })).id;
  await w.job({ name: 'Closed', active: false });
  const all = [open, byWorker, byLabel, byUnit, byDept, byTrade];

  const pA = (await w.phase({ name: 'Framing', jobId: byWorker, labelIds: [refs.work] })).id;
  const pGen = (await w.phase({ name: 'Cleanup' })).id;
  const pCat1 = (await w.phase({ name: 'Foundation', jobCategoryId: cat1 })).id;
  const pCat2 = (await w.phase({ name: 'Inspection', jobCategoryId: cat2 })).id;
  const pOpen = (await w.phase({ name: 'Wiring', jobId: open })).id;

  const cA = (await w.code({ name: 'Labor', jobId: byWorker })).id;
  const cAPhase = (await w.code({ name: 'Lumber', jobId: byWorker, jobPhaseId: pA, labelIds: [refs.work2] })).id;
  const cGen = (await w.code({ name: 'Travel' })).id;
  const cOpen = (await w.code({ name: 'Cable', jobId: open })).id;

  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const settings = {
    unrestricted: { canRestrictJobAccessByUser: false, requireJobAccess: false },
    restricted: { canRestrictJobAccessByUser: true, requireJobAccess: false },
    required: { canRestrictJobAccessByUser: true, requireJobAccess: true },
  };
  type Mode = keyof typeof settings;

  type Case = [Mode, string, string, () => number[], string?];
  const pairs = (value: string) => encodeURIComponent(`${trade}:${value}`);
  const cases: Case[] = [
    // Jobs: with access not restricted by user, every active job is every worker's.
    ['unrestricted', 'costing/jobs', `worker=${wA.id}`, () => all],
    ['unrestricted', 'costing/jobs', `worker=${wNone.id}`, () => all],
    ['unrestricted', 'costing/jobs', `requirePerms=yes`, () => all],
    ['restricted', 'costing/jobs', '', () => all, 'no subject: the whole list'],
    ['restricted', 'costing/jobs', `worker=${wA.id}`, () => [open, byWorker, byUnit, byTrade]],
    ['restricted', 'costing/jobs', `worker=${wB.id}`, () => [open, byLabel, byDept]],
    ['restricted', 'costing/jobs', `worker=${wNone.id}`, () => [open]],
    ['required', 'costing/jobs', `worker=${wA.id}`, () => [byWorker, byUnit, byTrade]],
    ['required', 'costing/jobs', `worker=${wB.id}`, () => [byLabel, byDept]],
    ['required', 'costing/jobs', `worker=${wNone.id}`, () => []],
    ['restricted', 'costing/jobs', `orgUnit=${unitA}`, () => [open, byUnit]],
    ['restricted', 'costing/jobs', `deviceOrgUnit=${unitA}`, () => [open, byUnit]],
    ['restricted', 'costing/jobs', `department=${deptB}`, () => [open, byDept]],
    ['restricted', 'costing/jobs', `userLabel=${labelB}`, () => [open, byLabel]],
    ['restricted', 'costing/jobs', `customFieldValues=${pairs('Electrician')}`, () => [open, byTrade]],
    ['required', 'costing/jobs', `customFieldValues=${pairs('Plumber')}`, () => []],
    ['required', 'costing/jobs', `orgUnit=${unitA}&department=${deptB}`, () => [byUnit, byDept]],
    ['restricted', 'costing/jobs', 'requirePerms=yes', () => [open], 'the owner is no worker: jobs open to all'],
    ['required', 'costing/jobs', 'requirePerms=yes', () => [], 'the owner is no worker'],
    ['unrestricted', 'costing/jobs', `jobCategory=${cat1}`, () => [byWorker, byUnit]],
    ['unrestricted', 'costing/jobs', `workLabel=${refs.work}`, () => [byWorker]],
    ['restricted', 'costing/jobs', `worker=${wA.id}&jobCategory=${cat1}&searchText=unit`, () => [byUnit]],
    // Job phases: those of the job, and those of no job for its category or for every job.
    ['unrestricted', 'costing/jobphases', `job=${byWorker}`, () => [pA, pGen, pCat1]],
    ['unrestricted', 'costing/jobphases', `job=${open}`, () => [pGen, pCat2, pOpen]],
    ['unrestricted', 'costing/jobphases', `jobCategory=${cat1}`, () => [pA, pGen, pCat1]],
    ['unrestricted', 'costing/jobphases', `workLabel=${refs.work}`, () => [pA]],
    ['restricted', 'costing/jobphases', `worker=${wB.id}`, () => [pGen, pCat1, pCat2, pOpen]],
    ['required', 'costing/jobphases', `worker=${wNone.id}`, () => [pGen, pCat1, pCat2], 'phases of no job stay'],
    ['restricted', 'costing/jobphases', `worker=${wA.id}&job=${byWorker}`, () => [pA, pGen, pCat1]],
    // Cost codes: of the job (phase) or of none.
    ['unrestricted', 'costing/codes', `job=${byWorker}`, () => [cA, cAPhase, cGen]],
    ['unrestricted', 'costing/codes', `job=${byWorker}&jobPhase=${pA}`, () => [cA, cAPhase, cGen]],
    ['unrestricted', 'costing/codes', `jobPhase=${pGen}`, () => [cA, cGen, cOpen]],
    ['unrestricted', 'costing/codes', `jobCategory=${cat2}`, () => [cGen, cOpen]],
    ['unrestricted', 'costing/codes', `workLabel=${refs.work2}`, () => [cAPhase]],
    ['restricted', 'costing/codes', `worker=${wB.id}`, () => [cGen, cOpen]],
    ['required', 'costing/codes', `worker=${wA.id}`, () => [cA, cAPhase, cGen]],
    ['required', 'costing/codes', `orgUnit=${unitA}`, () => [cGen], 'the unit is not named on the job of A'],
  ];

  it.each(cases)('%s: %s?%s', async (mode, path, query, expected) => {
    await w.setCosting(settings[mode]);
    expect(await w.lookup('owner', path, query)).toEqual(sorted(expected()));
  });

  it('requirePerms=yes answers for the caller’s own worker record', async () => {
    await w.setCosting(settings.required);
    expect(await w.lookup('linked', 'costing/jobs', 'requirePerms=yes')).toEqual(sorted([byLabel, byDept]));
    expect(await w.lookup('linked', 'costing/codes', 'requirePerms=yes')).toEqual(sorted([cGen]));
  });

  it('refuses a worker out of sight or malformed parameters with field errors', async () => {
    const other = await w.worker({}, w.other);
    const foreign = await call('owner', 'GET', `${base}/costing/jobs?worker=${other.id}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ worker: ['This selection is not valid.'] });
    expect((await call('owner', 'GET', `${base}/costing/jobs?requirePerms=maybe`)).json()).toEqual({
      requirePerms: ['This selection is not valid.'],
    });
    expect((await call('owner', 'GET', `${base}/costing/jobphases?job=abc`)).statusCode).toBe(400);
    expect((await call('owner', 'GET', `${base}/costing/codes?customFieldValues=Plumber`)).json()).toEqual({
      customFieldValues: ['This selection is not valid.'],
    });
  });
});
