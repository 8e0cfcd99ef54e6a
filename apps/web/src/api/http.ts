import { AUTH_REQUIREMENT_NOT_MET_DETAIL, extractErrorText } from '@punchline/domain';
import { currentDelegate } from './delegate';
import { ApiRequestError, NetworkError, TokenError } from './errors';
import { getIdentityToken, isSignInRequired } from './identity-token';
import { getOrgAccessToken } from './org-tokens';
import { redirectToAuthPolicyError, redirectToSignIn } from './redirects';

type RequestOptions = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** The organization an API path belongs to (`orgs/{orgId}/...`), or null. */
export function orgIdOfPath(path: string): number | null {
  const match = /^orgs\/(\d+)(\/|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

const meansAuthRequirement = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && error.message === AUTH_REQUIREMENT_NOT_MET_DETAIL;

/**
 * The Authorization header of an API call; the only place that attaches one. Delegate mode
 * sends the delegate token; an organization's path its org-access token; anything else the
 * identity token. A token that cannot be made sends the browser to sign-in (or, for an unmet
 * login requirement, to the organization's auth-policy-error screen).
 */
export async function authorizationFor(path: string): Promise<string> {
  const delegate = currentDelegate();
  if (delegate) return `Delegate ${delegate.token}`;
  const orgId = orgIdOfPath(path);
  try {
    return `Bearer ${orgId === null ? await getIdentityToken() : await getOrgAccessToken(orgId)}`;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (orgId !== null && meansAuthRequirement(error)) redirectToAuthPolicyError(orgId);
    else if (isSignInRequired(error)) redirectToSignIn();
    throw new TokenError(error.status, error.body, error.message);
  }
}

/** Calls the API with the right token; throws ApiRequestError with the text to show. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiWithStatus<T>(path, options)).data;
}

/** api(), with the success status too: an async report's poll answers 202 while it runs, 200 when done. */
export async function apiWithStatus<T>(
  path: string,
  { method = 'GET', body, query }: RequestOptions = {},
): Promise<{ status: number; data: T }> {
  const authorization = await authorizationFor(path);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const url = `/api/${path}${search.size ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError('The server could not be reached. Check your connection and try again.');
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { status: response.status, data: data as T };
  const error = new ApiRequestError(response.status, data, extractErrorText(data));
  // SPEC section 8: this 401 from any call marks the organization as failing its requirement.
  const orgId = orgIdOfPath(path);
  if (orgId !== null && meansAuthRequirement(error)) redirectToAuthPolicyError(orgId);
  throw error;
}

/** Posts JSON to the login service (cookie-based), with the identity token when `withToken`. */
export async function authPost<T>(path: string, body?: unknown, withToken = false): Promise<T> {
  const authorization = withToken ? `Bearer ${await getIdentityToken()}` : null;
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...(authorization ? { authorization } : {}),
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

/** GETs from the login service with the identity token (two-factor status). */
export async function authGet<T>(path: string): Promise<T> {
  const response = await fetch(`/auth/${path}`, { headers: { authorization: `Bearer ${await getIdentityToken()}` } }).catch(() => {
    throw new NetworkError('The server could not be reached. Check your connection and try again.');
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data, extractErrorText(data));
  return data as T;
}

/**
 * A call whose body is not JSON (a file as the raw body) or whose answer is read raw (a
 * download): the authorization attached here as for every call, failures in the same errors.
 */
export async function sendRaw(path: string, init: RequestInit): Promise<Response> {
  const authorization = await authorizationFor(path);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization } });
  } catch {
    throw new NetworkError('The server could not be reached. Check your connection and try again.');
  }
  if (response.ok) return response;
  const data: unknown = await response.json().catch(() => null);
  throw new ApiRequestError(response.status, data, extractErrorText(data));
}
