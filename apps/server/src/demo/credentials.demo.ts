import {
  credentialPoliciesResource,
  credentialSettings,
  credentialTypesResource,
  employeeCredentialsResource,
  type ResourceDef,
} from '@punchline/contracts';
import { addDaysIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { withOrg } from '../orgs/org-access';
import { callerOf } from '../resources/access';
import { createRecord } from '../resources/resource.service';
import { saveSettings } from '../resources/settings.service';
import { serverSecret } from '../system/server-secrets';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's credentials (issue 35), made by the owner through the services the console calls:
// credentials switched on; a Forklift licence (reminded 30 days ahead) and a Food handler card
// (14 days); the forklift licence required to clock in to Warehouse Racking (the punch is refused
// without a valid one) and the food card in every department (a warning at the clock, 30 days'
// grace for new hires). Most workers hold a valid card; one expires within the week, one has expired;
// two forklift drivers are licensed, a third's licence has lapsed.

export const DEMO_FORKLIFT_JOB = 'Warehouse Racking';

export type DemoCredentials = { types: number; credentials: number; expired: number };

const idOf = (row: Record<string, unknown>) => Number(row.id);

export async function seedDemoCredentials(db: Db, orgId: number, now: number): Promise<DemoCredentials> {
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['credential', 'document'])) where id = ${orgId}`.execute(
      trx,
    );
  });
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const secrets = { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') };
  const clock = { now: () => now * 1000 };
  return withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_employees' }, async (trx, access) => {
    const caller = callerOf(identity, access, { secrets, clock });
    await saveSettings(
      trx,
      credentialSettings,
      orgId,
      undefined,
      { credentialsEnabled: true, maxDocumentsPerUser: 10, maxDocumentFileSize: 2_000_000 },
      caller,
    );
    const create = async (def: ResourceDef, values: Record<string, unknown>) => idOf(await createRecord(trx, def, orgId, values, caller));
    const forklift = await create(credentialTypesResource, {
      name: 'Forklift licence',
      expires: true,
      reminderDays: 30,
      documentRequired: false,
      active: true,
    });
    const food = await create(credentialTypesResource, {
      name: 'Food handler card',
      expires: true,
      reminderDays: 14,
      documentRequired: false,
      active: true,
    });
    const { rows: jobs } = await sql<{
      id: number;
    }>`select id::int as id from jobs where org_id = ${orgId} and name = ${DEMO_FORKLIFT_JOB}`.execute(trx);
    if (jobs[0])
      await create(credentialPoliciesResource, {
        name: 'Forklift at the warehouse',
        credentialTypeIds: [forklift],
        appliesTo: 'jobs',
        jobIds: [jobs[0].id],
        graceDays: 0,
        clockAction: 'refuse',
        active: true,
      });
    // The food card in the departments people work in (a worker without one, such as a kiosk
    // test's, is not asked).
    const { rows: departments } = await sql<{ id: number }>`select distinct department_id::int as id from employees
      where org_id = ${orgId} and active and department_id is not null order by 1`.execute(trx);
    await create(credentialPoliciesResource, {
      name: 'Food safety',
      credentialTypeIds: [food],
      appliesTo: departments.length > 0 ? 'departments' : 'all',
      departmentIds: departments.map((d) => d.id),
      graceDays: 30,
      clockAction: 'warn',
      active: true,
    });
    const { rows: workers } = await sql<{ id: number }>`select id::int as id from employees
      where org_id = ${orgId} and active order by last_name, first_name, id`.execute(trx);
    const { rows: tz } = await sql<{ timezone: string }>`select timezone from organizations where id = ${orgId}`.execute(trx);
    const today = localFromEpoch(now, tz[0]?.timezone ?? 'UTC').slice(0, 10);
    let count = 0;
    let expired = 0;
    const hold = async (employeeId: number, typeId: number, number: string, expiresInDays: number) => {
      const expiresOn = addDaysIso(today, expiresInDays);
      const issuedOn = addDaysIso(expiresOn, -3 * 365);
      await createRecord(
        trx,
        employeeCredentialsResource,
        orgId,
        { employeeId, typeId, number, issuedOn, expiresOn, documentId: null },
        caller,
      );
      count += 1;
      if (expiresInDays < 0) expired += 1;
    };
    // The food card: every worker but the last (missing, warned at the clock); one expiring, one expired.
    for (const [i, w] of workers.slice(0, -1).entries()) {
      const days = i === 1 ? 6 : i === 2 ? -5 : 120 + ((i * 37) % 600);
      await hold(w.id, food, `FH-${20400 + i}`, days);
    }
    // Forklift licences: two valid, the third lapsed last week.
    for (const [i, w] of workers.slice(3, 6).entries()) await hold(w.id, forklift, `FL-${7100 + i}`, i === 2 ? -7 : 200 + i * 90);
    return { types: 2, credentials: count, expired };
  });
}
