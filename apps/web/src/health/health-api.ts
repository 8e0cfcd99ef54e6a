import type { HealthAnswerRow } from '@punchline/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, sendRaw } from '../api/http';
import type { AnswersFilter } from './health-view';

// The Answers tab's calls (docs/health-safety.md): pages of answers, newest first, and the CSV of
// the same filter (fetched with the token, handed to the browser as a download).

type Page = { results: HealthAnswerRow[]; cursor?: string };
const path = (orgId: number) => `orgs/${orgId}/health/answers`;

export function useHealthAnswers(orgId: number, filter: AnswersFilter) {
  return useInfiniteQuery({
    queryKey: ['orgs', orgId, 'health/answers', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api<Page>(path(orgId), { query: { ...filter, limit: 100, cursor: pageParam } }),
    getNextPageParam: (page) => page.cursor,
  });
}

export async function downloadAnswersCsv(orgId: number, filter: AnswersFilter): Promise<void> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const blob = await (await sendRaw(`${path(orgId)}/export?${query.toString()}`, { method: 'GET' })).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'health-answers.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
