import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInToken } from '../../test/test-app';
import { DEMO_JOB_CATEGORIES, DEMO_JOBS } from './costing.demo';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoData } from './demo-data';

type Rec = { id: number; name: string; [key: string]: unknown };

// The demo's job costing (costing.demo.ts): enhanced costing on, categories, jobs with phases and
// cost codes, and a job only Forklift-labelled workers may use, all through the API.
describe('demo costing', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(url: string) => (await app.inject({ url: `/api${url}`, headers: bearer(token) })).json<T>();
  const org = `/orgs/${(await get<{ results: { id: number }[] }>('/manage/orgs')).results[0]!.id}`;
  const list = async (path: string) => (await get<{ results: Rec[] }>(`${org}/${path}${path.includes('?') ? '&' : '?'}limit=500`)).results;

  it('turns enhanced costing with categories on', async () => {
    const session = await get<{ features: string[]; costingMode: string }>(`${org}/session`);
    expect(session.features).toEqual(expect.arrayContaining(['job_costing', 'job_category']));
    expect(session.costingMode).toBe('enhanced');
    expect((await list('costing/jobcategories')).map((c) => c.name)).toEqual([...DEMO_JOB_CATEGORIES].sort());
  });

  it('has jobs with codes, phases where their mode asks, and cost codes', async () => {
    const jobs = await list('costing/jobs');
    expect(jobs).toHaveLength(DEMO_JOBS.length);
    expect(jobs.every((j) => typeof j.code === 'string' && j.jobCategoryId !== null)).toBe(true);
    const remodel = jobs.find((j) => j.name === 'Downtown Kitchen Remodel')!;
    expect(remodel.jobPhaseMode).toBe('require');
    expect((await list(`costing/jobphases?job=${remodel.id}`)).map((p) => p.name).sort()).toEqual([
      'Demolition',
      'Electrical',
      'Finishing',
      'Site Clean-Up',
    ]);
    expect((await list(`costing/codes?job=${remodel.id}`)).map((c) => c.name).sort()).toEqual([
      'Labor',
      'Materials',
      'Subcontractor',
      'Travel',
    ]);
  });

  it('keeps the racking job for Forklift-labelled workers', async () => {
    const [forklift] = (await list('labels?type=user')).filter((l) => l.name === 'Forklift');
    const racking = (await list('costing/jobs')).find((j) => j.name === 'Warehouse Racking')!;
    expect(racking.userLabelIds).toEqual([forklift!.id]);
    expect((await list(`costing/jobs?userLabel=${forklift!.id}`)).map((j) => j.name)).toContain('Warehouse Racking');
    const bilingual = (await list('labels?type=user')).find((l) => l.name === 'Bilingual')!;
    const others = (await list(`costing/jobs?userLabel=${bilingual.id}`)).map((j) => j.name);
    expect(others).toHaveLength(DEMO_JOBS.length - 1);
    expect(others).not.toContain('Warehouse Racking');
  });
});
