import { sql } from 'kysely';
import type { Db } from '../db/database';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The server's VAPID key pair for Web Push: generated on first start, kept in the database so
 *  every browser subscription stays valid across restarts and server processes. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await storedKeys(db);
  if (kept) return kept;
  // First start only: web-push is loaded here and for sending, not at every start (idle memory, issue 37).
  const { default: webpush } = await import('web-push');
  const fresh = webpush.generateVAPIDKeys();
  // Another server process starting at the same time may store its pair first: every process uses the stored one.
  await db
    .insertInto('server_settings')
    .values({ key: 'vapid-keys', value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await storedKeys(db)) as VapidKeys;
}

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('server_settings')
    .select(sql<string>`value::text`.as('value'))
    .where('key', '=', 'vapid-keys')
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as VapidKeys) : undefined;
}
