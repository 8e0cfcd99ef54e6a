import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Returns the secret named key, creating it on first use; kept in the database so every
 *  server process (and every restart) signs and checks tokens with the same key. */
export async function serverSecret(db: Db, key: string): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await db
    .insertInto('server_settings')
    .values({ key, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_settings')
    .select(sql<string>`value #>> '{}'`.as('value'))
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
