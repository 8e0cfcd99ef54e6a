import webpush from 'web-push';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The server's VAPID key pair for Web Push: generated on first start, kept in the database so
 *  every browser subscription stays valid across restarts and server processes. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('server_settings')
    .values({ key: 'vapid-keys', value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_settings')
    .select(sql<string>`value::text`.as('value'))
    .where('key', '=', 'vapid-keys')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
