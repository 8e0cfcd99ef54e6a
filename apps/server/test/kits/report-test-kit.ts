import type { ReportResult, ReportRow } from '@punchline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Method } from './worker-test-world';

// Helpers of the reports' API tests: run a report as someone and read its rows.

type Call = (who: string, method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

export function reportKit(call: Call, orgId: number) {
  /** POST reports/{key} as `who`: the raw answer. */
  const post = (who: string, key: string, params: Record<string, unknown> = {}) =>
    call(who, 'POST', `/orgs/${orgId}/reports/${key}`, params);
  /** A run that must succeed: its result. */
  const run = async (who: string, key: string, params: Record<string, unknown> = {}) => {
    const response = await post(who, key, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportResult>();
  };
  return { post, run };
}

/** Every row of a result, group after group. */
export const rowsOf = (result: Pick<ReportResult, 'groups'>): ReportRow[] => result.groups.flatMap((g) => g.rows);

/** Some fields of each row, for compact expectations. */
export const fields = (rows: readonly ReportRow[], keys: readonly string[]) => rows.map((r) => keys.map((k) => r[k]));
