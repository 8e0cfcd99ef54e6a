import { RESOURCES, type ResourceDef } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { resourceWorld, sampleInput } from '../../test/kits/resource-test-kit';
import { STALE_VERSION } from './version';

type Rec = Record<string, unknown> & { id: number; version: number };

// Walks the registry: every collection gets the same proof, so a new definition is covered at once.
describe('every registered resource', async () => {
  const { orgA, orgB, people, call, refs } = await resourceWorld();
  const sample = (def: ResourceDef, n: number) => sampleInput(def.fields, n, refs.orgA);

  const requiredFieldsOf = (def: ResourceDef) => Object.entries(def.fields).filter(([, f]) => f.required);
  const firstText = (def: ResourceDef) => Object.entries(def.fields).find(([, f]) => f.type === 'text' && !f.pattern)![0];

  for (const def of RESOURCES) {
    const url = `/orgs/${orgA}/${def.path}`;

    it(`${def.path}: create, get, list, update, delete, each audited`, async () => {
      const input = sample(def, 1);
      const created = await call('admin', 'POST', url, input);
      expect(created.statusCode).toBe(201);
      const record = created.json<{ result: Rec }>().result;
      expect(record).toMatchObject({ ...input, version: 1 });

      const got = await call('admin', 'GET', `${url}/${record.id}`);
      expect(got.json()).toEqual({ result: record });
      const list = await call('admin', 'GET', `${url}?active=all`);
      expect(list.json<{ results: Rec[] }>().results).toContainEqual(record);
      expect(list.json()).toHaveProperty('supplementalData');

      const text = firstText(def);
      const updated = await call('admin', 'PUT', `${url}/${record.id}?denorm=false`, { [text]: 'Renamed', version: 1 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<{ result: Rec }>().result).toEqual({ ...record, [text]: 'Renamed', version: 2 });

      const stale = await call('admin', 'PUT', `${url}/${record.id}`, { [text]: 'Lost update', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: STALE_VERSION });
      const staleDelete = await call('admin', 'DELETE', `${url}/${record.id}?version=1`);
      expect(staleDelete.statusCode).toBe(409);
      expect((await call('admin', 'GET', `${url}/${record.id}`)).json<{ result: Rec }>().result[text]).toBe('Renamed');

      // Without a version the caller asks for no check (HTTP's optimistic concurrency is opt-in).
      const unchecked = await call('admin', 'PUT', `${url}/${record.id}`, { [text]: 'Renamed again' });
      expect(unchecked.statusCode).toBe(200);
      expect(unchecked.json<{ result: Rec }>().result).toEqual({ ...record, [text]: 'Renamed again', version: 3 });
      expect((await call('admin', 'PUT', `${url}/${record.id}`, { [text]: 'Renamed', version: 3 })).statusCode).toBe(200);

      expect((await call('admin', 'DELETE', `${url}/${record.id}?version=4`)).statusCode).toBe(204);
      expect((await call('admin', 'GET', `${url}/${record.id}`)).statusCode).toBe(404);

      const audit = await call('admin', 'GET', `/orgs/${orgA}/audit?affectedKind=${def.kind}&affectedId=${record.id}`);
      const events = audit.json<{ results: { action: string; actor: object; changes: Record<string, unknown> }[] }>().results;
      expect(events.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'update', 'create']);
      expect(events[3]!.changes).toEqual({ [text]: { before: input[text], after: 'Renamed' } });
      expect(events[2]!.changes).toEqual({ [text]: { before: 'Renamed', after: 'Renamed again' } });
      expect(events[0]!.actor).toEqual({ type: 'user', id: people.admin, name: 'Ada Admin' });
    });

    it(`${def.path}: validation messages of SPEC section 5, nothing written`, async () => {
      const empty = await call('admin', 'POST', url, {});
      expect(empty.statusCode).toBe(400);
      const expected = Object.fromEntries(requiredFieldsOf(def).map(([name, f]) => [name, [`${f.label} is a required field.`]]));
      expect(empty.json()).toEqual(expected);

      const input = sample(def, 2);
      const first = await call('admin', 'POST', url, input);
      expect(first.statusCode).toBe(201);
      // A collection without a unique field (a worker's unavailability) has no twin to refuse.
      const unique = Object.entries(def.fields).find(([, f]) => f.unique)?.[0];
      if (unique) {
        const twin = await call('admin', 'POST', url, { ...input, [unique]: String(input[unique]).toUpperCase() });
        expect(twin.statusCode).toBe(400);
        // Every other unique field is the same too: each says so.
        expect(twin.json()).toMatchObject({ [unique]: ['must be unique.'] });
      }

      const record = first.json<{ result: Rec }>().result;
      const badVersion = await call('admin', 'PUT', `${url}/${record.id}`, { [firstText(def)]: 'x', version: 'one' });
      expect(badVersion.json()).toEqual({ version: ['must be a integer value.'] });
      const [required] = requiredFieldsOf(def).find(([, f]) => f.type === 'text') ?? [unique];
      if (required) {
        const blank = await call('admin', 'PUT', `${url}/${record.id}`, { [required]: '  ', version: 1 });
        expect(blank.json()).toEqual({ [required]: [`${def.fields[required]!.label} is a required field.`] });
      }
      expect((await call('admin', 'GET', `${url}/${record.id}`)).json<{ result: Rec }>().result).toEqual(record);
    });

    it(`${def.path}: a foreign organization and a missing permission are refused`, async () => {
      const own = (await call('admin', 'POST', url, sample(def, 3))).json<{ result: Rec }>().result;
      expect((await call('outsider', 'GET', url)).statusCode).toBe(403);
      expect((await call('outsider', 'GET', `${url}/${own.id}`)).statusCode).toBe(403);
      expect((await call('outsider', 'DELETE', `${url}/${own.id}?version=1`)).statusCode).toBe(403);
      expect((await call('admin', 'GET', `/orgs/${orgB}/${def.path}`)).statusCode).toBe(403);
      // The record id is not reachable through another organization's path either.
      expect((await call('outsider', 'GET', `/orgs/${orgB}/${def.path}/${own.id}`)).statusCode).toBe(404);

      // The reader holds view_reports only: enough for a collection any console user may read.
      expect((await call('reader', 'GET', url)).statusCode).toBe(def.access.read === 'console' ? 200 : 403);
      expect((await call('reader', 'POST', url, sample(def, 4))).statusCode).toBe(403);
      expect((await call('reader', 'PUT', `${url}/${own.id}`, { version: 1 })).statusCode).toBe(403);
      expect((await call('reader', 'DELETE', `${url}/${own.id}?version=1`)).statusCode).toBe(403);
      expect((await call('clocks', 'GET', url)).statusCode).toBe(403);
      expect((await call('admin', 'GET', `${url}/${own.id}`)).json<{ result: Rec }>().result.version).toBe(1);
    });
  }
});
