import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { RESTRICTED_ROW } from '../http/error-handler';
import { costingWorld, type Rec } from '../../test/kits/costing-test-world';

const ALL = [...PERMISSIONS];

// SPEC section 6 "Administrators' label restrictions limit access to org units, jobs and labels":
// the jobs dimension (org_users.allowed_job_ids, app.allowed_jobs, migration 0043's policies),
// set through the administrators' API like the other dimensions.
describe('job restrictions', async () => {
  const w = await costingWorld();
  const { call, base } = w;
  const jobA = await w.job({ name: 'Allowed job' });
  const jobB = await w.job({ name: 'Other job' });
  const phaseA = await w.phase({ jobId: jobA.id });
  const phaseB = await w.phase({ jobId: jobB.id });
  const general = await w.phase({});
  const codeA = await w.code({ jobId: jobA.id });
  const codeB = await w.code({ jobId: jobB.id });
  const codeGeneral = await w.code({});
  await w.member('jobAdmin', ALL);
  const restricted = await call('owner', 'PUT', `${base}/org-users/${w.orgUserIds.jobAdmin}`, { allowedJobIds: [jobA.id] });
  const ids = async (path: string) => w.ids(await call('jobAdmin', 'GET', `${base}/${path}?active=all&limit=500`)).sort((a, b) => a - b);
  const sorted = (...records: Rec[]) => records.map((r) => r.id).sort((a, b) => a - b);

  it('is set and answered through the administrators API, and checked', async () => {
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json<{ result: Rec }>().result.allowedJobIds).toEqual([jobA.id]);
    const unknown = await call('owner', 'PUT', `${base}/org-users/${w.orgUserIds.jobAdmin}`, { allowedJobIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ allowedJobIds: ['This selection is not valid.'] });
  });

  it('a restricted administrator sees only the allowed jobs, their phases and cost codes, and those of no job', async () => {
    expect(await ids('costing/jobs')).toEqual([jobA.id]);
    expect(await ids('costing/jobphases')).toEqual(sorted(phaseA, general));
    expect(await ids('costing/codes')).toEqual(sorted(codeA, codeGeneral));
    for (const path of [`costing/jobs/${jobB.id}`, `costing/jobphases/${phaseB.id}`, `costing/codes/${codeB.id}`]) {
      expect((await call('jobAdmin', 'GET', `${base}/${path}`)).statusCode, path).toBe(404);
    }
    // Other dimensions are not limited, nor are the owner's lists.
    expect((await call('jobAdmin', 'GET', `${base}/departments`)).json<{ results: Rec[] }>().results).toHaveLength(2);
    expect(w.ids(await call('owner', 'GET', `${base}/costing/jobs`))).toHaveLength(2);
  });

  it('cannot change, delete or act on a job outside, nor add one: a clean 4xx, nothing written', async () => {
    expect((await call('jobAdmin', 'PUT', `${base}/costing/jobs/${jobB.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('jobAdmin', 'DELETE', `${base}/costing/jobs/${jobB.id}`)).statusCode).toBe(404);
    const bulk = await call('jobAdmin', 'POST', `${base}/costing/jobs/bulk-action`, {
      itemIds: [jobA.id, jobB.id],
      actionData: { action: 'deactivate' },
    });
    expect(bulk.statusCode).toBe(404);
    const added = await call('jobAdmin', 'POST', `${base}/costing/jobs`, { name: 'New job' });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toEqual({ detail: RESTRICTED_ROW });
    const phase = await call('jobAdmin', 'POST', `${base}/costing/jobphases`, { name: 'Sneaky', jobId: jobB.id });
    expect(phase.json()).toEqual({ jobId: ['This selection is not valid.'] });
    expect((await call('jobAdmin', 'PUT', `${base}/costing/codes/${codeB.id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    const moved = await call('owner', 'GET', `${base}/costing/jobs/${jobB.id}`);
    expect(moved.json<{ result: Rec }>().result).toMatchObject({ name: 'Other job', active: true });
    expect((await call('owner', 'GET', `${base}/costing/codes/${codeB.id}`)).json<{ result: Rec }>().result.name).toBe(codeB.name);
    expect((await call('jobAdmin', 'PUT', `${base}/costing/jobs/${jobA.id}`, { code: 'MINE' })).statusCode).toBe(200);
    expect((await call('jobAdmin', 'POST', `${base}/costing/jobphases`, { name: 'For every job' })).statusCode).toBe(201);
  });

  it('the audit trail of a job out of sight is out of sight', async () => {
    const trail = (who: string, id: number) => call(who, 'GET', `${base}/audit?affectedKind=job&affectedId=${id}`);
    expect((await trail('owner', jobB.id)).json<{ results: Rec[] }>().results.length).toBeGreaterThan(0);
    expect((await trail('jobAdmin', jobB.id)).json<{ results: Rec[] }>().results).toEqual([]);
    expect((await trail('jobAdmin', jobA.id)).json<{ results: Rec[] }>().results.length).toBeGreaterThan(0);
  });

  it('a job-restricted editor gives other administrators only jobs within their own', async () => {
    await w.member('newcomer', ['edit_jobs']);
    const url = `${base}/org-users/${w.orgUserIds.newcomer}`;
    // Not over an administrator with more access than their own (BEYOND_SCOPE).
    expect((await call('jobAdmin', 'PUT', url, { allowedJobIds: [jobA.id] })).statusCode).toBe(403);
    expect((await call('owner', 'PUT', url, { allowedJobIds: [jobA.id] })).statusCode).toBe(200);
    const beyond = await call('jobAdmin', 'PUT', url, { allowedJobIds: [jobB.id] });
    expect(beyond.json()).toEqual({ allowedJobIds: ['This selection is not valid.'] });
    const unlimited = await call('jobAdmin', 'PUT', url, { allowedJobIds: [] });
    expect(unlimited.json()).toEqual({ allowedJobIds: ['Your own access is limited: choose at least one.'] });
  });
});
