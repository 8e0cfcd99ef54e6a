import { sql } from 'kysely';
import { expect } from 'vitest';
import { workerWorld, type Rec } from './worker-test-world';

// Shared set-up of the costing API tests (issue 15): the worker world (org units, departments,
// user labels, callers) with job costing and job categories, work labels and a custom field of workers.

export type { Rec };

export async function costingWorld() {
  const w = await workerWorld();
  const { db, org, other, call, base } = w;
  await sql`update organizations set features = features || array['job_costing', 'job_category']
    where id in (${org}, ${other})`.execute(db);
  const work = (await w.create('labels', { name: 'Night Work', type: 'work' })).id;
  const work2 = (await w.create('labels', { name: 'Overtime Work', type: 'work' })).id;
  const trade = await w.create('customfields', { name: 'Trade', type: 'choice', appliesTo: 'user', choices: ['Electrician', 'Plumber'] });
  const punchField = await w.create('customfields', { name: 'Weather', type: 'choice', appliesTo: 'punch', choices: ['Rain', 'Sun'] });

  /** Saves the costing defaults (PUT costing/defaults) as the owner, over what is stored. */
  const setCosting = async (values: Record<string, unknown>) => {
    const response = await call('owner', 'PUT', `${base}/costing/defaults`, values);
    expect(response.statusCode, response.body).toBe(200);
  };

  let n = 0;
  /** A job created by the owner with a fresh name. */
  const job = (input: Record<string, unknown> = {}) => w.create('costing/jobs', { name: `Job ${++n}`, ...input });
  const phase = (input: Record<string, unknown> = {}) => w.create('costing/jobphases', { name: `Phase ${++n}`, ...input });
  const code = (input: Record<string, unknown> = {}) => w.create('costing/codes', { name: `Code ${++n}`, ...input });
  const category = (name: string) => w.create('costing/jobcategories', { name });

  /** The ids a lookup answers (400s fail the test). */
  const lookup = async (who: string, path: string, query: string) => {
    const response = await call(who, 'GET', `${base}/${path}?limit=500&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ results: Rec[] }>()
      .results.map((r) => r.id)
      .sort((a, b) => a - b);
  };

  return {
    ...w,
    setCosting,
    job,
    phase,
    code,
    category,
    lookup,
    refs: { ...w.refs, work, work2, trade: trade.id, punchField: punchField.id },
  };
}
