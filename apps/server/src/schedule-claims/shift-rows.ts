import type { PublishedShift } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// What this folder reads of a shift: the draft's worker and the published state (the published_*
// columns and the `published` snapshot, publishedShiftSchema's shape). Workers only ever see the
// published state; the draft is the managers'.

export type ShiftRow = {
  id: number;
  version: number;
  employee_id: number | null;
  deleted_at: Date | null;
  published_version: number | null;
  published_employee_id: number | null;
  published_start_at: Date | null;
  published_end_at: Date | null;
  published: PublishedShift | null;
};

const COLUMNS = sql`s.id::int as id, s.version, s.employee_id::int as employee_id, s.deleted_at, s.published_version,
  s.published_employee_id::int as published_employee_id, s.published_start_at, s.published_end_at, s.published`;

/** The shift, locked for the rest of the transaction when `lock` (a claim or a decision changes it). */
export async function readShift(trx: TenantTx, orgId: number, shiftId: number, lock: boolean): Promise<ShiftRow | undefined> {
  const { rows } = await sql<ShiftRow>`select ${COLUMNS} from shifts s where s.org_id = ${orgId} and s.id = ${shiftId}
    ${lock ? sql`for update` : sql``}`.execute(trx);
  return rows[0];
}

/** Published, still open (nobody in the published state nor in the draft) and not deleted. */
export const isOpenShift = (s: ShiftRow) =>
  s.published_version !== null && s.deleted_at === null && s.published_employee_id === null && s.employee_id === null;
