import { formatDate, localFromEpoch, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import type { Mailer } from '../mail/mailer';
import { formatPrefs } from '../punches/punches.list';
import { recordNotification } from '../push/notify.service';
import { managersOfWorker } from '../workers/managers-of-worker';

// The daily reminder before a credential expires (QUEUES.remindCredentials): for each organization
// using credentials, every credential whose type reminds N days ahead and whose expiry is within
// those days (in the organization's time zone) gets one reminder: a mail to the worker when they
// have an account, and a notification to each manager (edit_employees) who may see the worker.
// The reminder row (credential, expiry date) is claimed first, so a rerun, or two instances, send
// nothing twice; a renewed credential (a new expiry date) earns a new reminder.

type Due = {
  credential_id: number;
  employee_id: number;
  expires_on: string;
  type_name: string;
  worker_name: string;
  email: string | null;
};

/** The expiry date as the organization writes dates (SPEC section 3), without the weekday's name. */
const expiryText = (due: Due, prefs: FormatPreferences) => formatDate(due.expires_on, { ...prefs, dayOfWeek: 'none' });

export async function remindCredentials(
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  nowMs: number,
  log?: { error: (o: object, m: string) => void },
) {
  const { rows: orgs } = await sql<{ id: number; timezone: string }>`
    select id::int as id, timezone from organizations
     where 'credential' = any(features) and coalesce((settings->>'credentialsEnabled')::boolean, false) order by id`.execute(db);
  let sent = 0;
  for (const org of orgs) {
    try {
      sent += await writeTenant(db, org.id, (trx) =>
        remindOrg(trx, mailer, org.id, localFromEpoch(nowMs / 1000, org.timezone).slice(0, 10)),
      );
    } catch (error) {
      log?.error({ orgId: org.id, err: error instanceof Error ? error.message : String(error) }, 'credential reminders failed');
    }
  }
  return sent;
}

async function remindOrg(trx: TenantTx, mailer: Pick<Mailer, 'send'>, orgId: number, today: string): Promise<number> {
  // Claimed and read in one statement: only the rows this run inserted come back.
  const { rows } = await sql<Due>`
    with due as (
      select c.id as credential_id, c.employee_id, c.expires_on
        from employee_credentials c join credential_types t on t.id = c.type_id and t.org_id = c.org_id
       where c.org_id = ${orgId} and t.active and t.expires and t.reminder_days is not null and c.expires_on is not null
         and c.expires_on >= ${today}::date and c.expires_on <= ${today}::date + t.reminder_days
    ), claimed as (
      insert into credential_reminders (org_id, credential_id, employee_id, expires_on)
      select ${orgId}, credential_id, employee_id, expires_on from due
      on conflict do nothing
      returning credential_id, employee_id, expires_on
    )
    select k.credential_id::int as credential_id, k.employee_id::int as employee_id, k.expires_on::text as expires_on,
           t.name as type_name, e.first_name || ' ' || e.last_name as worker_name, u.email
      from claimed k
      join employee_credentials c on c.id = k.credential_id
      join credential_types t on t.id = c.type_id
      join employees e on e.id = k.employee_id and e.active
      left join users u on u.id = e.user_id
     order by k.credential_id`.execute(trx);
  const prefs = rows.length > 0 ? await formatPrefs(trx, orgId) : null;
  for (const due of rows) {
    const expires = expiryText(due, prefs!);
    if (due.email)
      await mailer.send(trx, {
        to: due.email,
        subject: `Your ${due.type_name} expires on ${expires}`,
        text: `Hello ${due.worker_name},\n\nYour ${due.type_name} expires on ${expires}. Please renew it and give the new one to your manager before then.\n`,
      });
    await tellManagers(trx, orgId, due, expires);
  }
  return rows.length;
}

/** A notification to each manager (edit_employees) whose label restrictions let them see the worker. */
async function tellManagers(trx: TenantTx, orgId: number, due: Due, expires: string) {
  const rows = await managersOfWorker(trx, orgId, due.employee_id, 'edit_employees');
  for (const m of rows)
    await recordNotification(trx as unknown as Db, {
      orgId,
      orgUserId: m.id,
      userId: m.user_id,
      title: `${due.type_name} expiring: ${due.worker_name}`,
      body: `${due.worker_name}'s ${due.type_name} expires on ${expires}. See their credentials in Settings → Users.`,
    });
}
