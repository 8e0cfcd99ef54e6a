import { extractErrorText } from '@punchline/domain';
import { ApiRequestError, NetworkError } from './errors';
import { getIdentityToken } from './identity-token';

type RequestOptions = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** Calls the API with the caller's identity token; throws ApiRequestError with the text to show. */
export async function api<T>(path: string, { method = 'GET', body, query }: RequestOptions = {}): Promise<T> {
  const token = await getIdentityToken();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const url = `/api/${path}${search.size ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError('The server could not be reached. Check your connection and try again.');
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data, extractErrorText(data));
  return data as T;
}

/** Posts JSON to the login service (cookie-based; no identity token yet). */
export async function authPost<T>(path: string, body?: unknown, token?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError('Was unable to login due to a network error.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data, extractErrorText(data));
  return data as T;
}
