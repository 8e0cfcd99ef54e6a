import type { CardSummaryPage, TimecardBulkAnswer, TimecardBulkBody } from '@punchline/contracts';
import { extractErrorText } from '@punchline/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/errors';
import { api } from '../api/http';
import { timecardsKey } from './use-card';

// Bulk edit's calls: a page of workers' card summaries, and one bulk action (all or nothing).

export type { CardSummary } from '@punchline/contracts';
export type SummaryPage = CardSummaryPage;

export type SummaryFilters = { from: string; to: string; departmentId: number | null; orgUnitId: number | null; search: string };

export type BulkAction = TimecardBulkBody;

/** What a bulk action answered: done per worker, or refused per worker (nothing saved). */
export type BulkOutcome = { ok: true; counts: Record<number, number> } | { ok: false; detail: string; refusals: Record<number, string> };

const PAGE = 100;

export function useSummaries(orgId: number, f: SummaryFilters) {
  return useInfiniteQuery({
    queryKey: [...timecardsKey(orgId), 'summaries', f],
    initialPageParam: '0',
    queryFn: ({ pageParam }) =>
      api<SummaryPage>(`orgs/${orgId}/timecards`, {
        query: {
          date: f.from,
          from: f.from,
          to: f.to,
          departmentId: f.departmentId ?? undefined,
          orgUnitId: f.orgUnitId ?? undefined,
          search: f.search || undefined,
          limit: PAGE,
          cursor: pageParam,
        },
      }),
    getNextPageParam: (last) => last.cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The refusals of an all-or-nothing bulk answer: `{nonFieldErrors: [summary], "<employeeId>": [message]}`. */
export function outcomeOfError(error: unknown): BulkOutcome {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error), refusals: {} };
  }
  const refusals: Record<number, string> = {};
  for (const [key, value] of Object.entries(error.body))
    if (/^\d+$/.test(key) && Array.isArray(value)) refusals[Number(key)] = String(value[0]);
  const summary = 'nonFieldErrors' in error.body && Array.isArray(error.body.nonFieldErrors) ? error.body.nonFieldErrors[0] : undefined;
  return { ok: false, detail: typeof summary === 'string' ? summary : extractErrorText(error.body), refusals };
}

export function useBulkAction(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkAction): Promise<BulkOutcome> => {
      try {
        const answer = await api<TimecardBulkAnswer>(`orgs/${orgId}/timecards/bulk`, {
          method: 'POST',
          body,
        });
        return { ok: true, counts: Object.fromEntries(answer.result.results.map((r) => [r.employeeId, r.count])) };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: timecardsKey(orgId) }),
  });
}
