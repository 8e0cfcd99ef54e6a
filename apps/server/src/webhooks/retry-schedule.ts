/**
 * Seconds to wait before each retry of an event a receiver did not take (2xx): 1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h, 24 h. After the last retry fails the event is given up ('failed', about
 * 45 hours after its first try) and the connection's next event goes. Tests pass a shorter one.
 */
export const WEBHOOK_RETRY_SECONDS: readonly number[] = [60, 300, 1800, 7200, 21_600, 43_200, 86_400];

/** How long a receiver has to answer an attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Events one job sends before it hands the rest to a job of its own (other connections get a turn). */
export const EVENTS_PER_JOB = 100;
