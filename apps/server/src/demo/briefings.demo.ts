import { briefingSettings, briefingTypesResource } from '@punchline/contracts';
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

// The demo's briefings (issue 35), made by the owner through the services the console calls:
// briefings switched on; a daily "Morning safety talk" for the Warehouse department and a once
// "Forklift safety rules" with one question for the workers labelled Forklift. Most warehouse
// workers heard today's talk at a clock (one only yesterday's), and one forklift driver has
// acknowledged the rules; the others are still outstanding.

export const DEMO_BRIEFINGS = { talk: 'Morning safety talk', forklift: 'Forklift safety rules' } as const;
const FORKLIFT_QUESTION = 'Where are the forks when the truck is parked? | Raised | *Lowered to the floor';

export async function seedDemoBriefings(db: Db, orgId: number, now: number): Promise<{ acknowledgments: number }> {
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['briefing'])) where id = ${orgId}`.execute(
      trx,
    );
  });
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const secrets = { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') };
  const clock = { now: () => now * 1000 };
  return withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_settings' }, async (trx, access) => {
    const caller = callerOf(identity, access, { secrets, clock });
    await saveSettings(trx, briefingSettings, orgId, undefined, { enableBriefings: true }, caller);
    const idOf = (query: string, name: string) =>
      sql<{ id: number }>`select id::int as id from ${sql.table(query)} where org_id = ${orgId} and name = ${name}`
        .execute(trx)
        .then((r) => r.rows[0]?.id ?? null);
    const warehouse = await idOf('departments', 'Warehouse');
    const forkliftLabel = await idOf('labels', 'Forklift');
    const talk = Number(
      (
        await createRecord(
          trx,
          briefingTypesResource,
          orgId,
          {
            name: DEMO_BRIEFINGS.talk,
            contentKind: 'text',
            contentText:
              'Before the shift: walk your aisle, report anything blocking an exit, keep to the marked walkways while trucks move, and wear your high-visibility vest on the floor.',
            questions: [],
            appliesTo: warehouse ? 'departments' : 'all',
            departmentIds: warehouse ? [warehouse] : [],
            frequency: 'daily',
            skippable: false,
            active: true,
          },
          caller,
        )
      ).id,
    );
    const rules = Number(
      (
        await createRecord(
          trx,
          briefingTypesResource,
          orgId,
          {
            name: DEMO_BRIEFINGS.forklift,
            contentKind: 'text',
            contentText:
              'Only licensed drivers operate a forklift. Wear the seat belt, keep the load low when moving, sound the horn at blind corners, and lower the forks to the floor when you park.',
            questions: [FORKLIFT_QUESTION],
            appliesTo: forkliftLabel ? 'labels' : 'all',
            labelIds: forkliftLabel ? [forkliftLabel] : [],
            frequency: 'once',
            skippable: false,
            active: true,
          },
          caller,
        )
      ).id,
    );
    const { rows: tz } = await sql<{ timezone: string }>`select timezone from organizations where id = ${orgId}`.execute(trx);
    const today = localFromEpoch(now, tz[0]?.timezone ?? 'UTC').slice(0, 10);
    const { rows: device } = await sql<{ id: number | null }>`select min(id)::int as id from devices where org_id = ${orgId}`.execute(trx);
    const { rows: inWarehouse } = await sql<{ id: number }>`select id::int as id from employees
      where org_id = ${orgId} and active and department_id = ${warehouse} order by last_name, first_name, id`.execute(trx);
    const { rows: drivers } = await sql<{ id: number }>`select id::int as id from employees
      where org_id = ${orgId} and active and label_ids @> ${JSON.stringify(forkliftLabel ? [forkliftLabel] : [])}::jsonb
      order by last_name, first_name, id`.execute(trx);
    let count = 0;
    const ack = async (typeId: number, employeeId: number, period: string, secondsAgo: number, answers: unknown[]) => {
      await sql`insert into briefing_acknowledgments (org_id, briefing_type_id, employee_id, period, at, device_id, answers)
        values (${orgId}, ${typeId}, ${employeeId}, ${period}, ${new Date((now - secondsAgo) * 1000)}, ${device[0]?.id ?? null},
                ${JSON.stringify(answers)}::jsonb)`.execute(trx);
      count += 1;
    };
    // Today's talk heard by all but the last warehouse worker, who heard only yesterday's.
    for (const [i, w] of inWarehouse.entries()) {
      const last = i === inWarehouse.length - 1;
      await ack(talk, w.id, last ? addDaysIso(today, -1) : today, last ? 86_400 + 600 : 1800 + i * 120, []);
    }
    const answered = [{ question: 'Where are the forks when the truck is parked?', answer: 'Lowered to the floor' }];
    if (drivers[0]) await ack(rules, drivers[0].id, 'once', 3 * 86_400, answered);
    return { acknowledgments: count };
  });
}
