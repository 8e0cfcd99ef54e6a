import { PERMISSION_PRESETS, PERMISSIONS, type Permission, type PermissionPresetKey } from '@punchline/domain';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { enterTenant } from '../db/tenant';
import { serverSecret } from '../system/server-secrets';
import { seedDemoWorkers } from './demo-workers';
import { seedDemoTimeRules } from './time-rules.demo';
import { seedDemoCosting } from './costing.demo';

export const DEMO_OWNER_EMAIL = 'admin@example.com';
export const DEMO_OWNER_PASSWORD = 'punchline-demo';
export const DEMO_ORG_NAME = 'Riverside Bakery (demo)';

export type DemoSignIn = { email: string; password: string; name: string; role: string };

// Not manager@example.com: the browser tests' fixtures (e2e/fixtures.json) have that person.
export const DEMO_MANAGER: DemoSignIn = {
  email: 'downtown.manager@example.com',
  password: 'punchline-manager',
  name: 'Maya Brooks',
  role: 'manager, Downtown workers only',
};
export const DEMO_PAYROLL: DemoSignIn = {
  email: 'payroll@example.com',
  password: 'punchline-payroll',
  name: 'Paul Ortega',
  role: 'payroll administrator, sees pay and sensitive fields',
};

/** Everyone who can sign in to the demo organization, owner first. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD, name: 'Demo Owner', role: 'owner' },
  DEMO_MANAGER,
  DEMO_PAYROLL,
];

/** What `npm start` prints: one line per demo sign-in. */
export const demoSignInLines = (): string[] => DEMO_SIGN_INS.map((s) => `Demo sign-in: ${s.email} / ${s.password} (${s.role})`);

// Time rules (issue 15): payroll, punch codes and entry states are part of the demo's plan.
const DEMO_FEATURES = ['customfield', 'payroll', 'punch_codes', 'entry_state'];

const preset = (key: PermissionPresetKey): Permission[] => [...PERMISSION_PRESETS.find((p) => p.key === key)!.permissions];

/** The demo organization's id (after seedDemoData made it). */
export async function demoOrgId(db: Db): Promise<number> {
  const row = await db.selectFrom('organizations').select('id').where('name', '=', DEMO_ORG_NAME).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates the demo organization on a database that has no organization yet: its owner and two
 * administrators with narrower rights, departments, org units, user labels and custom fields, and
 * about forty workers with PINs and pay rate histories (demo-people.ts). Returns false (and
 * changes nothing) when the database already has data.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [hashes, pinKey] = await Promise.all([
    Promise.all(DEMO_SIGN_INS.map((s) => hashPassword(s.password))),
    serverSecret(db, 'pin-hash-key'),
  ]);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    // Employee defaults (employees/defaults) in its settings: PINs of 4 to 6 digits, as the demo's are.
    const employeeDefaults = JSON.stringify({ pinLengthMin: 4, pinLengthMax: 6 });
    // Room for 20 clocks: the four kiosks of the replay, and whatever web clocks and phones the
    // person trying the demo pairs (the welcome dialog sends them to /clock).
    const { rows } = await sql<{
      id: number;
    }>`insert into organizations (name, timezone, subscription_state, max_users, max_devices, features, settings)
      values (${DEMO_ORG_NAME}, 'America/New_York', 'active', 100, 20, ${DEMO_FEATURES}, ${employeeDefaults}::jsonb)
      returning id`.execute(trx);
    const org = rows[0]!;
    const users = await trx
      .insertInto('users')
      .values(DEMO_SIGN_INS.map((s, i) => ({ email: s.email, name: s.name, password_hash: hashes[i]!, email_verified: true })))
      .returning(['id', 'email'])
      .execute();
    const userId = (email: string) => users.find((u) => u.email === email)!.id;
    await enterTenant(trx, org.id); // the rest are the organization's own rows: RLS applies
    const downtown = await seedDemoWorkers(trx, org.id, pinKey, userId(DEMO_MANAGER.email));
    await seedDemoTimeRules(trx, org.id);
    // Job costing (issue 15): enhanced costing, categories, jobs, phases and cost codes.
    await seedDemoCosting(trx, org.id);
    const members = [
      { user_id: userId(DEMO_OWNER_EMAIL), permissions: [...PERMISSIONS], units: [] as number[] },
      { user_id: userId(DEMO_MANAGER.email), permissions: preset('manager'), units: [downtown] },
      { user_id: userId(DEMO_PAYROLL.email), permissions: preset('payroll_admin'), units: [] },
    ];
    await sql`insert into org_users (org_id, user_id, permissions, accepted, allowed_org_unit_ids)
      select ${org.id}, x.user_id, array(select jsonb_array_elements_text(x.permissions)), true,
        array(select jsonb_array_elements_text(x.units)::bigint)
      from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as x(user_id bigint, permissions jsonb, units jsonb)`.execute(trx);
    return true;
  });
}
