import { RESOURCES } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { toProbe, type OpenApiOperation, type Probe } from '../../test/robustness/cases';
import { sampleRecord } from '../../test/robustness/collections';
import { OPERATIONS } from '../../test/robustness/operations';
import { deepCaller } from '../../test/robustness/phases';
import { runGuarded, type Finding } from '../../test/robustness/runner';
import { createWorld } from '../../test/robustness/world';

// Issue 30: `clocklogs?id=`, `clocklogs?decision=`, `punches?deviceId=` and dates at the ends of the
// calendar (`timecards/{id}?date=9999-12-31`, `punches?from=0001-01-01&to=9999-12-31`) answered 500.
// The class, not the three: every query and path parameter of every operation the server serves
// (found in its OpenAPI document, as the robustness net finds them) gets an empty value and the
// calendar's ends, each alone in an otherwise valid request. A 4xx in the spec's shape or an
// answer is fine; a 5xx, or a refusal that changed data, is a finding.

const VALUES: Record<string, string> = { empty: '', 'year 0': '0000-01-01', 'year 1': '0001-01-01', 'the last day of 9999': '9999-12-31' };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('empty values and extreme dates in every query and path parameter', async () => {
  const world = await createWorld();
  const { app, db } = world;
  const owner = { authorization: `Bearer ${world.owner.token}` };
  for (const def of RESOURCES) {
    const url = `/api/orgs/${world.orgA}/${def.path}`;
    const created = await app.inject({ method: 'POST', url, headers: owner, payload: sampleRecord(def.fields, world.records) });
    if (created.statusCode === 201) world.records[def.path] = created.json<{ result: { id: number; version: number } }>().result;
  }
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, openapi]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, openapi })),
  );

  it('never answers 5xx, and a refusal changes nothing', async () => {
    const findings: Finding[] = [];
    let sent = 0;
    for (const op of operations) {
      const description = OPERATIONS[op.key];
      const names = (op.openapi.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      if (!description || names.length === 0) continue;
      const caller = deepCaller(world, description.access) ?? world.owner;
      const sample = description.request(world, caller);
      const auth: Record<string, string> = deepCaller(world, description.access) ? { authorization: `Bearer ${caller.token}` } : {};
      const probes: Probe[] = [];
      for (const { name, in: where } of names) {
        for (const [label, value] of Object.entries(VALUES)) {
          const changed =
            where === 'query'
              ? { ...sample, query: { ...sample.query, [name]: value } }
              : { ...sample, params: { ...sample.params, [name]: value } };
          probes.push(toProbe(`${where} ${name}: ${label}`, op.method, op.path, changed, auth));
        }
      }
      sent += probes.length;
      findings.push(...(await runGuarded(app, db, op.key, probes, op.method !== 'GET')).findings);
    }
    expect(sent).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  }, 300_000);
});
