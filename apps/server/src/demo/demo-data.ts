import type { Db } from '../db/database';
import { enterTenant } from '../db/tenant';
import { hashPassword } from '../auth/passwords';
import { PERMISSIONS } from '@punchline/domain';

export const DEMO_OWNER_EMAIL = 'admin@example.com';
export const DEMO_OWNER_PASSWORD = 'punchline-demo';
export const DEMO_ORG_NAME = 'Riverside Bakery (demo)';

const DEPARTMENTS = ['Bakery', 'Front of House', 'Delivery'];
const EMPLOYEES: [first: string, last: string, department: number][] = [
  ['Ana', 'Alvarez', 0],
  ['Ben', 'Okafor', 0],
  ['Chloe', 'Nguyen', 1],
  ['Dev', 'Patel', 1],
  ['Emma', 'Schmidt', 1],
  ['Farid', 'Haddad', 2],
  ['Grace', 'Kim', 2],
];

/** Creates the demo organization and its owner on a database that has no organization yet.
 *  Returns false (and changes nothing) when the database already has data. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const org = await trx
      .insertInto('organizations')
      .values({ name: DEMO_ORG_NAME, timezone: 'America/New_York', subscription_state: 'active', max_users: 25, features: ['customfield'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await trx
      .insertInto('users')
      .values({ email: DEMO_OWNER_EMAIL, name: 'Demo Owner', password_hash: passwordHash, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('org_users')
      .values({ org_id: org.id, user_id: owner.id, permissions: [...PERMISSIONS], accepted: true })
      .execute();
    await enterTenant(trx, org.id); // the rest are the organization's own rows: RLS applies
    const departments = await trx
      .insertInto('departments')
      .values(DEPARTMENTS.map((name) => ({ org_id: org.id, name })))
      .returning('id')
      .execute();
    await trx
      .insertInto('employees')
      .values(
        EMPLOYEES.map(([first_name, last_name, d]) => ({
          org_id: org.id,
          first_name,
          last_name,
          department_id: departments[d]?.id ?? null,
        })),
      )
      .execute();
    return true;
  });
}
