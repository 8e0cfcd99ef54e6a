import type { Db } from '../src/db/database';
import type { TenantTx } from '../src/db/tenant';
import { createOrg } from './test-app';

/** Two organizations, Alpha and Beta, with one department each ('A kitchen', 'B kitchen'): the
 * smallest world in which a tenant can see what it must not. */
export async function twoKitchens(db: Db): Promise<{ orgA: number; orgB: number }> {
  const orgA = await createOrg(db, 'Alpha');
  const orgB = await createOrg(db, 'Beta');
  await db
    .insertInto('departments')
    .values([
      { org_id: orgA, name: 'A kitchen' },
      { org_id: orgB, name: 'B kitchen' },
    ])
    .execute();
  return { orgA, orgB };
}

/** The names of the departments a query sees: in a tenant, only its own organization's kitchen. */
export const departmentNames = (trx: TenantTx): Promise<string[]> =>
  trx
    .selectFrom('departments')
    .select('name')
    .execute()
    .then((rows) => rows.map((r) => r.name));
