import { FEATURES, PERMISSIONS } from '@punchline/domain';
import { addMember, createOrg, createTestApp, createUser, signInCookie, signInToken } from '../test-app';
import type { Db } from '../../src/db/database';
import type { App } from '../../src/http/context';
import { sql } from 'kysely';

/** Text planted in every record of organization A: a body sent to a caller who may not see A must
 *  never hold it. */
export const MARKER = 'zqxmarka';

export type Caller = { userId: number; orgUserId: number; token: string };

/** What every described request can point at: the net's two organizations and their people. */
export type World = {
  app: App;
  db: Db;
  orgA: number;
  orgB: number;
  /** Every permission in A (the deep caller of org-scoped operations). */
  owner: Caller & { cookie: string; email: string };
  /** A member of A without any permission. */
  bare: Caller;
  /** Every permission in B, nothing in A. */
  outsider: Caller;
  /** A super sudo user and app admin, member of nothing. */
  sudo: Caller;
  /** A message of the owner in A. */
  ownerMessageId: number;
  /** One record per collection path in A (created through the API in the net's set-up). */
  records: Record<string, { id: number; version: number }>;
  distributorId: number;
  /** A paired clock of A (the role matrix's world has one; the device calls go past the token then). */
  device?: { token: string };
};

/** A member of an organization with these permissions, signed in. */
export async function member(app: App, db: Db, orgId: number, email: string, permissions: string[]): Promise<Caller> {
  const userId = await createUser(db, { email, name: `${MARKER} ${email.split('@')[0]}` });
  const orgUserId = await addMember(db, orgId, userId, permissions);
  return { userId, orgUserId, token: await signInToken(app, email) };
}

/** Two organizations with every feature, their members, and A's seeded records (names with MARKER). */
export async function createWorld(): Promise<World> {
  const { app, db } = await createTestApp();
  const orgA = await createOrg(db, `Alpha ${MARKER}`, { features: [...FEATURES] });
  const orgB = await createOrg(db, 'Beta', { features: [...FEATURES] });
  // Every collection must answer: net pay's are served only with payroll and net pay switched on
  // (issue 33), attendance discipline's only with discipline switched on (issue 34), credentials'
  // only with credentials switched on, briefings' only with briefings switched on (issue 35).
  const netPayOn = JSON.stringify({
    enabled: true,
    enableNetPay: true,
    disciplineEnabled: true,
    credentialsEnabled: true,
    enableBriefings: true,
  });
  await sql`update organizations set settings = settings || ${netPayOn}::jsonb where id in (${orgA}, ${orgB})`.execute(db);
  const ownerEmail = `owner-${MARKER}@example.com`;
  const owner = await member(app, db, orgA, ownerEmail, [...PERMISSIONS]);
  const bare = await member(app, db, orgA, `bare-${MARKER}@example.com`, []);
  const outsider = await member(app, db, orgB, 'outsider@example.com', [...PERMISSIONS]);
  const sudoId = await createUser(db, { email: 'sudo@example.com', sudoType: 'super' });
  await db.updateTable('users').set({ is_app_admin: true }).where('id', '=', sudoId).execute();
  const sudo = { userId: sudoId, orgUserId: 0, token: await signInToken(app, 'sudo@example.com') };
  await db
    .insertInto('departments')
    .values({ org_id: orgA, name: `${MARKER} kitchen` })
    .execute();
  const message = await db
    .insertInto('notification_messages')
    .values({ user_id: owner.userId, org_id: orgA, org_user_id: owner.orgUserId, title: `${MARKER} title`, body: `${MARKER} body` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const distributor = await db
    .insertInto('distributors')
    .values({ name: 'Partner', console_name: 'Partner Console', logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    app,
    db,
    orgA,
    orgB,
    owner: { ...owner, email: ownerEmail, cookie: await signInCookie(app, ownerEmail) },
    bare,
    outsider,
    sudo,
    ownerMessageId: message.id,
    records: {},
    distributorId: distributor.id,
  };
}
