import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';

// Hourly rates through a range, so a schedule's cost uses the rate in effect on each day (a raise
// in the middle of the range counts from its day). Salaried workers have none, as on the board.

type RateRow = { employee_id: number; effective_from: string; rate: string };

/** A function answering a worker's hourly rate on a date (a decimal string), undefined when none. */
export async function hourlyRatesThrough(trx: TenantTx, orgId: number, employeeIds: readonly number[], until: string) {
  const byWorker = new Map<number, RateRow[]>();
  if (employeeIds.length > 0) {
    const { rows } = await sql<RateRow>`
      select r.employee_id::int as employee_id, to_char(r.effective_from, 'YYYY-MM-DD') as effective_from, r.rate::text as rate
        from employee_pay_rates r join employees e on e.id = r.employee_id and e.pay_type = 'hourly'
       where r.org_id = ${orgId} and r.employee_id = any(${[...employeeIds]}::bigint[]) and r.effective_from <= ${until}::date
       order by r.employee_id, r.effective_from`.execute(trx);
    for (const row of rows) byWorker.set(row.employee_id, [...(byWorker.get(row.employee_id) ?? []), row]);
  }
  return (employeeId: number, date: string): string | undefined =>
    byWorker
      .get(employeeId)
      ?.filter((row) => row.effective_from <= date)
      .at(-1)?.rate;
}
