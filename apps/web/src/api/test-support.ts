import { vi } from 'vitest';

/** An in-memory localStorage for unit tests (Node has none). */
export function stubLocalStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

/** An unsigned JWT with these claims: the console only reads claims, the server checks them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

type Served = { url: string; authorization: string | null; body: unknown };

/** Answers fetch with a token per call; records each call's URL, header and body. */
export function serveTokens(expiresIn: number, status = 200, answer: Record<string, unknown> = {}) {
  const calls: Served[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, authorization: headers.authorization ?? null, body: init.body ? JSON.parse(String(init.body)) : null });
      const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
      const n = calls.length;
      const body = status === 200 ? { token: `t${n}`, jwt: `j${n}`, expiresAt, results: [] } : answer;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}
