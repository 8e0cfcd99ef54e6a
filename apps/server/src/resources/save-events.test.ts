import { formatsSettings, labelsResource } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, signInToken } from '../../test/test-app';
import { loadConfig } from '../config';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { serverSecret } from '../system/server-secrets';
import { collectionRoutes } from './resources.routes';
import type { SaveEvent, SaveObserver } from './save-events';
import { registerSettings } from './settings.routes';

// How a feature learns of the toolkit's saves without the toolkit knowing it: an observer the app
// lists at start-up hears each update of a record or a settings record, inside its transaction.

describe('observers of the toolkit’s saves', async () => {
  const { app, db } = await createTestApp();
  const heard: Omit<SaveEvent, 'trx'>[] = [];
  let refuse = false;
  const observer: SaveObserver = async ({ trx: _trx, ...event }) => {
    if (refuse) throw ApiError.nonField('Refused by an observer.');
    heard.push(event);
  };
  // What the toolkit's routes read of the app's context, with this observer, on a scope of its own.
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' });
  const secrets = { tokens: await serverSecret(db, 'token-signing-key') };
  const saveObservers: readonly SaveObserver[] = [observer];
  const ctx = { db, config, secrets, saveObservers } as AppContext;
  await app.register(
    async (scope) => {
      collectionRoutes(scope as App, ctx, [labelsResource]);
      registerSettings(scope as App, ctx, formatsSettings);
    },
    { prefix: '/observed' },
  );
  const org = await createOrg(db, 'Alpha');
  const userId = await createUser(db, { email: 'boss@example.com' });
  await addMember(db, org, userId, [...PERMISSIONS]);
  const token = await signInToken(app, 'boss@example.com');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/observed/orgs/${org}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const created = await call('POST', '/labels', { name: 'Night', type: 'work' });
  const label = created.json<{ result: { id: number } }>().result;

  it('hears an update of a record with what changed and the Confirm Save answer; creating tells no one', async () => {
    expect(created.statusCode, created.body).toBe(201);
    expect(heard).toEqual([]);
    const saved = await call('PUT', `/labels/${label.id}?denorm=true`, { name: 'Late night', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(heard).toEqual([{ def: labelsResource, orgId: org, userId, recordId: label.id, changedFields: ['name'], denorm: true }]);
  });

  it('hears nothing of an update that changes nothing', async () => {
    heard.length = 0;
    const same = await call('PUT', `/labels/${label.id}?denorm=true`, { name: 'Late night' });
    expect(same.statusCode, same.body).toBe(200);
    expect(heard).toEqual([]);
  });

  it('hears a settings record saved, without a record id', async () => {
    heard.length = 0;
    const saved = await call('PUT', '/org/formats', { dateFormat: 'ymd', version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(heard).toEqual([{ def: formatsSettings, orgId: org, userId, changedFields: ['dateFormat'], denorm: false }]);
  });

  it('refuses the whole save when an observer throws: nothing is written', async () => {
    refuse = true;
    const refused = await call('PUT', `/labels/${label.id}`, { name: 'Dawn' });
    refuse = false;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ nonFieldErrors: ['Refused by an observer.'] });
    const stored = await call('GET', `/labels/${label.id}`);
    expect(stored.json()).toMatchObject({ result: { name: 'Late night', version: 2 } });
  });
});
