import type { Page } from '@playwright/test';

/**
 * Calls the organization API as the person signed in on the page, the way the console does:
 * an identity token from the session cookie, then an organization access token. Any method; a
 * body is sent as JSON. Throws on a refusal, naming the path and the answer.
 */
export async function orgCall<T>(page: Page, orgId: string, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ orgId, method, path, body }) => {
      const identity = (await (await fetch('/auth/createTokenForSession', { method: 'POST' })).json()) as { token: string };
      const access = await fetch(`/api/create-org-access-token?orgId=${orgId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: identity.token }),
      });
      const { jwt } = (await access.json()) as { jwt: string };
      const headers: Record<string, string> = { authorization: `Bearer ${jwt}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await fetch(`/api/orgs/${orgId}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { orgId, method, path, body },
  ) as Promise<T>;
}

/** A read of the organization API as the signed-in person. */
export const orgApi = <T>(page: Page, orgId: string, path: string): Promise<T> => orgCall<T>(page, orgId, 'GET', path);

/** A write to the organization API as the signed-in person (POST, PUT): the answer's JSON. */
export const orgWrite = <T>(page: Page, orgId: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> =>
  orgCall<T>(page, orgId, method, path, body);

/** A DELETE as the signed-in person; the answer (204, no body) is not read. Throws on a refusal. */
export async function orgDelete(page: Page, orgId: string, path: string): Promise<void> {
  await page.evaluate(
    async ({ orgId, path }) => {
      const identity = (await (await fetch('/auth/createTokenForSession', { method: 'POST' })).json()) as { token: string };
      const access = await fetch(`/api/create-org-access-token?orgId=${orgId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: identity.token }),
      });
      const { jwt } = (await access.json()) as { jwt: string };
      const answer = await fetch(`/api/orgs/${orgId}/${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });
      if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${await answer.text()}`);
    },
    { orgId, path },
  );
}
