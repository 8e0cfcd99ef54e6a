import { describe, expect, it } from 'vitest';
import { addMember, bearer, createUser, signInToken } from '../../test/test-app';
import { workerWorld } from '../../test/kits/worker-test-world';

type OrgUser = { emailAddress: string; workerId: number | null };

// A person can be both a worker and an administrator: accepting an invitation links the worker
// with the person's email (docs/workers.md).
describe('a worker who becomes an administrator', async () => {
  const w = await workerWorld();

  it('is linked to their worker record when they accept, and then needs edit_self to change it', async () => {
    const worker = await w.create('employees', { firstName: 'Lena', lastName: 'Link', email: 'Lena.Link@example.com' });
    await w.create('employees', { firstName: 'Other', lastName: 'Person', email: 'other@example.com' });
    const userId = await createUser(w.db, { email: 'lena.link@example.com', name: 'Lena Link' });
    await addMember(w.db, w.org, userId, ['edit_employees'], false);
    const token = await signInToken(w.app, 'lena.link@example.com');
    const accepted = await w.app.inject({ method: 'POST', url: `/api/manage/orgs/${w.org}/accept`, headers: bearer(token) });
    expect(accepted.statusCode).toBe(200);

    const admins = (await w.call('owner', 'GET', `${w.base}/org-users?limit=100`)).json<{ results: OrgUser[] }>().results;
    expect(admins.find((a) => a.emailAddress === 'lena.link@example.com')?.workerId).toBe(worker.id);
    const own = await w.app.inject({
      method: 'PUT',
      url: `/api${w.base}/employees/${worker.id}`,
      headers: bearer(token),
      payload: { lastName: 'Changed' },
    });
    expect(own.statusCode).toBe(403);
  });
});
