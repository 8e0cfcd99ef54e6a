import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DELIBERATE, UNDESCRIBED } from './route-contract-exceptions';
import { contractSchemas, missingContract, routeKey } from './route-contracts';

// One contract per route (docs/architecture.md): every route the application registers takes and
// answers zod schemas exported by @punchline/contracts, the source of the OpenAPI document and of
// every client's types. A new route without one fails here.

const hidden = (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide === true;
/** Not API, hidden from the OpenAPI document: its own UI (@fastify/swagger-ui), and the built console's and clock's files. */
const isStatic = (route: RouteOptions) => hidden(route) && (route.url.startsWith('/api/docs') || !/^\/(api|auth)\//.test(route.url));

describe('route contracts', async () => {
  const { db } = await createTestDb();
  const routes: RouteOptions[] = [];
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' });
  const app = await buildApp({ db, config, logger: false, onRoute: (route) => void routes.push(route) });
  afterAll(() => app.close());
  await app.ready();
  // HEAD routes are Fastify's copies of GET routes (same schema).
  const api = routes.filter((route) => ![route.method].flat().includes('HEAD') && !isStatic(route));
  const shared = contractSchemas();
  const missing = new Map(api.map((route) => [routeKey(route), missingContract(route, shared)]));

  // The counts in the title are the measure (`--reporter=verbose` shows them).
  const complete = [...missing.values()].filter((parts) => parts.length === 0).length;
  it(`walks the ${api.length} API routes the application registers; ${complete} have every part from @punchline/contracts`, () => {
    expect(api.length).toBeGreaterThan(250);
    expect(missing.get('POST /api/device/v1/punches')).toEqual([]);
  });

  /** What a route may lack: its deliberate exception, then its debt, in missingContract's order. */
  const excused = (key: string) => [...(DELIBERATE[key]?.lacks ?? []), ...(UNDESCRIBED[key] ?? [])].sort();

  it('gives every route a contract from @punchline/contracts, but for what the exceptions name', () => {
    const differing = Object.fromEntries([...missing].filter(([key, parts]) => [...parts].sort().join('; ') !== excused(key).join('; ')));
    expect(differing).toEqual({});
  });

  it('lists only routes that exist', () => {
    const listed = [...Object.keys(DELIBERATE), ...Object.keys(UNDESCRIBED)];
    expect(listed.filter((key) => !missing.has(key))).toEqual([]);
  });

  it('hides no API route from the OpenAPI document', () => {
    expect(api.filter(hidden).map(routeKey)).toEqual([]);
  });
});
