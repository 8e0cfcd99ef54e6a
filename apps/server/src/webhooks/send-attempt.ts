import { WEBHOOK_ANSWER_KEPT_BYTES } from '@punchline/contracts';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';

// One delivery attempt: a POST signed as the Standard Webhooks specification says (the official
// `standardwebhooks` package signs: v1,base64(HMAC-SHA256(secret, "id.timestamp.body"))), so a
// receiver verifies with any of its libraries. Redirects are not followed: only a 2xx delivers.

export type SignedRequest = { url: string; secret: string; eventId: string; body: string; at: number; timeoutMs: number };

export type AttemptOutcome = {
  delivered: boolean;
  httpStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
};

/** The headers of a signed delivery sent at `at` (ms). */
export function signedHeaders(secret: string, eventId: string, at: number, body: string): Record<string, string> {
  const timestamp = new Date(at);
  return {
    'content-type': 'application/json',
    'user-agent': 'Punchline-Webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, timestamp, body),
  };
}

/** The first `max` bytes of an answer as text; the rest is not read. */
async function firstBytes(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= max) await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks).subarray(0, max);
  // PostgreSQL text holds no NUL character.
  return new TextDecoder().decode(bytes).replaceAll('\u0000', '');
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  // fetch says "fetch failed"; the reason (ECONNREFUSED, a certificate, DNS) is its cause.
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return text.slice(0, 500);
}

/** POSTs the signed body; never throws: what happened is the outcome. */
export async function postSigned(request: SignedRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: signedHeaders(request.secret, request.eventId, request.at, request.body),
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const responseBody = await firstBytes(response, WEBHOOK_ANSWER_KEPT_BYTES);
    const delivered = response.status >= 200 && response.status < 300;
    return {
      delivered,
      httpStatus: response.status,
      responseBody,
      error: delivered ? null : `answered HTTP ${response.status}`,
      durationMs: duration(),
    };
  } catch (error) {
    return { delivered: false, httpStatus: null, responseBody: null, error: describe(error, request.timeoutMs), durationMs: duration() };
  }
}
