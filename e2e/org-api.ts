import type { Page } from '@playwright/test';

/**
 * Calls the organization API as the person signed in on the page, the way the console does:
 * an identity token from the session cookie, then an organization access token.
 */
export async function orgApi<T>(page: Page, orgId: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ orgId, path }) => {
      const identity = (await (await fetch('/auth/createTokenForSession', { method: 'POST' })).json()) as { token: string };
      const access = await fetch(`/api/create-org-access-token?orgId=${orgId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: identity.token }),
      });
      const { jwt } = (await access.json()) as { jwt: string };
      const answer = await fetch(`/api/orgs/${orgId}/${path}`, { headers: { authorization: `Bearer ${jwt}` } });
      if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { orgId, path },
  ) as Promise<T>;
}

/** A write to the organization API as the signed-in person (POST, PUT): the answer's JSON. */
export async function orgWrite<T>(page: Page, orgId: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ orgId, method, path, body }) => {
      const identity = (await (await fetch('/auth/createTokenForSession', { method: 'POST' })).json()) as { token: string };
      const access = await fetch(`/api/create-org-access-token?orgId=${orgId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: identity.token }),
      });
      const { jwt } = (await access.json()) as { jwt: string };
      const answer = await fetch(`/api/orgs/${orgId}/${path}`, {
        method,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { orgId, method, path, body },
  ) as Promise<T>;
}
