import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { addPunch, editPunch } from '../punches/punch-writes';
import { DEMO_MANAGER, DEMO_OWNER_EMAIL } from './demo-data';

// What managers did to the demo's time this week and last, through the same write path as the
// console (punches/punch-writes.ts), so the audit trail and the audit reports have a history:
// forgotten clock-outs typed in by the owner, and clock-ins the Downtown manager moved back to
// the start of the shift. A worker with a missed-punch request waiting is left alone: that
// request is the demo's own story (Manage → Missed Punches).

const HOUR = 3600;
const FORGOTTEN_OUTS = 3;
const MOVED_INS = 2;

export async function seedDemoCorrections(db: Db, orgId: number, now: number): Promise<{ added: number; moved: number }> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO_OWNER_EMAIL, DEMO_MANAGER.email]).execute();
  const owner = { type: 'user' as const, id: users.find((u) => u.email === DEMO_OWNER_EMAIL)!.id };
  const manager = { type: 'user' as const, id: users.find((u) => u.email === DEMO_MANAGER.email)!.id };
  const since = new Date((now - 14 * 24 * HOUR) * 1000);
  const before = new Date((now - 24 * HOUR) * 1000);
  return writeTenant(db, orgId, async (trx) => {
    // INs of the last two weeks with no punch after them for 16 hours: forgotten clock-outs.
    const open = await sql<{ employee_id: number; at: Date }>`
      select p.employee_id, p.at from punches p
      where p.org_id = ${orgId} and p.type = 'in' and p.deleted_at is null and p.at >= ${since} and p.at < ${before}
        and not exists (select 1 from punches n where n.org_id = p.org_id and n.employee_id = p.employee_id and n.deleted_at is null
                          and n.at > p.at and n.at < p.at + interval '16 hours')
        and not exists (select 1 from missed_punch_requests r where r.org_id = p.org_id and r.employee_id = p.employee_id)
      order by p.at limit ${FORGOTTEN_OUTS}`.execute(trx);
    for (const p of open.rows) {
      const at = new Date(new Date(p.at).getTime() + 8.5 * HOUR * 1000);
      await addPunch(trx, orgId, owner, {
        employeeId: p.employee_id,
        type: 'out',
        at,
        note: 'Forgot to clock out; end of shift confirmed with the shift lead.',
      });
    }
    // Downtown clock-ins of last week a few minutes after the hour, moved back to it (the kiosk queue).
    const late = await sql<{ id: number; at: Date; version: number }>`
      select p.id, p.at, p.version from punches p join employees e on e.id = p.employee_id
        join org_units u on u.id = e.org_unit_id
      where p.org_id = ${orgId} and u.name = 'Downtown' and p.type = 'in' and p.deleted_at is null
        and p.at >= ${since} and p.at < ${before} and extract(minute from p.at) between 3 and 9
      order by p.at desc limit ${MOVED_INS}`.execute(trx);
    for (const p of late.rows) {
      const at = new Date(p.at);
      at.setUTCMinutes(0, 0, 0);
      await editPunch(trx, orgId, manager, p.id, { at, note: 'Queue at the kiosk: clocked in at the start of the shift.' }, p.version);
    }
    return { added: open.rows.length, moved: late.rows.length };
  });
}
