import type { PartnerOrg, PartnerOrgCreateBody } from '@punchline/contracts';
import { hashPassword } from '../auth/passwords';
import { issueIdentityToken } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import type { App } from '../http/context';
import { seedPunches, type SeedPunch } from '../punches/punch-store';
import { serverSecret } from '../system/server-secrets';
import type { DemoSignIn } from './demo-data';

// The demo's white-label partner (issue 36, docs/partner.md): a distributor, its admin, and three
// customer organizations the admin made on the partner screen's own calls (the invitations land
// in the mail outbox), two of them with a few workers and a month of punches for the usage bars.

export const DEMO_PARTNER: DemoSignIn = {
  email: 'partner@example.com',
  password: 'punchline-partner',
  name: 'Priya Natarajan',
  role: 'distributor admin of Northwind Time: Settings → Partner in any of its organizations',
};
export const DEMO_DISTRIBUTOR = 'Northwind Payroll Partners';

/** Harbor Hardware's owner had an account already and accepted the invitation, so the partner can
 *  act as them; the other owners have not answered their invitations yet. */
const ACCEPTING_OWNER = { email: 'hank@harbor-hardware.example.com', password: 'punchline-customer' };

type Customer = { body: PartnerOrgCreateBody; workers: string[]; shifts: number };

const CUSTOMERS: readonly Customer[] = [
  {
    body: {
      name: 'Harbor Hardware',
      timezone: 'America/Chicago',
      ownerName: 'Hank Porter',
      ownerEmail: 'hank@harbor-hardware.example.com',
      startingState: 'trial',
      trialDays: 30,
      payPeriodType: 'biweek',
      payPeriodStarts: 1,
      maxUsers: 10,
      maxDevices: 2,
    },
    workers: ['Ana Ruiz', 'Ben Okafor', 'Cleo Park', 'Dev Shah', 'Eli Stone', 'Faye Lin', 'Gus Moreau', 'Hal Reed', 'Ivy Chen'],
    shifts: 18,
  },
  {
    body: {
      name: 'Summit Fitness',
      timezone: 'America/Denver',
      ownerName: 'Sara Quinn',
      ownerEmail: 'sara@summit-fitness.example.com',
      startingState: 'trial',
      trialDays: 5,
      payPeriodType: 'week',
      payPeriodStarts: 1,
      maxUsers: 15,
      maxDevices: 1,
    },
    workers: ['Jo Adams', 'Kai Brooks', 'Lena Ford'],
    shifts: 6,
  },
  {
    body: {
      name: 'Maple Street Dental',
      timezone: 'America/New_York',
      ownerName: 'Dr. Mei Tanaka',
      ownerEmail: 'mei@maple-dental.example.com',
      maxUsers: 8,
      maxDevices: 1,
    },
    workers: [],
    shifts: 0,
  },
];

/** A worker's shifts of the last weeks: weekdays, 8:00 to 16:30 in UTC terms, newest yesterday. */
function shiftPunches(orgId: number, employeeId: number, shifts: number, now: number): SeedPunch[] {
  const punches: SeedPunch[] = [];
  const day = 86_400_000;
  const today = Math.floor(now / day) * day;
  for (let back = 1, made = 0; made < shifts && back < 60; back++) {
    const start = today - back * day;
    const weekday = new Date(start).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    punches.push({ orgId, employeeId, at: new Date(start + 14 * 3_600_000), type: 'in' });
    punches.push({ orgId, employeeId, at: new Date(start + 22.5 * 3_600_000), type: 'out' });
    made++;
  }
  return punches;
}

/**
 * Makes the distributor and its admin, then, as that admin, the customer organizations through
 * POST partner/distributors/{id}/orgs and their workers through POST orgs/{id}/employees (the
 * console's calls, on the built app); the punches are seeded as a clock would have made them.
 * Answers the organizations made.
 */
export async function seedDemoPartner(app: App, db: Db, now: number): Promise<PartnerOrg[]> {
  const distributor = await db
    .insertInto('distributors')
    .values({ name: DEMO_DISTRIBUTOR, console_name: 'Northwind Time', logo_url: null, trial_features: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .insertInto('users')
    .values({
      email: DEMO_PARTNER.email,
      name: DEMO_PARTNER.name,
      password_hash: await hashPassword(DEMO_PARTNER.password),
      email_verified: true,
      distributor_id: distributor.id,
      is_distributor_admin: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hank = await db
    .insertInto('users')
    .values({
      email: ACCEPTING_OWNER.email,
      name: 'Hank Porter',
      password_hash: await hashPassword(ACCEPTING_OWNER.password),
      email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = await serverSecret(db, 'token-signing-key');
  const headers = { authorization: `Bearer ${issueIdentityToken(secret, admin.id).token}` };
  const made: PartnerOrg[] = [];
  for (const customer of CUSTOMERS) {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/partner/distributors/${distributor.id}/orgs`,
      headers,
      payload: customer.body,
    });
    if (answer.statusCode !== 200) throw new Error(`demo partner organization refused: ${answer.body}`);
    const org = (answer.json() as { result: PartnerOrg }).result;
    const punches: SeedPunch[] = [];
    for (const [i, name] of customer.workers.entries()) {
      const [firstName, lastName] = name.split(' ');
      const worker = await app.inject({ method: 'POST', url: `/api/orgs/${org.id}/employees`, headers, payload: { firstName, lastName } });
      if (worker.statusCode !== 201) throw new Error(`demo partner worker refused: ${worker.body}`);
      // Not everyone works every day: the later workers have fewer shifts.
      const shifts = Math.max(1, customer.shifts - i * 2);
      punches.push(...shiftPunches(org.id, (worker.json() as { result: { id: number } }).result.id, shifts, now));
    }
    if (punches.length > 0) await writeTenant(db, org.id, (trx) => seedPunches(trx, punches).then(() => undefined));
    if (customer.body.ownerEmail === ACCEPTING_OWNER.email) {
      const owner = { authorization: `Bearer ${issueIdentityToken(secret, hank.id).token}` };
      const accepted = await app.inject({ method: 'POST', url: `/api/manage/orgs/${org.id}/accept`, headers: owner });
      if (accepted.statusCode !== 200) throw new Error(`demo partner owner could not accept: ${accepted.body}`);
    }
    made.push(org);
  }
  return made;
}
