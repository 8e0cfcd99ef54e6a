import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from './body-limit';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from './json-depth';
import { toProbe, type OpenApiOperation, type Probe } from '../../test/robustness/cases';
import { OPERATIONS } from '../../test/robustness/operations';
import { deepCaller } from '../../test/robustness/phases';
import { runGuarded, type Outcome } from '../../test/robustness/runner';
import { createWorld } from '../../test/robustness/world';

// The net for bodies (issue 30): every operation of the OpenAPI document, found there and not
// listed by hand, refuses a body over the default limit (413) and a body nested deeper than the
// bound (400), in the spec's shape, changing nothing. Only bulk import takes a larger body, and
// only from a signed-in caller (and a worker's picture, an image): without a token it is refused before the body is read.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** The operations allowed a body over the default limit, with limits of their own (bulk import:
 *  input-guards.test.ts; a worker's picture: avatar.test.ts). */
const LARGE_BODY_OPERATIONS = [
  'POST /api/orgs/{orgId}/bulk-import',
  'PUT /api/orgs/{orgId}/employees/{id}/avatar',
  // A worker's document (issue 35): limited by maxDocumentFileSize, documents.test.ts.
  'POST /api/orgs/{orgId}/employees/{id}/documents',
  // A briefing's PDF (issue 35): limited by maxDocumentFileSize too, briefings.test.ts.
  'PUT /api/orgs/{orgId}/briefing/types/{id}/pdf',
];

const oversize = () => JSON.stringify({ filler: 'x'.repeat(DEFAULT_BODY_LIMIT) });
const overDeep = () => `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;

function withBody(probe: Probe, label: string, payload: string): Probe {
  return { ...probe, label, payload, headers: { ...probe.headers, 'content-type': 'application/json' } };
}

const brief = (o: Outcome) => `${o.operation} ${o.probe.label}: ${o.status} ${o.body.slice(0, 120)}`;

describe('body net: every operation in the OpenAPI document', async () => {
  const world = await createWorld();
  await world.app.ready();
  const doc = world.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path })),
  );

  /** The operation's valid request from the robustness net's description, as its deepest caller. */
  function sampleProbe(op: (typeof operations)[number], label: string, anonymous = false): Probe {
    const description = OPERATIONS[op.key];
    if (!description) throw new Error(`describe ${op.key} in apps/server/test/robustness/operations.ts`);
    const caller = deepCaller(world, description.access);
    const auth: Record<string, string> = caller && !anonymous ? { authorization: `Bearer ${caller.token}` } : {};
    return toProbe(label, op.method, op.path, description.request(world, caller ?? world.owner), auth);
  }

  it('finds the operations to walk', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const key of LARGE_BODY_OPERATIONS) expect(operations.map((o) => o.key)).toContain(key);
  });

  it('refuses a body over the default limit with 413 (bulk import: 401 before reading it without a token)', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const large = LARGE_BODY_OPERATIONS.includes(op.key);
      const probe = withBody(sampleProbe(op, 'a body over the default limit', large), 'a body over the default limit', oversize());
      const { outcomes, findings } = await runGuarded(world.app, world.db, op.key, [probe], false);
      wrong.push(...findings.map((f) => `${f.operation}: ${f.problem} ${f.status}`));
      const [o] = outcomes;
      // GET takes no body: Fastify never reads one, so it cannot cost anything.
      const expected = op.method === 'GET' ? [o!.status] : large ? [401] : [413];
      if (!expected.includes(o!.status) || (op.method !== 'GET' && o!.status >= 500)) wrong.push(brief(o!));
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses a body nested deeper than the bound with 400 in the spec’s shape', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const probe = withBody(sampleProbe(op, 'an over-deep body'), 'an over-deep body', overDeep());
      const { outcomes, findings } = await runGuarded(world.app, world.db, op.key, [probe], false);
      wrong.push(...findings.map((f) => `${f.operation}: ${f.problem} ${f.status}`));
      const [o] = outcomes;
      if (o!.status !== 400 || o!.body !== JSON.stringify({ detail: JSON_TOO_DEEP })) wrong.push(brief(o!));
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
