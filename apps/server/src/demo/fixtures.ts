import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { enterTenant } from '../db/tenant';

// A fixtures file describes organizations, users and memberships in plain JSON, for browser
// tests and demonstrations that need people in particular states (FIXTURES_FILE=path).
const fixturesSchema = z.object({
  distributors: z.array(z.object({ key: z.string(), name: z.string(), consoleName: z.string() })).default([]),
  organizations: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      active: z.boolean().default(true),
      subscriptionState: z.string().default('active'),
      billingCustomerId: z.string().nullable().default(null),
      expireInDays: z.number().int().nullable().default(null),
      features: z.array(z.string()).default([]),
      distributor: z.string().nullable().default(null),
      workers: z.array(z.string()).default([]),
      /** The organization's login requirement: members need two-factor sign-in. */
      requireTwoFactor: z.boolean().default(false),
    }),
  ),
  users: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      password: z.string(),
      emailVerified: z.boolean().default(true),
      sudoType: z.enum(['staff', 'super']).nullable().default(null),
      distributor: z.string().nullable().default(null),
      /** A confirmed TOTP enrolment (base32 secret), so tests can compute codes. */
      totpSecret: z.string().nullable().default(null),
      memberships: z
        .array(
          z.object({
            org: z.string(),
            permissions: z.array(z.string()),
            accepted: z.boolean().default(true),
            messages: z.array(z.object({ title: z.string(), body: z.string().default(''), unread: z.boolean().default(true) })).default([]),
          }),
        )
        .default([]),
    }),
  ),
});
export type Fixtures = z.input<typeof fixturesSchema>;

const isoDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Loads a fixtures file once: nothing happens when its first user already exists. */
export async function loadFixtures(db: Db, file: string): Promise<boolean> {
  const fixtures = fixturesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const first = fixtures.users[0];
  if (!first) return false;
  const hashes = await Promise.all(fixtures.users.map((u) => hashPassword(u.password)));
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('users').select('id').where('email', '=', first.email).executeTakeFirst()) return false;
    const distributorIds = new Map<string, number>();
    for (const d of fixtures.distributors) {
      const row = await trx
        .insertInto('distributors')
        .values({ name: d.name, console_name: d.consoleName, logo_url: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      distributorIds.set(d.key, row.id);
    }
    const orgIds = new Map<string, number>();
    for (const o of fixtures.organizations) {
      const row = await trx
        .insertInto('organizations')
        .values({
          name: o.name,
          active: o.active,
          subscription_state: o.subscriptionState,
          billing_customer_id: o.billingCustomerId,
          expire_date: o.expireInDays === null ? null : isoDayFromNow(o.expireInDays),
          features: o.features,
          distributor_id: o.distributor ? (distributorIds.get(o.distributor) ?? null) : null,
          require_two_factor: o.requireTwoFactor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orgIds.set(o.key, row.id);
    }
    for (const [i, u] of fixtures.users.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: u.email,
          name: u.name,
          password_hash: hashes[i]!,
          email_verified: u.emailVerified,
          sudo_type: u.sudoType,
          distributor_id: u.distributor ? (distributorIds.get(u.distributor) ?? null) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (u.totpSecret) {
        await trx.insertInto('user_totp').values({ user_id: user.id, secret: u.totpSecret, confirmed_at: new Date() }).execute();
      }
      for (const m of u.memberships) {
        const orgId = orgIds.get(m.org);
        if (orgId === undefined) throw new Error(`fixtures: unknown organization "${m.org}" for ${u.email}`);
        const orgUser = await trx
          .insertInto('org_users')
          .values({ org_id: orgId, user_id: user.id, permissions: m.permissions, accepted: m.accepted })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const message of m.messages) {
          await trx
            .insertInto('notification_messages')
            .values({
              org_id: orgId,
              org_user_id: orgUser.id,
              user_id: user.id,
              title: message.title,
              body: message.body,
              unread: message.unread,
            })
            .execute();
        }
      }
    }
    // Workers last: entering a tenant switches the transaction to the tenant role for good.
    for (const o of fixtures.organizations) {
      if (o.workers.length === 0) continue;
      await enterTenant(trx, orgIds.get(o.key)!);
      await trx
        .insertInto('employees')
        .values(
          o.workers.map((w) => ({
            org_id: orgIds.get(o.key)!,
            first_name: w.split(' ')[0] ?? w,
            last_name: w.split(' ').slice(1).join(' ') || '-',
          })),
        )
        .execute();
    }
    return true;
  });
}
