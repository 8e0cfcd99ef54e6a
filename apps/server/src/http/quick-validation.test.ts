import { orgIdParamsSchema, resourceIdParamsSchema, resourceListQuerySchema } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { QUICK_READERS } from './quick-validation';

/** Every combination of the candidate values (undefined: the parameter is absent). */
function* combinations(candidates: Record<string, unknown[]>): Generator<Record<string, unknown>> {
  const keys = Object.keys(candidates);
  const at = (i: number, input: Record<string, unknown>): Generator<Record<string, unknown>> =>
    (function* () {
      if (i === keys.length) {
        yield input;
        return;
      }
      for (const value of candidates[keys[i]!]!) yield* at(i + 1, value === undefined ? input : { ...input, [keys[i]!]: value });
    })();
  yield* at(0, {});
}

const ids = ['1', '42', '999999999999999', '9999999999999999', '0', '-1', '01', '1.5', '1e3', ' 7', '7 ', '', 'abc', ['1', '2'], undefined];

/** What a quick reader accepted, it accepted as the schema would, with the schema's exact value. */
function agreement(schema: ZodType, candidates: Record<string, unknown[]>) {
  const quick = QUICK_READERS.get(schema)!;
  let accepted = 0;
  let total = 0;
  for (const input of combinations(candidates)) {
    total += 1;
    const value = quick(input);
    if (value === undefined) continue;
    accepted += 1;
    const bySchema = schema.safeParse(input);
    expect({ input, success: bySchema.success }).toEqual({ input, success: true });
    expect({ input, value }).toEqual({ input, value: bySchema.data });
  }
  return { accepted, total };
}

describe('quick readers of hot path and query parameters', () => {
  it('read an organization path exactly as its schema does, or leave it to the schema', () => {
    expect(agreement(orgIdParamsSchema, { orgId: ids, other: [undefined, 'x'] }).accepted).toBe(3 * 2);
  });

  it('read a record path exactly as its schema does, or leave it to the schema', () => {
    expect(agreement(resourceIdParamsSchema, { orgId: ids, id: ids }).accepted).toBe(3 * 3);
  });

  it('read a list query exactly as its schema does, or leave it to the schema', () => {
    const { accepted, total } = agreement(resourceListQuerySchema, {
      limit: ['1', '25', '500', '501', '0', '1e2', '050', ' 5', '', 'x', ['1', '2'], undefined],
      active: ['yes', 'no', 'all', 'YES', '', ['yes', 'no'], undefined],
      cursor: ['', 'WyJBIiwxXQ', 'x'.repeat(1000), 'x'.repeat(1001), ['a', 'b'], undefined],
      searchText: ['', ' kitchen ', '50%_off', 'x'.repeat(200), 'x'.repeat(201), ['a', 'b'], undefined],
      id: [undefined, '1,2'],
      other: [undefined, 'dropped'],
    });
    expect(total).toBe(12 * 7 * 6 * 7 * 2 * 2);
    // The plain forms: limit 1, 25, 500 or absent; active yes, no, all or absent; a cursor of at
    // most 1000 characters or none; a search of at most 200 or none; no id list; anything else dropped.
    expect(accepted).toBe(4 * 4 * 4 * 5 * 1 * 2);
  });

  it("takes the console's own requests itself", () => {
    const quick = QUICK_READERS.get(resourceListQuerySchema)!;
    expect(quick({ limit: '500', active: 'all', cursor: 'WyJBIiwxXQ' })).toEqual({ limit: 500, active: 'all', cursor: 'WyJBIiwxXQ' });
    expect(quick({ searchText: 'kitchen', active: 'yes' })).toEqual({ searchText: 'kitchen', active: 'yes', limit: 25 });
    expect(QUICK_READERS.get(orgIdParamsSchema)!({ orgId: '12' })).toEqual({ orgId: 12 });
  });
});
