import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import type { Mailer } from '../mail/mailer';
import { applyRestrictions, type LabelRestrictions } from '../orgs/org-access';
import { sendPushes, type PushConfig } from './deliver';
import { sendMessage } from './send.service';

// The job that sends scheduled messages (QUEUES.sendMessages, every minute): each due message in
// its own transaction of its organization, within the label restrictions its sender had when
// writing it, so a restricted administrator's scheduled message reaches no one they could not
// address by sending it at once. One message's failure leaves the others sent.

type Log = { error: (o: object, m: string) => void };

const restrictionsOf = (v: unknown): LabelRestrictions => {
  const r = (v ?? {}) as Partial<LabelRestrictions>;
  return { orgUnitIds: r.orgUnitIds ?? [], departmentIds: r.departmentIds ?? [], labelIds: r.labelIds ?? [], jobIds: r.jobIds ?? [] };
};

export async function sendDueMessages(db: Db, now: number, mailer: Mailer, push: PushConfig, log?: Log): Promise<number> {
  const { rows } = await sql<{ id: number; org_id: number; sender_restrictions: unknown }>`
    select id::int, org_id::int, sender_restrictions from messaging_messages
     where status = 'scheduled' and send_at <= ${new Date(now)} order by send_at, id limit 500`.execute(db);
  let sent = 0;
  for (const due of rows) {
    try {
      const pushes = await writeTenant(db, due.org_id, async (trx) => {
        await applyRestrictions(trx, restrictionsOf(due.sender_restrictions));
        return sendMessage(trx, due.org_id, due.id, now, mailer);
      });
      await sendPushes(db, push, pushes);
      sent += 1;
    } catch (error) {
      log?.error({ messageId: due.id, err: error instanceof Error ? error.message : String(error) }, 'scheduled message failed');
    }
  }
  return sent;
}
