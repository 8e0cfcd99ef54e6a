import { timeOffRequestsResource } from '@punchline/contracts';
import { addDaysIso, civilFromDay, dayFromCivil, dayFromIso, daysInMonth, isoFromDay, localFromEpoch, weekdayOf } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import { decideRequest, priceRequest } from '../time-off/requests.server';
import { rowById } from '../resources/sql';
import { seeded } from './activity.demo';

// The demo's time off (issue 20), made after the clocks' activity so the per-hour policies earn
// from real time cards: time off on and accruals too; Vacation, Sick, Holiday and Unpaid leave;
// an hourly vacation policy earned per hour worked (tenure tiers, a waiting period, a cap and a
// carry-over that expires), a sick policy (New York's 1 hour per 30 worked, 56 a year) and a
// front-loaded one for salaried staff, assigned to every worker from 1 January with the balance
// brought over from the old system; this year's and next year's federal holidays; and requests:
// some waiting (over scheduled shifts, which the approver sees), one approved and one rejected.

type Worker = { id: number; pay_type: string; first_name: string };

const insertId = async (trx: TenantTx, query: ReturnType<typeof sql<{ id: number }>>) => Number((await query.execute(trx)).rows[0]!.id);

/** The nth (1-based; 5 = last) weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === 5) {
    let day = dayFromCivil(year, month, daysInMonth(year, month));
    while (weekdayOf(day) !== weekday) day -= 1;
    return isoFromDay(day);
  }
  let day = dayFromCivil(year, month, 1);
  while (weekdayOf(day) !== weekday) day += 1;
  return isoFromDay(day + 7 * (n - 1));
}

/** The US federal holidays the bakery closes for, of a year. */
export function demoHolidays(year: number): [string, string][] {
  return [
    ["New Year's Day", `${year}-01-01`],
    ['Memorial Day', nthWeekday(year, 5, 1, 5)],
    ['Independence Day', `${year}-07-04`],
    ['Labor Day', nthWeekday(year, 9, 1, 1)],
    ['Thanksgiving', nthWeekday(year, 11, 4, 4)],
    ['Christmas Day', `${year}-12-25`],
  ];
}

async function codesAndPolicies(trx: TenantTx, orgId: number) {
  const payCode = (code: string, name: string) =>
    insertId(
      trx,
      sql<{ id: number }>`insert into pay_codes (org_id, code, name, multiplier) values (${orgId}, ${code}, ${name}, 1) returning id`,
    );
  const pto = await payCode('PTO', 'Paid time off');
  const sick = await payCode('SICK', 'Paid sick leave');
  const hol = await payCode('HOL', 'Holiday');
  const code = (name: string, short: string, paid: boolean, payCodeId: number | null, unit: string, color: string, requestable = true) =>
    insertId(
      trx,
      sql<{ id: number }>`insert into time_off_codes (org_id, name, code, paid, pay_code_id, unit, color, requestable)
        values (${orgId}, ${name}, ${short}, ${paid}, ${payCodeId}, ${unit}, ${color}, ${requestable}) returning id`,
    );
  const vacation = await code('Vacation', 'VAC', true, pto, 'hours', '#1c7ed6');
  const sickCode = await code('Sick', 'SICK', true, sick, 'hours', '#e8590c');
  const holiday = await code('Holiday', 'HOL', true, hol, 'hours', '#2f9e44', false);
  await code('Unpaid leave', 'UNP', false, null, 'days', '#868e96');
  const policy = (values: Record<string, unknown>) =>
    insertId(
      trx,
      sql<{ id: number }>`insert into time_off_policies (org_id, name, code_id, method, front_loaded, rate, tiers, waiting_days,
          balance_cap, yearly_cap, carry_over_limit, carry_over_expiry_months, allow_negative)
        select ${orgId}, p.name, p.code_id, p.method, p.front_loaded, p.rate, p.tiers, p.waiting_days, p.balance_cap, p.yearly_cap,
          p.carry_over_limit, p.carry_over_expiry_months, p.allow_negative
        from jsonb_to_record(${JSON.stringify(values)}::jsonb) as p(name text, code_id bigint, method text, front_loaded boolean,
          rate float8, tiers jsonb, waiting_days int, balance_cap float8, yearly_cap float8, carry_over_limit float8,
          carry_over_expiry_months int, allow_negative boolean)
        returning id`,
    );
  const base = {
    front_loaded: false,
    tiers: [],
    waiting_days: 0,
    balance_cap: null,
    yearly_cap: null,
    carry_over_limit: null,
    carry_over_expiry_months: null,
    allow_negative: false,
  };
  const hourlyVacation = await policy({
    ...base,
    name: 'Vacation (hourly)',
    code_id: vacation,
    method: 'perHour',
    rate: 0.0385,
    tiers: ['after 24 months: 0.0577', 'after 60 months: 0.0769'],
    waiting_days: 90,
    balance_cap: 120,
    carry_over_limit: 40,
    carry_over_expiry_months: 3,
  });
  const salariedVacation = await policy({
    ...base,
    name: 'Vacation (salaried)',
    code_id: vacation,
    method: 'yearly',
    rate: 120,
    front_loaded: true,
    carry_over_limit: 40,
  });
  const sickPolicy = await policy({
    ...base,
    name: 'Sick (New York paid sick leave)',
    code_id: sickCode,
    method: 'perHour',
    rate: 0.0333,
    yearly_cap: 56,
    carry_over_limit: 56,
  });
  return { vacation, sickCode, holiday, hourlyVacation, salariedVacation, sickPolicy };
}

/** Seeds the demo organization's time off; `now` places its requests around today. */
export async function seedDemoTimeOff(db: Db, orgId: number, now: number): Promise<{ requests: number }> {
  return writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['pto', 'time_off_accrual'])),
      settings = settings || ${JSON.stringify({ timeOffEnabled: true, timeOffAccrualEnabled: true, trackAccruals: true })}::jsonb
      where id = ${orgId}`.execute(trx);
    const ids = await codesAndPolicies(trx, orgId);
    const zone = (await sql<{ tz: string }>`select timezone as tz from organizations where id = ${orgId}`.execute(trx)).rows[0]!.tz;
    const today = localFromEpoch(now, zone).slice(0, 10);
    const year = civilFromDay(dayFromIso(today)).year;
    const january = `${year}-01-01`;
    const { rows: workers } = await sql<Worker>`select id::int as id, pay_type, first_name from employees
      where org_id = ${orgId} and active and is_worker order by id`.execute(trx);
    const random = seeded(2026);
    for (const w of workers) {
      const vacation = w.pay_type === 'salaried' ? ids.salariedVacation : ids.hourlyVacation;
      for (const policy of [vacation, ids.sickPolicy]) {
        await sql`insert into time_off_assignments (org_id, employee_id, policy_id, effective_from, note)
          values (${orgId}, ${w.id}, ${policy}, ${january}, 'New policies this year')`.execute(trx);
      }
      // What the old system said was left on 31 December, in whole hours.
      const opening = 8 + Math.floor(random() * 33);
      await sql`insert into time_off_adjustments (org_id, employee_id, code_id, date, amount, note)
        values (${orgId}, ${w.id}, ${ids.vacation}, ${january}, ${opening}, 'Balance brought over from the old system')`.execute(trx);
    }
    for (const y of [year, year + 1]) {
      for (const [name, date] of demoHolidays(y)) {
        await sql`insert into holidays (org_id, name, date, code_id) values (${orgId}, ${name}, ${date}, ${ids.holiday})`.execute(trx);
      }
    }
    return { requests: await demoRequests(trx, orgId, workers, ids, today, now) };
  });
}

/** The next Monday after `today`, `weeks` weeks on. */
const mondayAfter = (today: string, weeks: number) => {
  const day = dayFromIso(today);
  return addDaysIso(today, ((8 - weekdayOf(day)) % 7 || 7) + 7 * weeks);
};

async function demoRequests(
  trx: TenantTx,
  orgId: number,
  workers: readonly Worker[],
  ids: Awaited<ReturnType<typeof codesAndPolicies>>,
  today: string,
  now: number,
): Promise<number> {
  const plan = [
    // Who (the nth worker), what, from the Monday `weeks` on plus `offset` days, for `days` days.
    { worker: 1, code: ids.vacation, weeks: 0, offset: 3, days: 2, partial: null, note: 'Family visit', decide: null },
    {
      worker: 4,
      code: ids.sickCode,
      weeks: 0,
      offset: 1,
      days: 1,
      partial: 240,
      note: 'Dentist appointment in the afternoon',
      decide: null,
    },
    { worker: 7, code: ids.vacation, weeks: 1, offset: 0, days: 5, partial: null, note: 'Trip to see my parents', decide: null },
    { worker: 2, code: ids.vacation, weeks: 2, offset: 0, days: 3, partial: null, note: 'Long weekend away', decide: 'approve' },
    { worker: 9, code: ids.vacation, weeks: 0, offset: 4, days: 1, partial: null, note: 'Concert', decide: 'reject' },
  ] as const;
  const manager = await sql<{ id: number }>`select u.id::int as id from users u join org_users ou on ou.user_id = u.id
    where ou.org_id = ${orgId} order by u.id limit 1`.execute(trx);
  let made = 0;
  for (const p of plan) {
    const worker = workers[p.worker];
    if (!worker) continue;
    const start = addDaysIso(mondayAfter(today, p.weeks), p.offset);
    const end = addDaysIso(start, p.days - 1);
    const id = await insertId(
      trx,
      sql<{ id: number }>`insert into time_off_requests (org_id, employee_id, code_id, start_date, end_date, partial_minutes, note, origin)
        values (${orgId}, ${worker.id}, ${p.code}, ${start}, ${end}, ${p.partial}, ${p.note}, 'clock') returning id`,
    );
    await priceRequest(trx, orgId, id, {
      employeeId: worker.id,
      codeId: p.code,
      startDate: start,
      endDate: end,
      partialMinutes: p.partial,
    });
    if (p.decide) {
      const record = (await rowById(trx, timeOffRequestsResource, orgId, id))!;
      const note = p.decide === 'approve' ? 'Enjoy! Swap your shifts with Bakers if you can.' : 'Two others are off that day, sorry.';
      await decideRequest(trx, orgId, record, p.decide === 'approve', note, manager.rows[0]?.id ?? null, now * 1000);
    }
    made += 1;
  }
  return made;
}
