import { PAY_RULE_PRESETS } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { seedPayCodes } from '../time-rules/pay-codes.seed';

/** The preset of the demo's pay rule: the bakery is in New York (America/New_York), which follows the federal weekly 40. */
export const DEMO_PAY_RULE_PRESET = 'flsa';

/**
 * The demo's breaks (minutes): an unpaid lunch deducted when not punched, and a paid rest taken on
 * the clock. The demo's workers punch lunches of 30 to 44 minutes (activity.demo.ts), so the
 * lunch's grace keeps an ordinary day free of break flags (docs/time-engine.md "Breaks").
 */
export const DEMO_BREAK_RULES = [
  { name: 'Lunch', paid: false, after: 300, duration: 30, autoDeduct: true, grace: 15 },
  { name: 'Rest', paid: true, after: 120, duration: 10, autoDeduct: false, grace: 0 },
];
const BREAKS = DEMO_BREAK_RULES.map(({ autoDeduct, ...b }) => ({ ...b, auto_deduct: autoDeduct }));
const PUNCH_CODES = [
  { name: 'Lunch out', type: 'out' },
  { name: 'Back from lunch', type: 'in' },
  { name: 'Site visit', type: 'both' },
];
const ENTRY_STATES = [
  { name: 'Approved', color: '#2f9e44', locks_entry: true, sort_order: 1 },
  { name: 'Exported', color: '#1c7ed6', locks_entry: true, sort_order: 2 },
];

/** Inserts rows of a JSON recordset into the organization's table (plain SQL: the typed schema has only the core's tables). */
async function insertAll(trx: TenantTx, orgId: number, table: string, rows: Record<string, unknown>[], columns: string) {
  const names = columns.split(',').map((c) => c.trim().split(' ')[0]!.replaceAll('"', ''));
  await sql`insert into ${sql.table(table)} (org_id, ${sql.join(names.map((n) => sql.ref(n)))})
    select ${orgId}, x.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`.execute(trx);
}

/**
 * The demo organization's time rules: the standard pay codes, two pay classes, the federal pay
 * rule as its default with payroll on, the 7-minute rounding of shift starts and ends, a lunch and
 * a rest break, shift classes, punch codes and entry states. Runs inside the demo's tenant.
 */
export async function seedDemoTimeRules(trx: TenantTx, orgId: number): Promise<void> {
  await seedPayCodes(trx, orgId);
  const classes = await sql<{
    id: number;
    name: string;
  }>`insert into pay_classes (org_id, name, multiplier_differential, fixed_differential)
    values (${orgId}, 'Night differential', 1, 1.5), (${orgId}, 'Lead', 1.1, 0) returning id, name`.execute(trx);
  const night = classes.rows.find((c) => c.name === 'Night differential')!.id;

  const preset = PAY_RULE_PRESETS.find((p) => p.id === DEMO_PAY_RULE_PRESET)!;
  const rule = await sql<{ id: number }>`insert into pay_rules (org_id, name, regular_pay_code, weekly1_threshold, weekly1_pay_code,
      week_starts_on, preset)
    values (${orgId}, ${preset.name}, ${preset.regularPayCode}, ${preset.weekly1Threshold}, ${preset.weekly1PayCode},
      ${preset.weekStartsOn}, ${preset.id}) returning id`.execute(trx);
  // Clocks offer the demo's punch codes, and time entries can be marked with its entry states.
  const payroll = {
    enabled: true,
    usePayClass: true,
    defaultPayRuleId: Number(rule.rows[0]!.id),
    punchCodeMode: 'optional',
    entryStateEnabled: true,
  };
  await sql`update organizations set settings = settings || ${JSON.stringify(payroll)}::jsonb where id = ${orgId}`.execute(trx);

  // The 7-minute rule: to the nearest quarter hour (8:07 → 8:00, 8:08 → 8:15).
  await insertAll(
    trx,
    orgId,
    'rounding_rules',
    [
      { name: 'Shift start to the quarter hour', apply_to: 'shiftStart', interval: 15, mode: 'nearest' },
      { name: 'Shift end to the quarter hour', apply_to: 'shiftEnd', interval: 15, mode: 'nearest' },
    ],
    'name text, apply_to text, "interval" integer, mode text',
  );
  await insertAll(
    trx,
    orgId,
    'break_rules',
    BREAKS,
    'name text, paid boolean, after integer, duration integer, auto_deduct boolean, grace integer',
  );
  await insertAll(
    trx,
    orgId,
    'shift_classes',
    [
      { name: 'Morning', color: '#fab005', pay_class_id: null },
      { name: 'Evening', color: '#fd7e14', pay_class_id: null },
      { name: 'Night', color: '#5f3dc4', pay_class_id: night },
    ],
    'name text, color text, pay_class_id bigint',
  );
  await insertAll(trx, orgId, 'punch_codes', PUNCH_CODES, 'name text, type text');
  await insertAll(trx, orgId, 'entry_states', ENTRY_STATES, 'name text, color text, locks_entry boolean, sort_order integer');
}
