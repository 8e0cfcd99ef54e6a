import { orgDefaultsSettings, payrollDefaultsSettings, payRulesResource } from '@punchline/contracts';
import { payPeriodFor, type TimeOffUnit } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { getSettings } from '../resources/settings.service';
import { rowById } from '../resources/sql';

// What time off reads of an organization (issue 20): its working days and full day (a request's
// days), its pay periods and workweek (the ledger's periods), and its codes.

export type TimeOffOrg = {
  fullDaySeconds: number;
  /** 1 = Sunday … 7 = Saturday. */
  workdays: number[];
  payPeriodOf: (date: string) => { start: string; end: string };
  /** 0 = Sunday. */
  weekStartsOn: number;
};

export async function loadTimeOffOrg(trx: TenantTx, orgId: number): Promise<TimeOffOrg> {
  const [org, payroll] = await Promise.all([
    getSettings(trx, orgDefaultsSettings, orgId),
    getSettings(trx, payrollDefaultsSettings, orgId),
  ]);
  const ruleId = payroll.defaultPayRuleId as number | null;
  const rule = ruleId === null ? undefined : await rowById(trx, payRulesResource, orgId, ruleId);
  const settings = { payPeriodType: payroll.payPeriodType, payPeriodStarts: payroll.payPeriodStarts } as Parameters<typeof payPeriodFor>[1];
  return {
    fullDaySeconds: Number(org.fullDayDuration ?? 480) * 60,
    workdays: (org.daysOfWeek as number[] | undefined) ?? [2, 3, 4, 5, 6],
    payPeriodOf: (date) => payPeriodFor(date, settings),
    weekStartsOn: (Number(rule?.weekStartsOn ?? 1) - 1 + 7) % 7,
  };
}

export type TimeOffCode = {
  id: number;
  name: string;
  code: string;
  active: boolean;
  /** Offered to workers at the clock. */
  requestable: boolean;
  paid: boolean;
  unit: TimeOffUnit;
  /** The pay code's code it is paid under on time cards (the code's own when none is chosen). */
  payCode: string;
};

const CODE_COLUMNS = sql`c.id::int as id, c.name, c.code, c.active, c.requestable, c.paid, c.unit, coalesce(p.code, c.code) as "payCode"`;

export async function timeOffCodes(trx: TenantTx, orgId: number): Promise<TimeOffCode[]> {
  const { rows } = await sql<TimeOffCode>`select ${CODE_COLUMNS} from time_off_codes c left join pay_codes p on p.id = c.pay_code_id
    where c.org_id = ${orgId} order by c.name, c.id`.execute(trx);
  return rows;
}

export async function timeOffCode(trx: TenantTx, orgId: number, id: number): Promise<TimeOffCode> {
  const { rows } = await sql<TimeOffCode>`select ${CODE_COLUMNS} from time_off_codes c left join pay_codes p on p.id = c.pay_code_id
    where c.org_id = ${orgId} and c.id = ${id}`.execute(trx);
  if (!rows[0]) throw ApiError.fields({ codeId: ['Time Off Code not found.'] });
  return rows[0];
}
