import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

// Clock PINs (SPEC section 5 PIN length bounds; docs/workers.md): digits within the employee
// defaults' bounds, unique in the organization, kept only as an HMAC, never answered.
describe('worker PINs', async () => {
  const w = await workerWorld();
  const { call, base } = w;
  const pinHashOf = async (id: number) =>
    (await sql<{ pin_hash: string | null }>`select pin_hash from employees where id = ${id}`.execute(w.db)).rows[0]!.pin_hash;
  const save = (id: number, input: Record<string, unknown>) => call('owner', 'PUT', `${base}/employees/${id}`, input);
  const get = async (id: number) => (await call('owner', 'GET', `${base}/employees/${id}`)).json<{ result: Rec }>().result;

  it('are 12 digits or more until the employee defaults say otherwise (0: no maximum)', async () => {
    const worker = await w.worker({});
    expect((await save(worker.id, { pin: '12345678901' })).json()).toEqual({ pin: ['at least 12 characters.'] });
    expect((await save(worker.id, { pin: '1234567890123456' })).statusCode).toBe(200);
    const defaults = await call('owner', 'GET', `${base}/employees/defaults`);
    expect(defaults.json<{ result: Rec }>().result).toMatchObject({ pinLengthMin: 12, pinLengthMax: 0, version: 0 });
  });

  it('take digits only, within pinLengthMin and pinLengthMax', async () => {
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 });
    const worker = await w.worker({});
    for (const [pin, message] of [
      ['12a4', 'must contain digits only.'],
      ['12 34', 'must contain digits only.'],
      ['-1234', 'must contain digits only.'],
      ['١٢٣٤', 'must contain digits only.'],
      ['123', 'at least 4 characters.'],
      ['1234567', 'no more than 6 characters.'],
    ]) {
      const response = await save(worker.id, { pin });
      expect(response.statusCode, pin).toBe(400);
      expect(response.json()).toEqual({ pin: [message] });
      const created = await call('owner', 'POST', `${base}/employees`, { firstName: 'Pin', lastName: 'Bad', pin });
      expect(created.json()).toEqual({ pin: [message] });
    }
    expect(await pinHashOf(worker.id)).toBeNull();
    expect((await save(worker.id, { pin: '0042' })).statusCode).toBe(200);
    expect((await save(worker.id, { pin: '654321' })).statusCode).toBe(200);
  });

  it("are unique in the organization without confirming a taken PIN is someone's, and the same PIN may serve another organization", async () => {
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 });
    const first = await w.worker({ pin: '2468' });
    const twin = await call('owner', 'POST', `${base}/employees`, { firstName: 'Twin', lastName: 'Pin', pin: '2468' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({ pin: ['choose another PIN.'] });
    const second = await w.worker({ pin: '1357' });
    expect((await save(second.id, { pin: '2468' })).json()).toEqual({ pin: ['choose another PIN.'] });
    // Its own PIN again is no clash.
    expect((await save(first.id, { pin: '2468' })).statusCode).toBe(200);
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 }, w.other);
    const elsewhere = await w.worker({ pin: '2468' }, w.other);
    expect(elsewhere.hasPin).toBe(true);
    // The same PIN is not the same hash in two organizations.
    expect(await pinHashOf(elsewhere.id)).not.toBe(await pinHashOf(first.id));
  });

  it('are stored only as an HMAC and never answered', async () => {
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 });
    const created = await call('owner', 'POST', `${base}/employees`, { firstName: 'Secret', lastName: 'Pin', pin: '918273' });
    const worker = created.json<{ result: Rec }>().result;
    const hash = await pinHashOf(worker.id);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('918273');
    const answers = [
      created,
      await call('owner', 'GET', `${base}/employees/${worker.id}`),
      await call('owner', 'GET', `${base}/employees?limit=500&active=all`),
      await save(worker.id, { middleName: 'M' }),
      await call('owner', 'GET', `${base}/audit?affectedKind=employee&affectedId=${worker.id}`),
    ];
    for (const response of answers) {
      expect(response.body).not.toContain('918273');
      expect(response.body).not.toContain(hash);
      expect(response.body).not.toMatch(/"pin"\s*:\s*"(?!\*)/);
    }
    expect(worker).not.toHaveProperty('pin');
    expect(worker.hasPin).toBe(true);
  });

  it('stay through an update that does not send one, and go with pin: null or Reset PIN', async () => {
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 });
    const worker = await w.worker({ pin: '5555' });
    const hash = await pinHashOf(worker.id);
    const renamed = await save(worker.id, { firstName: 'Renamed', version: worker.version });
    expect(renamed.json<{ result: Rec }>().result).toMatchObject({ firstName: 'Renamed', hasPin: true });
    expect(await pinHashOf(worker.id)).toBe(hash);
    // Sending the whole record back as read (no pin key in it) keeps it too.
    await save(worker.id, { ...(await get(worker.id)), lastName: 'Kept' });
    expect(await pinHashOf(worker.id)).toBe(hash);

    const cleared = await save(worker.id, { pin: null });
    expect(cleared.json<{ result: Rec }>().result.hasPin).toBe(false);
    expect(await pinHashOf(worker.id)).toBeNull();

    expect((await save(worker.id, { pin: '5555' })).json<{ result: Rec }>().result.hasPin).toBe(true);
    const reset = await call('owner', 'POST', `${base}/employees/${worker.id}/actions/resetPin`, {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ result: Rec }>().result.hasPin).toBe(false);
    expect(await pinHashOf(worker.id)).toBeNull();
    // Freed: another worker may take it now.
    expect((await w.worker({ pin: '5555' })).hasPin).toBe(true);

    const many = [await w.worker({ pin: '6001' }), await w.worker({ pin: '6002' })];
    const bulk = await call('owner', 'POST', `${base}/employees/actions/resetPin`, { ids: many.map((r) => r.id) });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json<{ results: Rec[] }>().results.map((r) => r.hasPin)).toEqual([false, false]);
  });

  it('leave a masked trail in the audit: set on create, set and removed on update', async () => {
    await w.setDefaults({ pinLengthMin: 4, pinLengthMax: 6 });
    const worker = await w.worker({ pin: '7070' });
    await save(worker.id, { pin: null });
    await save(worker.id, { pin: '7171' });
    const audit = await call('owner', 'GET', `${base}/audit?affectedKind=employee&affectedId=${worker.id}`);
    const changes = audit.json<{ results: { action: string; changes: Record<string, unknown> }[] }>().results.map((e) => e.changes.pin);
    // Newest first: set again, removed, set on create; never the PIN nor its hash.
    expect(changes).toEqual([
      { before: null, after: '********' },
      { before: '********', after: null },
      { before: null, after: '********' },
    ]);
  });

  it('refuse employee defaults naming a record that does not exist', async () => {
    const response = await call('owner', 'PUT', `${base}/employees/defaults`, {
      newWorkerDepartmentId: 999999,
      newWorkerLabelIds: [999998],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      newWorkerDepartmentId: ['This selection is not valid.'],
      newWorkerLabelIds: ['This selection is not valid.'],
    });
  });
});
