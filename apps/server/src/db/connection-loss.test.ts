import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { checkout, createDb } from './database';

// PostgreSQL can drop a connection at any moment (restart, an administrator's terminate). pg then
// emits 'error' on the client; unheard, that event would end the whole process.
describe('a connection lost while checked out', async () => {
  const { url } = await createTestDb();
  const reported: string[] = [];
  const db = createDb(url, 1, (error) => reported.push(error.message));
  afterAll(() => db.destroy());

  it('fails only the work that held it, is reported, and the pool goes on with a new one', async () => {
    const conn = await checkout(db);
    const { pid } = (await conn.send<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    const other = createDb(url, 1);
    await sql`select pg_terminate_backend(${pid})`.execute(other);
    await other.destroy();
    // Between two queries, the client hears of it only from its socket: wait until it has.
    let lost: Error | undefined;
    while (!lost) {
      lost = await conn.send('select 1').then(
        () => undefined,
        (error: Error) => error,
      );
    }
    // PostgreSQL closes the socket after its FATAL answer: let that arrive while still checked out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    conn.release(lost);
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(rows[0]!.pid).not.toBe(pid);
    // The socket may also report its reset first, depending on the server.
    expect(reported).toContainEqual(expect.stringMatching(/terminated/));
  });
});
