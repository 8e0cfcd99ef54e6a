import { civilFromDay, dayFromIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';

// The demo's net pay (issue 33): net pay switched on; adjustment codes BONUS (an earning), MILEAGE
// (a reimbursement, never taxed), UNIFORM (a deduction after tax) and 401K (pre-tax, 4 % of
// gross); the US statutory deductions Social Security (6.2 % each side up to its 2024 wage base)
// and Medicare (1.45 % each side); and recurring adjustments for a few workers from 1 January.

export type DemoNetPay = { codes: Record<string, number>; statutory: Record<string, number>; adjustments: number };

const insertId = async (trx: TenantTx, query: ReturnType<typeof sql<{ id: number }>>) => Number((await query.execute(trx)).rows[0]!.id);

async function adjustmentCodes(trx: TenantTx, orgId: number): Promise<Record<string, number>> {
  const code = (
    c: string,
    name: string,
    kind: string,
    taxable: boolean,
    calculation: string,
    amount: string | null,
    percent: string | null,
  ) =>
    insertId(
      trx,
      sql<{ id: number }>`insert into netpay_adjustment_codes (org_id, code, name, kind, taxable, calculation, amount, percent)
        values (${orgId}, ${c}, ${name}, ${kind}, ${taxable}, ${calculation}, ${amount}, ${percent}) returning id`,
    );
  return {
    BONUS: await code('BONUS', 'Bonus', 'earning', true, 'fixed', '100.00', null),
    MILEAGE: await code('MILEAGE', 'Mileage', 'reimbursement', false, 'fixed', '25.00', null),
    UNIFORM: await code('UNIFORM', 'Uniform', 'deduction', true, 'fixed', '15.00', null),
    '401K': await code('401K', '401(k)', 'deduction', false, 'percent', null, '4'),
  };
}

async function statutoryDeductions(trx: TenantTx, orgId: number): Promise<Record<string, number>> {
  const rule = (c: string, name: string, sequence: number, percent: string, wageBase: string | null) =>
    insertId(
      trx,
      sql<{ id: number }>`insert into statutory_deductions
        (org_id, code, name, sequence, calculation, employee_percent, employer_percent, annual_wage_base)
        values (${orgId}, ${c}, ${name}, ${sequence}, 'percent', ${percent}, ${percent}, ${wageBase}) returning id`,
    );
  return { SS: await rule('SS', 'Social Security', 1, '6.2', '168600'), MEDICARE: await rule('MEDICARE', 'Medicare', 2, '1.45', null) };
}

/**
 * Seeds net pay on an organization (the demo's, after its workers exist): switches it on and
 * makes the codes, statutory deductions and a few workers' recurring adjustments from 1 January
 * of `now`'s year (in the organization's time zone). Not idempotent: call it once.
 */
export async function seedDemoNetPay(db: Db, orgId: number, now: number): Promise<DemoNetPay> {
  return writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['payroll', 'netpay'])),
      settings = settings || ${JSON.stringify({ enabled: true, enableNetPay: true })}::jsonb
      where id = ${orgId}`.execute(trx);
    const codes = await adjustmentCodes(trx, orgId);
    const statutory = await statutoryDeductions(trx, orgId);
    const zone = (await sql<{ tz: string }>`select timezone as tz from organizations where id = ${orgId}`.execute(trx)).rows[0]!.tz;
    const year = civilFromDay(dayFromIso(localFromEpoch(now, zone).slice(0, 10))).year;
    const january = `${year}-01-01`;
    const { rows: workers } = await sql<{ id: number }>`select id::int as id from employees
      where org_id = ${orgId} and active and is_worker order by id limit 6`.execute(trx);
    // The first three save 4 % (one of them 6 %, overriding the code's), two wear uniforms, one drives.
    const given: [number | undefined, number, string | null, string | null][] = [
      [workers[0]?.id, codes['401K']!, null, null],
      [workers[1]?.id, codes['401K']!, null, '6'],
      [workers[2]?.id, codes['401K']!, null, null],
      [workers[3]?.id, codes.UNIFORM!, null, null],
      [workers[4]?.id, codes.UNIFORM!, null, null],
      [workers[5]?.id, codes.MILEAGE!, '40.00', null],
    ];
    let adjustments = 0;
    for (const [employeeId, codeId, amount, percent] of given) {
      if (employeeId === undefined) continue;
      await sql`insert into netpay_adjustments (org_id, employee_id, code_id, amount, percent, start_date, note)
        values (${orgId}, ${employeeId}, ${codeId}, ${amount}, ${percent}, ${january}, 'Demo')`.execute(trx);
      adjustments += 1;
    }
    return { codes, statutory, adjustments };
  });
}
