import type { ReportKey, ReportParams, ReportResult } from '@punchline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { ReportAbortedError, runAsyncReport } from './poll-report';
import { pollReport, reportRunsKey, startReport } from './report-api';

export type RunState =
  | { state: 'idle' }
  | { state: 'running'; progress: number }
  | { state: 'failed'; message: string; refused: boolean }
  | { state: 'done'; result: ReportResult };

/** What to show for a failed run: the server's message, and for a refusal (4xx) what to do next. */
export function failureOf(error: unknown): { message: string; refused: boolean } {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return { message: error.message, refused: true };
  return { message: error instanceof Error ? error.message : String(error), refused: false };
}

/**
 * Runs a report on the job queue and follows it to the end (poll-report.ts). A new run, or
 * leaving the screen, stops following the previous one. `show` puts a kept run on screen.
 */
export function useReportRun(orgId: number, report: ReportKey) {
  const [run, setRun] = useState<RunState>({ state: 'idle' });
  const current = useRef<AbortController | null>(null);
  const client = useQueryClient();
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (params: ReportParams, { quiet = false } = {}) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      // A quiet run (roll call refreshing itself) keeps the shown result until the new one is in.
      if (!quiet) setRun({ state: 'running', progress: 0 });
      try {
        const result = await runAsyncReport({
          start: () => startReport(orgId, report, params),
          poll: (key) => pollReport(orgId, report, key),
          onProgress: (progress) => !quiet && !controller.signal.aborted && setRun({ state: 'running', progress }),
          signal: controller.signal,
        });
        setRun({ state: 'done', result });
      } catch (error) {
        if (error instanceof ReportAbortedError || controller.signal.aborted) return;
        setRun({ state: 'failed', ...failureOf(error) });
      } finally {
        void client.invalidateQueries({ queryKey: reportRunsKey(orgId, report) });
      }
    },
    [orgId, report, client],
  );

  const show = useCallback((result: ReportResult) => {
    current.current?.abort();
    setRun({ state: 'done', result });
  }, []);

  return { run, start, show };
}
