import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, createOrg, createTestApp, createUser } from '../../test/test-app';
import { DEMO_API_KEY_NAME, seedDemoApiKey } from './api-keys.demo';
import { DEMO_OWNER_EMAIL } from './demo-data';

describe('the demo API key', async () => {
  const { db } = await createTestApp();
  const org = await createOrg(db, 'Demo');
  await addMember(db, org, await createUser(db, { email: DEMO_OWNER_EMAIL }), [...PERMISSIONS]);

  it('is made by the owner with the features it needs, and only its hash is kept', async () => {
    const id = await seedDemoApiKey(db, org);
    const features = await db.selectFrom('organizations').select('features').where('id', '=', org).executeTakeFirstOrThrow();
    expect(features.features).toEqual(expect.arrayContaining(['integration', 'api']));
    const credential = await db.selectFrom('api_key_credentials').select(['key_id', 'token_hash']).executeTakeFirstOrThrow();
    expect(credential.key_id).toBe(id);
    expect(credential.token_hash).toHaveLength(32);
    const audit = await db.selectFrom('audit_events').select(['kind', 'record_id', 'changes']).where('kind', '=', 'apikey').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.changes)).toContain(DEMO_API_KEY_NAME);
  });
});
