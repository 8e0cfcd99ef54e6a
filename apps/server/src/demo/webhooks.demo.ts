import { connectionsResource, WEBHOOK_EVENT_TYPES } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import type { Clock } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { callerOf } from '../resources/access';
import { createInTx } from '../resources/resource.service';
import { registerServerHalves } from '../resources/server-resources';
import { SERVER_HALVES } from '../server-halves';
import { serverSecret } from '../system/server-secrets';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's connection (issue 36): the payroll office's receiver, made by the owner through the
// collection's own service before the demo's later changes (time-off decisions, corrections, pay
// runs finalized), so those changes write their events to it as any change would. Its address is
// a port nothing listens on: once the server runs, the ledger shows the first delivery refused and
// retrying, with the events after it waiting in order, as when a real receiver is down.

export const DEMO_CONNECTION_NAME = 'Payroll office receiver';
export const DEMO_CONNECTION_URL = 'http://127.0.0.1:8089/payroll-office/webhooks';

/** Makes the demo's connection (the integration feature must be on); answers its id. */
export async function seedDemoConnection(db: Db, orgId: number, clock: Clock): Promise<number> {
  // The toolkit finds the collection's server half (the secret) once the app's list is registered.
  registerServerHalves(SERVER_HALVES);
  await writeTenant(db, orgId, (trx) =>
    sql`update organizations set features = array(select distinct unnest(features || array['integration'])) where id = ${orgId}`.execute(
      trx,
    ),
  );
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const secrets = { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') };
  const input = { name: DEMO_CONNECTION_NAME, url: DEMO_CONNECTION_URL, eventTypes: [...WEBHOOK_EVENT_TYPES], active: true };
  const row = await withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_settings' }, (trx, access) =>
    createInTx(trx, connectionsResource, orgId, input, callerOf(identity, access, { secrets, clock })),
  );
  return row.id as number;
}
