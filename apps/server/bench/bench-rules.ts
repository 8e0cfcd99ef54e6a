import { PAY_RULE_PRESETS } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../src/db/tenant';
import { seedPayCodes } from '../src/time-rules/pay-codes.seed';

// The time rules the time card benches share: California overtime as the default pay rule,
// 15-minute rounding and an auto-deducted 30-minute lunch after 5 hours, in the given zone and
// pay periods (inside the bench organization's tenant transaction).
export async function seedBenchRules(
  trx: TenantTx,
  orgId: number,
  zone: string,
  payroll: { payPeriodType: string; payPeriodStarts: number },
): Promise<void> {
  const california = PAY_RULE_PRESETS.find((p) => p.id === 'california')!;
  await seedPayCodes(trx, orgId);
  const { rows } = await sql<{ id: number }>`insert into pay_rules (org_id, name, daily1_threshold, daily1_pay_code,
      daily2_threshold, daily2_pay_code, weekly1_threshold, weekly1_pay_code)
    values (${orgId}, 'California', ${california.daily1Threshold}, 'OT', ${california.daily2Threshold}, 'DT',
      ${california.weekly1Threshold}, 'OT') returning id`.execute(trx);
  const settings = { enabled: true, ...payroll, defaultPayRuleId: Number(rows[0]!.id) };
  await sql`update organizations set timezone = ${zone}, features = array_append(features, 'payroll'),
    settings = settings || ${JSON.stringify(settings)}::jsonb where id = ${orgId}`.execute(trx);
  await sql`insert into rounding_rules (org_id, name, apply_to, "interval", mode) values (${orgId}, 'Quarter', 'both', 15, 'nearest')`.execute(
    trx,
  );
  await sql`insert into break_rules (org_id, name, paid, after, duration, auto_deduct) values (${orgId}, 'Lunch', false, 300, 30, true)`.execute(
    trx,
  );
}
