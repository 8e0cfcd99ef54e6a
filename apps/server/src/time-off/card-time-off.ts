import type { PayPeriod, TimeOffEntry } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// Time off on time cards (issue 20): each worker's entries of paid codes in the period and the
// organization's holidays (from the hire date to the termination date), as the engine's time
// off, under the pay code the time off code is paid under, counted toward overtime as the time off
// code says. Unpaid time off is not paid time: it
// stays off the card's totals (the entries list and the schedule show it).

type Row = { employee_id: number; date: string; seconds: number; code: string; counts: boolean };

export async function timeOffForCards(
  trx: TenantTx,
  orgId: number,
  employeeIds: readonly number[],
  period: Pick<PayPeriod, 'start' | 'end'>,
  fullDayMinutes: number,
): Promise<Map<number, TimeOffEntry[]>> {
  const out = new Map<number, TimeOffEntry[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return out;
  const ids = [...employeeIds];
  const { rows } = await sql<Row>`
    select e.employee_id::int as employee_id, to_char(e.date, 'YYYY-MM-DD') as date, e.minutes * 60 as seconds, coalesce(p.code, c.code) as code,
           c.counts_toward_overtime as counts
      from time_off_entries e join time_off_codes c on c.id = e.code_id left join pay_codes p on p.id = c.pay_code_id
     where e.org_id = ${orgId} and e.employee_id = any(${ids}::bigint[]) and c.paid and e.date between ${period.start} and ${period.end}
    union all
    select w.id::int, to_char(h.date, 'YYYY-MM-DD'), coalesce(h.minutes, ${fullDayMinutes}) * 60, coalesce(p.code, c.code),
           c.counts_toward_overtime
      from holidays h join time_off_codes c on c.id = h.code_id left join pay_codes p on p.id = c.pay_code_id
      join employees w on w.org_id = h.org_id and w.id = any(${ids}::bigint[])
     where h.org_id = ${orgId} and h.active and c.paid and h.date between ${period.start} and ${period.end}
       and (w.hire_date is null or w.hire_date <= h.date) and (w.termination_date is null or w.termination_date >= h.date)
     order by 2, 4`.execute(trx);
  for (const r of rows) out.get(r.employee_id)?.push({ date: r.date, seconds: Number(r.seconds), code: r.code, countsTowardOt: r.counts });
  return out;
}
