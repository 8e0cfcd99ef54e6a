import { SEEDED_PAY_CODES } from '@punchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Gives a new organization the standard pay codes REG, OT and DT (migration 0042 gave them to the
 * organizations that existed). Runs inside the transaction that created the organization, which
 * may not have entered its tenant yet: the row-level security setting is made for these rows and
 * put back after, so the transaction's other work sees what it saw before.
 */
export async function seedPayCodes(trx: Kysely<Database>, orgId: number): Promise<void> {
  const { rows } = await sql<{ before: string | null }>`
    select current_setting('app.org_id', true) as before, set_config('app.org_id', ${String(orgId)}, true)`.execute(trx);
  await sql`insert into pay_codes (org_id, code, name, multiplier)
    select ${orgId}, c.code, c.name, c.multiplier
    from jsonb_to_recordset(${JSON.stringify(SEEDED_PAY_CODES)}::jsonb) as c(code text, name text, multiplier float8)`.execute(trx);
  await sql`select set_config('app.org_id', ${rows[0]?.before ?? ''}, true)`.execute(trx);
}
