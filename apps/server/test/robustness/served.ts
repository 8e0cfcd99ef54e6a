import type { App } from '../../src/http/context';
import type { OpenApiOperation } from './cases';
import { OPERATIONS } from './operations';
import type { Operation } from './phases';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']; // deletes last: they remove what others use

export type Served = { key: string; method: string; path: string; openapi: OpenApiOperation };

/** Every operation of the OpenAPI document the server serves (found there, not listed by hand). */
export async function servedOperations(app: App): Promise<Served[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, openapi]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, openapi })),
  );
}

/** The served operations that have a description, reads first and deletes last. */
export function describedOperations(served: readonly Served[]): Operation[] {
  return served
    .flatMap((o) => (OPERATIONS[o.key] ? [{ ...o, description: OPERATIONS[o.key]! }] : []))
    .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
}
