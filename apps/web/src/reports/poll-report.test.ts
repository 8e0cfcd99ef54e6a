import type { ReportResult } from '@punchline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAsyncReport, type PollAnswer } from './poll-report';

const done = { runId: 9, title: 'Totals' } as ReportResult;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A fake server: answers each poll from the list, remembering when it was asked. */
function fakeServer(answers: PollAnswer[]) {
  const askedAt: number[] = [];
  const t0 = Date.now();
  return {
    askedAt,
    start: vi.fn(async () => '42'),
    poll: vi.fn(async (key: string) => {
      expect(key).toBe('42');
      askedAt.push(Date.now() - t0);
      return answers.shift() ?? { status: 202 as const, progress: 0.5 };
    }),
  };
}

describe('running an async report', () => {
  it('polls about a second after the start, then every 3 s until HTTP 200, reporting progress', async () => {
    const server = fakeServer([
      { status: 202, progress: 0.2 },
      { status: 202, progress: 0.7 },
      { status: 200, result: done },
    ]);
    const progress: number[] = [];
    const finished = runAsyncReport({ ...server, onProgress: (p) => progress.push(p) });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(finished).resolves.toBe(done);
    expect(server.askedAt).toEqual([1_000, 4_000, 7_000]);
    expect(progress).toEqual([0, 0.2, 0.7]);
  });

  it("gives up after 600 s with 'Timed out'", async () => {
    const server = fakeServer([]);
    const finished = runAsyncReport(server);
    const outcome = expect(finished).rejects.toThrow(/^Timed out$/);
    await vi.advanceTimersByTimeAsync(600_000);
    await outcome;
    // 1 s, 4 s, ... 598 s, then the last look at exactly 600 s: never a poll after the limit.
    expect(server.askedAt.at(-1)).toBe(600_000);
    expect(server.askedAt).toHaveLength(201);
  });

  it('passes a refusal through as it came and stops when aborted', async () => {
    const refusal = new Error('Totals cannot be grouped by "x".');
    const failing = runAsyncReport({ start: async () => '1', poll: async () => Promise.reject(refusal) });
    const failed = expect(failing).rejects.toBe(refusal);
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;

    const controller = new AbortController();
    const server = fakeServer([]);
    const stopped = runAsyncReport({ ...server, signal: controller.signal });
    const outcome = expect(stopped).rejects.toThrow('Stopped.');
    await vi.advanceTimersByTimeAsync(4_000);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.poll).toHaveBeenCalledTimes(2);
  });
});
