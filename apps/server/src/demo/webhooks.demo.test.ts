import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { writeTenant } from '../db/tenant';
import { SYSTEM_CLOCK } from '../http/context';
import { emitWebhookEvent } from '../webhooks/emit';
import { addMember, createOrg, createTestApp, createUser, runQueuedJobs } from '../../test/test-app';
import { DEMO_OWNER_EMAIL } from './demo-data';
import { DEMO_CONNECTION_NAME, seedDemoConnection } from './webhooks.demo';

describe('the demo connection', async () => {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Demo');
  await addMember(db, org, await createUser(db, { email: DEMO_OWNER_EMAIL }), [...PERMISSIONS]);

  it('is made by the owner with a secret, and keeps the refused delivery of a later change with its error', async () => {
    const id = await seedDemoConnection(db, org, SYSTEM_CLOCK);
    const connection = await db.selectFrom('webhook_connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(connection).toMatchObject({ name: DEMO_CONNECTION_NAME, active: true });
    expect(connection.secret).toMatch(/^whsec_/);
    const features = await db.selectFrom('organizations').select('features').where('id', '=', org).executeTakeFirstOrThrow();
    expect(features.features).toContain('integration');
    expect(await db.selectFrom('audit_events').select('kind').where('kind', '=', 'integrationconnection').execute()).toHaveLength(1);

    await writeTenant(db, org, (trx) => emitWebhookEvent(trx, org, 'payrun.finalized', { payRunId: 1 }));
    await runQueuedJobs(app);
    const event = await db.selectFrom('webhook_events').selectAll().where('connection_id', '=', id).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ status: 'pending', attempts: 1, last_http_status: null });
    expect(event.last_error).toMatch(/ECONNREFUSED/);
  });
});
