import { sql } from 'kysely';
import { actorOf } from '../audit/actor';
import { createApiKey } from '../api-keys/api-keys.service';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { withOrg } from '../orgs/org-access';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's API key (issue 36): the payroll office's nightly sync, made by the owner through the
// service the console calls, so Settings → Integrations → API Keys has a key to show. Its secret
// is thrown away here: nobody, not even the demo's log, ever sees it; a new key is made in the screen.

export const DEMO_API_KEY_NAME = 'Payroll office nightly sync';

/** Switches on the integration and api features and makes the demo's key; answers its id. */
export async function seedDemoApiKey(db: Db, orgId: number): Promise<number> {
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['integration', 'api'])) where id = ${orgId}`.execute(
      trx,
    );
  });
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const key = await withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_settings' }, (trx, access) =>
    createApiKey(trx, access, actorOf(identity, access), {
      name: DEMO_API_KEY_NAME,
      permissions: ['edit_employees', 'view_reports'],
      allowedOrgUnitIds: [],
      allowedDepartmentIds: [],
      allowedLabelIds: [],
      allowedJobIds: [],
    }),
  );
  return key.id;
}
