import { orgIdParamsSchema, resourceIdParamsSchema, resourceListQuerySchema, type ResourceListQuery } from '@punchline/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as schemaValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

// Every list page and record read validates its path and query string. A quick reader takes only
// the plain, valid form these requests come in, and returns exactly what the schema would;
// anything else (an error, an unusual but valid spelling such as `limit=1e2`, an id list) goes to
// the schema, which also words the errors. So a quick reader can only ever accept less than its
// schema, never more: quick-validation.test.ts checks that against the schema on thousands of inputs.
// Why: zod's general machinery is a lot of code for a request to run through, and between two list
// requests a server runs other code; measured in docs/resources.md (list.bench.ts).

type Input = Record<string, unknown>;
type QuickReader = (input: Input) => unknown;

/** A positive integer written plainly: what zod's coerce.number().int().positive() makes a number of. */
const PLAIN_ID = /^[1-9][0-9]{0,14}$/;
const plainId = (value: unknown): number | undefined => (typeof value === 'string' && PLAIN_ID.test(value) ? Number(value) : undefined);
const PLAIN_LIMIT = /^[1-9][0-9]{0,2}$/;
const ACTIVE = new Set(['yes', 'no', 'all']);

function quickOrgId(input: Input): { orgId: number } | undefined {
  const orgId = plainId(input.orgId);
  return orgId === undefined ? undefined : { orgId };
}

function quickRecordId(input: Input): { orgId: number; id: number } | undefined {
  const orgId = plainId(input.orgId);
  const id = plainId(input.id);
  return orgId === undefined || id === undefined ? undefined : { orgId, id };
}

function quickListQuery(input: Input): ResourceListQuery | undefined {
  const query: ResourceListQuery = { limit: 25 };
  for (const key in input) {
    const value = input[key];
    if (key === 'limit') {
      if (typeof value !== 'string' || !PLAIN_LIMIT.test(value) || Number(value) > 500) return undefined;
      query.limit = Number(value);
    } else if (key === 'active') {
      if (typeof value !== 'string' || !ACTIVE.has(value)) return undefined;
      query.active = value as ResourceListQuery['active'];
    } else if (key === 'cursor') {
      if (typeof value !== 'string' || value.length > 1000) return undefined;
      query.cursor = value;
    } else if (key === 'searchText') {
      if (typeof value !== 'string' || value.length > 200) return undefined;
      query.searchText = value;
    } else if (key === 'id') {
      return undefined; // an id list: the schema reads its several spellings
    } // any other parameter is dropped, as the schema drops it
  }
  return query;
}

export const QUICK_READERS = new Map<ZodType, QuickReader>([
  [orgIdParamsSchema, quickOrgId],
  [resourceIdParamsSchema, quickRecordId],
  [resourceListQuerySchema, quickListQuery],
]);

/** The zod validator compiler, with the quick reader in front where a schema has one. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const bySchema = schemaValidatorCompiler(route);
  const quick = QUICK_READERS.get(route.schema);
  if (!quick) return bySchema;
  return (input) => {
    const value = typeof input === 'object' && input !== null ? quick(input as Input) : undefined;
    return value === undefined ? bySchema(input) : { value };
  };
};
