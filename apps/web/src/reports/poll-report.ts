import type { ReportResult } from '@punchline/contracts';
import { ASYNC_REPORT_POLL_MS, ASYNC_REPORT_TIMEOUT_S, MESSAGES } from '@punchline/domain';

/** One poll's answer: HTTP 202 with the progress (0 to 1), or HTTP 200 with the finished run. */
export type PollAnswer = { status: 202; progress: number } | { status: 200; result: ReportResult };

export type PollOptions = {
  start: () => Promise<string>;
  poll: (reportKey: string) => Promise<PollAnswer>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The first poll comes this soon after the start: a small report is usually done by then. */
  firstPollMs?: number;
  intervalMs?: number;
  timeoutMs?: number;
};

/** The run took longer than the console waits (SPEC section 8: 'Timed out'). */
export class ReportTimedOutError extends Error {
  constructor() {
    super(MESSAGES.asyncTimedOut);
  }
}

/** The user left or started another run: nobody waits for this one any more. */
export class ReportAbortedError extends Error {}

const FIRST_POLL_MS = 1_000;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ReportAbortedError('Stopped.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new ReportAbortedError('Stopped.'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * An async report (SPEC section 4 Async reports): start it, poll about a second later, then every
 * 3 s until HTTP 200; each 202's progress goes to onProgress. After 600 s without an answer it
 * gives up with 'Timed out' (ReportTimedOutError). Errors of the calls (a 4xx, a failed run's
 * 422) are thrown as they came.
 */
export async function runAsyncReport({
  start,
  poll,
  onProgress,
  signal,
  firstPollMs = FIRST_POLL_MS,
  intervalMs = ASYNC_REPORT_POLL_MS,
  timeoutMs = ASYNC_REPORT_TIMEOUT_S * 1000,
}: PollOptions): Promise<ReportResult> {
  const startedAt = Date.now();
  const reportKey = await start();
  onProgress?.(0);
  let wait = Math.min(firstPollMs, timeoutMs);
  for (;;) {
    await sleep(wait, signal);
    const answer = await poll(reportKey);
    if (signal?.aborted) throw new ReportAbortedError('Stopped.');
    if (answer.status === 200) return answer.result;
    onProgress?.(Math.min(1, Math.max(0, answer.progress)));
    const left = timeoutMs - (Date.now() - startedAt);
    if (left <= 0) throw new ReportTimedOutError();
    wait = Math.min(intervalMs, left);
  }
}
