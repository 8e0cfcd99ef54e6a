import { AUTH_REQUIREMENT_NOT_MET_DETAIL } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { NO_ORG_PERMISSION } from '../auth/identity';
import { resourceWorld } from '../resources/resource-test-kit';
import { accessCacheOf } from './access-cache';

// Reads decide from a remembered access row and guard it by a hash of the values it was decided
// from, in the same round trip (orgs/org-access.ts withOrgTenant, readOrgOnce). Every change to what the
// decision reads must be seen by the very next read, never one read late.
describe('reads decided from a remembered access row', async () => {
  const { db, orgA, people, call } = await resourceWorld();
  const labels = `/orgs/${orgA}/labels`;
  const read = async () => {
    const response = await call('plain', 'GET', labels);
    return [response.statusCode, response.statusCode === 200 ? 'ok' : response.json<{ detail: string }>().detail];
  };
  const setPermissions = (permissions: string[]) =>
    db.updateTable('org_users').set({ permissions }).where('org_id', '=', orgA).where('user_id', '=', people.plain).execute();

  it('remembers the row of a caller who read', async () => {
    expect(await read()).toEqual([200, 'ok']);
    expect(accessCacheOf(db).get(people.plain, orgA)).toMatchObject({ permissions: ['edit_settings'] });
  });

  it('refuses the next read once the permission is revoked, and allows it again once restored', async () => {
    await setPermissions(['setup_clocks']); // no console access
    expect(await read()).toEqual([403, 'You do not have permission to perform this action.']);
    await setPermissions(['edit_settings']);
    expect(await read()).toEqual([200, 'ok']);
  });

  it('refuses the next read once the membership is gone', async () => {
    expect(await read()).toEqual([200, 'ok']);
    const removed = await db
      .deleteFrom('org_users')
      .where('org_id', '=', orgA)
      .where('user_id', '=', people.plain)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(await read()).toEqual([403, NO_ORG_PERMISSION]);
    const { id: _gone, ...membership } = removed;
    await db.insertInto('org_users').values(membership).execute();
    expect(await read()).toEqual([200, 'ok']);
  });

  it('applies a new two-factor requirement and a lost email verification on the next read', async () => {
    expect(await read()).toEqual([200, 'ok']);
    await db.updateTable('organizations').set({ require_two_factor: true }).where('id', '=', orgA).execute();
    expect(await read()).toEqual([401, AUTH_REQUIREMENT_NOT_MET_DETAIL]);
    await db.updateTable('organizations').set({ require_two_factor: false }).where('id', '=', orgA).execute();
    expect(await read()).toEqual([200, 'ok']);
    await db.updateTable('users').set({ email_verified: false }).where('id', '=', people.plain).execute();
    expect((await read())[0]).toBe(401);
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', people.plain).execute();
  });

  it('applies a removed feature on the next read', async () => {
    const url = `/orgs/${orgA}/customfields`;
    expect((await call('plain', 'GET', url)).statusCode).toBe(200);
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgA).execute();
    expect((await call('plain', 'GET', url)).statusCode).toBe(403);
    await db
      .updateTable('organizations')
      .set({ features: ['customfield', 'integration'] })
      .where('id', '=', orgA)
      .execute();
  });

  it('starts over from a fresh row when the remembered one is stale, and remembers the fresh one', async () => {
    expect(await read()).toEqual([200, 'ok']);
    const cache = accessCacheOf<{ fingerprint: string; permissions: string[] }>(db);
    const real = cache.get(people.plain, orgA)!;
    // A row remembered with more rights than the caller has, and a fingerprint no longer current.
    cache.set(people.plain, orgA, { ...real, permissions: ['edit_settings', 'view_audit'], fingerprint: '0.0.0.0' });
    expect(await read()).toEqual([200, 'ok']);
    expect(cache.get(people.plain, orgA)).toEqual(real);
    expect((await call('plain', 'GET', '/orgs/' + orgA + '/audit')).statusCode).toBe(403);
  });

  it('keeps the remembered row across writes that change nothing it decides by', async () => {
    expect(await read()).toEqual([200, 'ok']);
    const cache = accessCacheOf(db);
    const remembered = cache.get(people.plain, orgA);
    // The console's session call stamps the membership's last access on every page load.
    expect((await call('plain', 'GET', `/orgs/${orgA}/session`)).statusCode).toBe(200);
    await db.updateTable('organizations').set({ name: 'Alpha renamed' }).where('id', '=', orgA).execute();
    expect(await read()).toEqual([200, 'ok']);
    expect(cache.get(people.plain, orgA)).toBe(remembered); // the guard passed: no fresh row was read
  });

  it('never takes a refusal from memory: a right granted since is honoured at once', async () => {
    await setPermissions(['setup_clocks']);
    expect((await read())[0]).toBe(403);
    await setPermissions(['edit_settings']);
    expect(await read()).toEqual([200, 'ok']);
  });

  it('takes a gate refusal decided from a remembered row only while that row is current', async () => {
    const url = `/orgs/${orgA}/customfields`;
    expect((await call('plain', 'GET', url)).statusCode).toBe(200);
    const cache = accessCacheOf<{ fingerprint: string; features: string[] }>(db);
    const real = cache.get(people.plain, orgA)!;
    // Remembered without the feature: refused from memory while the row is current...
    cache.set(people.plain, orgA, { ...real, features: [] });
    expect((await call('plain', 'GET', url)).statusCode).toBe(403);
    // ...and decided again from the fresh row once it is not.
    cache.set(people.plain, orgA, { ...real, features: [], fingerprint: 'stale' });
    expect((await call('plain', 'GET', url)).statusCode).toBe(200);
    expect(cache.get(people.plain, orgA)).toEqual(real);
  });
});
