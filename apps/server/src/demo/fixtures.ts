import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { enterTenant } from '../db/tenant';
import { seedPunches } from '../punches/punch-store';
import { seedPayCodes } from '../time-rules/pay-codes.seed';

// A fixtures file describes organizations, users and memberships in plain JSON, for browser
// tests and demonstrations that need people in particular states (FIXTURES_FILE=path).

/** A worker: 'First Last', or with their department, org unit (by name) and more. */
const workerSchema = z.union([
  z.string(),
  z.object({
    name: z.string(),
    employeeNumber: z.string().nullable().default(null),
    department: z.string().nullable().default(null),
    orgUnit: z.string().nullable().default(null),
    labels: z.array(z.string()).default([]),
    active: z.boolean().default(true),
    /** Worked shifts as clock punches: `daysAgo` days before today, from `start` ('HH:MM', UTC, the
     *  zone fixture organizations keep) for `hours` hours. */
    shifts: z.array(z.object({ daysAgo: z.number().int().min(0), start: z.string(), hours: z.number().positive() })).default([]),
  }),
]);
type FixtureWorker = z.output<typeof workerSchema>;

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
      workers: z.array(workerSchema).default([]),
      /** Departments, org units and user labels, by name (workers and restrictions name them). */
      departments: z.array(z.string()).default([]),
      orgUnits: z.array(z.string()).default([]),
      labels: z.array(z.string()).default([]),
      /** Organization settings (employee defaults such as pinLengthMin, requiredFields). */
      settings: z.record(z.string(), z.unknown()).default({}),
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
            /** A label restriction: only these org units (by name) of the organization. */
            allowedOrgUnits: z.array(z.string()).default([]),
            messages: z.array(z.object({ title: z.string(), body: z.string().default(''), unread: z.boolean().default(true) })).default([]),
          }),
        )
        .default([]),
    }),
  ),
});
export type Fixtures = z.input<typeof fixturesSchema>;

/** Loads a fixtures file once, its days counted from `now` (ms): nothing happens when its first user already exists. */
export async function loadFixtures(db: Db, file: string, now: number): Promise<boolean> {
  const isoDayFromNow = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);
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
    // Restrictions wait for the org units they name, made inside each organization below.
    const restricted: { orgUserId: number; org: string; orgUnits: string[] }[] = [];
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
      await seedPayCodes(trx, row.id);
      if (Object.keys(o.settings).length > 0) {
        await sql`update organizations set settings = settings || ${JSON.stringify(o.settings)}::jsonb where id = ${row.id}`.execute(trx);
      }
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
        await trx
          .insertInto('user_totp')
          .values({ user_id: user.id, secret: u.totpSecret, confirmed_at: new Date(now) })
          .execute();
      }
      for (const m of u.memberships) {
        const orgId = orgIds.get(m.org);
        if (orgId === undefined) throw new Error(`fixtures: unknown organization "${m.org}" for ${u.email}`);
        const orgUser = await trx
          .insertInto('org_users')
          .values({ org_id: orgId, user_id: user.id, permissions: m.permissions, accepted: m.accepted })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (m.allowedOrgUnits.length > 0) restricted.push({ orgUserId: orgUser.id, org: m.org, orgUnits: m.allowedOrgUnits });
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
    const orgUnitIds = new Map<string, Map<string, number>>();
    for (const o of fixtures.organizations) {
      const orgId = orgIds.get(o.key)!;
      if (o.workers.length + o.departments.length + o.orgUnits.length + o.labels.length === 0) continue;
      await enterTenant(trx, orgId);
      // Plain SQL: the typed schema describes only the tables the core reads.
      const named = async (table: 'departments' | 'org_units' | 'labels', names: string[]) => {
        const ids = new Map<string, number>();
        for (const name of names) {
          const { rows } =
            table === 'labels'
              ? await sql<{ id: number }>`insert into labels (org_id, name, type) values (${orgId}, ${name}, 'user') returning id`.execute(
                  trx,
                )
              : await sql<{ id: number }>`insert into ${sql.table(table)} (org_id, name) values (${orgId}, ${name}) returning id`.execute(
                  trx,
                );
          ids.set(name, Number(rows[0]!.id));
        }
        return ids;
      };
      const departments = await named('departments', o.departments);
      const units = await named('org_units', o.orgUnits);
      const labels = await named('labels', o.labels);
      orgUnitIds.set(o.key, units);
      const idOf = (names: Map<string, number>, name: string | null, what: string) => {
        if (name === null) return null;
        const id = names.get(name);
        if (id === undefined) throw new Error(`fixtures: unknown ${what} "${name}" in ${o.name}`);
        return id;
      };
      for (const w of o.workers) {
        const r = workerRow(orgId, typeof w === 'string' ? { name: w } : w, departments, units, labels, idOf);
        const { rows } = await sql<{ id: number }>`insert into employees
            (org_id, first_name, last_name, employee_number, department_id, org_unit_id, label_ids, active)
          values (${r.org_id}, ${r.first_name}, ${r.last_name}, ${r.employee_number}, ${r.department_id}, ${r.org_unit_id},
                  ${r.label_ids}::jsonb, ${r.active}) returning id`.execute(trx);
        for (const shift of typeof w === 'string' ? [] : (w.shifts ?? [])) {
          const start = new Date(`${isoDayFromNow(-shift.daysAgo)}T${shift.start}:00Z`);
          const end = new Date(start.getTime() + shift.hours * 3_600_000);
          const employeeId = Number(rows[0]!.id);
          await seedPunches(trx, [
            { orgId, employeeId, at: start, type: 'in' },
            { orgId, employeeId, at: end, type: 'out' },
          ]);
        }
      }
    }
    for (const r of restricted) {
      const ids = r.orgUnits.map((name) => {
        const id = orgUnitIds.get(r.org)?.get(name);
        if (id === undefined) throw new Error(`fixtures: unknown org unit "${name}" in a restriction`);
        return id;
      });
      await trx.updateTable('org_users').set({ allowed_org_unit_ids: ids }).where('id', '=', r.orgUserId).execute();
    }
    return true;
  });
}

type IdOf = (names: Map<string, number>, name: string | null, what: string) => number | null;

/** A worker's row: first name, then the rest of the name as the last ('-' when there is none). */
function workerRow(
  orgId: number,
  w: Partial<Exclude<FixtureWorker, string>> & { name: string },
  departments: Map<string, number>,
  units: Map<string, number>,
  labels: Map<string, number>,
  idOf: IdOf,
) {
  const [first = w.name, ...rest] = w.name.split(' ');
  return {
    org_id: orgId,
    first_name: first,
    last_name: rest.join(' ') || '-',
    employee_number: w.employeeNumber ?? null,
    department_id: idOf(departments, w.department ?? null, 'department'),
    org_unit_id: idOf(units, w.orgUnit ?? null, 'org unit'),
    label_ids: JSON.stringify((w.labels ?? []).map((name) => idOf(labels, name, 'label')!)),
    active: w.active ?? true,
  };
}
