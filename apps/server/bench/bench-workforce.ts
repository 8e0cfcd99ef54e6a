import { sql } from 'kysely';
import type { TenantTx } from '../src/db/tenant';

// The workforce most benches seed, set-based so 10,000 workers take seconds: workers (optionally
// spread over 20 departments, with hourly rates of 15.00-19.75) and, on each weekday of the days
// given, the same 8.5-hour shift with a half-hour lunch (IN 07:00 plus a few minutes per worker,
// OUT 11:00, IN 11:30, OUT 16:30 plus a few minutes) at local times of `zone`.

export type BenchWorkforce = {
  workers: number;
  zone: string;
  days: { from: string; to: string };
  /** Twenty departments, workers spread over them (the reports' grouping). */
  departments?: boolean;
  /** An hourly rate per worker (amounts in the answers). */
  rates?: boolean;
};

/** Seeds the workforce; answers how many punches it made. */
export async function seedBenchWorkforce(trx: TenantTx, orgId: number, w: BenchWorkforce): Promise<number> {
  if (w.departments) {
    await sql`insert into departments (org_id, name) select ${orgId}, 'Department ' || lpad(n::text, 2, '0') from generate_series(1, 20) n`.execute(
      trx,
    );
    await sql`insert into employees (org_id, first_name, last_name, department_id)
      select ${orgId}, 'Worker', 'No ' || n, (select id from departments where org_id = ${orgId} order by id offset n % 20 limit 1)
      from generate_series(1, ${w.workers}) n`.execute(trx);
  } else {
    await sql`insert into employees (org_id, first_name, last_name) select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${w.workers}) n`.execute(
      trx,
    );
  }
  if (w.rates) {
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate)
      select ${orgId}, id, '2000-01-01', 15 + (id % 20) * 0.25 from employees where org_id = ${orgId}`.execute(trx);
  }
  const { numAffectedRows } = await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
    select ${orgId}, e.id, t.at, t.at, t.at, t.type, 'clock'
    from employees e
    cross join generate_series(${w.days.from}::date, ${w.days.to}::date, interval '1 day') d(day)
    cross join lateral (values
      (((d.day + time '07:00' + (e.id % 7) * interval '1 minute') at time zone ${w.zone}), 'in'),
      (((d.day + time '11:00') at time zone ${w.zone}), 'out'),
      (((d.day + time '11:30') at time zone ${w.zone}), 'in'),
      (((d.day + time '16:30' + (e.id % 11) * interval '1 minute') at time zone ${w.zone}), 'out')) t(at, type)
    where e.org_id = ${orgId} and extract(isodow from d.day) < 6`.execute(trx);
  return Number(numAffectedRows ?? 0);
}
