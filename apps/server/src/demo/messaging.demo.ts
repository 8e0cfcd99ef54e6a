import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { jobQueueOf } from '../jobs/queue';
import { createMailer } from '../mail/mailer';
import { markMessage } from '../messaging/clock.service';
import { createMessage, type MessageBody } from '../messaging/messages.service';
import { sendMessage } from '../messaging/send.service';
import { actorOf } from '../audit/actor';
import { withOrg } from '../orgs/org-access';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's messaging (issue 35), made by the owner through the services the console and the
// clock call, after the app is built (its mailer sends on the app's job queue): a must-acknowledge
// safety note to the Bakers two days ago that most of them acknowledged at the Downtown kiosk, a
// notice to the Drivers some read, and an inventory note scheduled for tomorrow morning.

const DAY = 86_400;
const audience = { employeeIds: [], teamIds: [], departmentIds: [], orgUnitIds: [], labelIds: [], adminIds: [] };

export type DemoMessaging = { sent: number; acknowledged: number; read: number; scheduled: number };

export async function seedDemoMessaging(app: object, db: Db, config: Config, orgId: number, now: number): Promise<DemoMessaging> {
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['notification'])) where id = ${orgId}`.execute(
      trx,
    );
  });
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const mailer = createMailer(config.mail, jobQueueOf(app));
  return withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_employees' }, async (trx, access) => {
    const sender = { userId: owner.id, orgUserId: access.orgUserId, restrictions: access.restrictions, actor: actorOf(identity, access) };
    const team = async (name: string) =>
      (await trx.selectFrom('teams').select('id').where('org_id', '=', orgId).where('name', '=', name).executeTakeFirstOrThrow()).id;
    const kiosk = await trx
      .selectFrom('devices')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', 'Downtown kiosk')
      .executeTakeFirstOrThrow();
    const send = async (body: Omit<MessageBody, keyof typeof audience> & Partial<MessageBody>, at: number) => {
      const id = await createMessage(trx, orgId, { ...audience, ...body } as MessageBody, sender, at * 1000);
      if (body.sendAt === null) await sendMessage(trx, orgId, id, at * 1000, mailer);
      await trx
        .updateTable('messaging_messages')
        .set({ created_at: new Date(at * 1000) })
        .where('id', '=', id)
        .execute();
      return trx.selectFrom('messaging_recipients').select(['id', 'employee_id']).where('message_id', '=', id).orderBy('id').execute();
    };

    const bakers = await send(
      {
        subject: 'Wet floor by the proofing room',
        body: 'The drain by the proofing room is being replaced this week. Keep to the marked path and wear your non-slip shoes.\n\nThe safety sheet: https://example.com/safety/wet-floors',
        mustAcknowledge: true,
        teamIds: [await team('Bakers')],
        sendAt: null,
      },
      now - 2 * DAY,
    );
    let acknowledged = 0;
    // All but two acknowledged at the kiosk the next mornings.
    for (const [n, r] of bakers.slice(0, Math.max(0, bakers.length - 2)).entries()) {
      await markMessage(trx, { orgId, id: kiosk.id }, r.employee_id!, r.id, (now - 2 * DAY + 3600 * (14 + n)) * 1000, true);
      acknowledged += 1;
    }
    const drivers = await send(
      {
        subject: 'New fuel cards',
        body: 'New fuel cards are in the office. Pick yours up before Friday; the old ones stop working on the 1st.',
        mustAcknowledge: false,
        teamIds: [await team('Drivers')],
        sendAt: null,
      },
      now - DAY,
    );
    let read = 0;
    for (const r of drivers.filter((_, i) => i % 2 === 0)) {
      await markMessage(trx, { orgId, id: kiosk.id }, r.employee_id!, r.id, (now - DAY + 7200) * 1000, false);
      read += 1;
    }
    await send(
      {
        subject: 'Inventory count on Saturday',
        body: 'We count the stock room on Saturday after closing. Plan for an extra hour.',
        mustAcknowledge: false,
        teamIds: [await team('Front of house')],
        sendAt: new Date((now + DAY) * 1000).toISOString(),
      },
      now,
    );
    return { sent: 2, acknowledged, read, scheduled: 1 };
  });
}
