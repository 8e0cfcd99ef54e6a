import * as contracts from '@punchline/contracts';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

// What the contract test (route-contracts.test.ts) checks of a route: each part of its schema
// (params, query, body, each answer) is a zod schema exported by @punchline/contracts, so the
// OpenAPI document and every client read the same one.

/**
 * Every zod schema the contracts package exports, also those inside exported objects, and each
 * collection's and settings record's route schemas (built once from its shared definition).
 */
export function contractSchemas(): Set<unknown> {
  const found = new Set<unknown>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodType) found.add(value);
    else for (const inner of value instanceof Map ? value.values() : Object.values(value)) visit(inner);
  };
  visit(contracts);
  for (const def of contracts.RESOURCES) visit(contracts.resourceContract(def));
  for (const def of contracts.SETTINGS) visit(contracts.settingsContract(def));
  return found;
}

type RouteSchema = { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };

/** A route as the test names it, e.g. `POST /api/device/v1/punches`. */
export const routeKey = (route: RouteOptions): string => `${[route.method].flat().join(',')} ${route.url}`;

/** What a route lacks: each part without a contract (absent where it is needed, or not shared). */
export function missingContract(route: RouteOptions, shared: Set<unknown>): string[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const methods = [route.method].flat();
  const missing: string[] = [];
  const check = (part: string, value: unknown, needed: boolean) => {
    if (value === undefined) {
      if (needed) missing.push(`${part}: none`);
    } else if (!shared.has(value)) missing.push(`${part}: not from @punchline/contracts`);
  };
  check('params', schema.params, route.url.includes(':'));
  check('querystring', schema.querystring, false);
  check(
    'body',
    schema.body,
    methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH'),
  );
  const answers = Object.entries(schema.response ?? {});
  if (answers.length === 0) missing.push('response: none');
  for (const [status, answer] of answers) check(`response ${status}`, answer, true);
  return missing;
}
