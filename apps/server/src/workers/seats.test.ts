import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

const full = (max: number, who: string) =>
  `This organization has reached its limit of ${max} ${who}. Deactivate a worker, or upgrade the subscription to add more.`;

// Seats (SPEC section 3 maxUsers, maxUsersIsWorkersOnly; section 5 user-usage rule): a worker
// created or activated beyond maxUsers is refused and nothing is written.
describe('seat limit', async () => {
  const w = await workerWorld();
  const { call, base, db, org } = w;
  const setSeats = async (maxUsers: number, workersOnly: boolean) => {
    await sql`update organizations set max_users = ${maxUsers},
      settings = settings || ${JSON.stringify({ maxUsersIsWorkersOnly: workersOnly })}::jsonb where id = ${org}`.execute(db);
  };
  const counts = async () => {
    const session = (await call('owner', 'GET', `${base}/session`)).json<{ activeUsers: number; activeWorkers: number }>();
    return { users: session.activeUsers, workers: session.activeWorkers };
  };
  const employees = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from employees where org_id = ${org}`.execute(db)).rows[0]!.n);
  const create = (input: Record<string, unknown> = {}) =>
    call('owner', 'POST', `${base}/employees`, { firstName: 'Seat', lastName: `Taker ${Math.random()}`, ...input });

  it('counts administrators not linked to an active worker, unless maxUsersIsWorkersOnly', async () => {
    // The owner is the one administrator; no worker yet.
    expect(await counts()).toEqual({ users: 1, workers: 0 });
    await setSeats(3, false);
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expect(await counts()).toEqual({ users: 3, workers: 2 });
    const before = await employees();
    const refused = await create();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: full(3, 'active users') });
    expect(await employees()).toBe(before);
    // An inactive worker takes no seat.
    const spare = await create({ active: false });
    expect(spare.statusCode).toBe(201);
    const spareId = spare.json<{ result: Rec }>().result.id;

    // The owner linked to an active worker counts once: a seat comes free.
    const [first] = (await call('owner', 'GET', `${base}/employees`)).json<{ results: Rec[] }>().results;
    await sql`update employees set user_id = ${w.userIds.owner} where id = ${first!.id}`.execute(db);
    expect(await counts()).toEqual({ users: 2, workers: 2 });
    const activated = await call('owner', 'POST', `${base}/employees/${spareId}/actions/activate`, {});
    expect(activated.statusCode).toBe(200);
    expect(await counts()).toEqual({ users: 3, workers: 3 });

    // Workers only: administrators never count, however many.
    await w.member('second', ['view_reports']);
    expect(await counts()).toEqual({ users: 4, workers: 3 });
    await setSeats(4, true);
    expect((await create()).statusCode).toBe(201);
    const fifth = await create();
    expect(fifth.json()).toEqual({ detail: full(4, 'active workers') });
    await setSeats(4, false);
    expect((await create()).json()).toEqual({ detail: full(4, 'active users') });
  });

  it('refuses activation beyond the limit, by save, action or bulk action, all or nothing', async () => {
    const { workers } = await counts();
    await setSeats(1000, false);
    const idle = [];
    for (let i = 0; i < 3; i++) idle.push((await create({ active: false })).json<{ result: Rec }>().result);
    const { users } = await counts();
    await setSeats(users + 2, false);
    const viaPut = await call('owner', 'PUT', `${base}/employees/${idle[0]!.id}`, { active: true });
    expect(viaPut.statusCode).toBe(200);
    const bulk = await call('owner', 'POST', `${base}/employees/actions/activate`, { ids: idle.map((r) => r.id) });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toEqual({ detail: full(users + 2, 'active users') });
    expect((await counts()).workers).toBe(workers + 1);
    const rows = await sql<{ active: boolean; version: number }>`select active, version from employees
      where id in (${idle[1]!.id}, ${idle[2]!.id})`.execute(db);
    expect(rows.rows).toEqual([
      { active: false, version: 1 },
      { active: false, version: 1 },
    ]);
    expect((await call('owner', 'PUT', `${base}/employees/${idle[1]!.id}`, { active: true })).statusCode).toBe(200);
    expect((await call('owner', 'PUT', `${base}/employees/${idle[2]!.id}`, { active: true })).statusCode).toBe(400);
    // Saving a worker who already holds a seat is never refused.
    expect((await call('owner', 'PUT', `${base}/employees/${idle[1]!.id}`, { middleName: 'Still' })).statusCode).toBe(200);
  });

  it('gives the last seats to as many concurrent saves as there are seats', async () => {
    const { users } = await counts();
    await setSeats(users + 2, false);
    const answers = await Promise.all(Array.from({ length: 12 }, () => create()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, ...Array(10).fill(400)]);
    expect((await counts()).users).toBe(users + 2);
  });
});
