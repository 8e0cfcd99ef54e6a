import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../resources/version';
import { EDIT_SELF_DETAIL } from './employees.server';
import { WITHOUT_SENSITIVE, workerWorld, type Rec } from '../../test/kits/worker-test-world';

// The rules of a worker record beyond sensitivity (sensitive.test.ts), PINs (pins.test.ts), seats
// (seats.test.ts) and restrictions (restrictions.test.ts): employee defaults, SPEC section 5
// messages, edit_self (section 6).
describe('worker rules and employee defaults', async () => {
  const w = await workerWorld();
  const { call, base, refs } = w;
  await w.member('plain', WITHOUT_SENSITIVE);
  await w.member(
    'selfie',
    [...PERMISSIONS].filter((p) => p !== 'edit_self'),
  );
  await w.member('trusted', [...PERMISSIONS]);
  await w.member('viewer', ['view_reports']);
  const post = (input: Record<string, unknown>, who = 'owner') =>
    call(who, 'POST', `${base}/employees`, { firstName: 'Rule', lastName: 'Follower', ...input });
  const defaults = async () => (await call('owner', 'GET', `${base}/employees/defaults`)).json<{ result: Rec }>().result;

  it('requiredFields: each missing one is "{Label} is a required field.", on create and update', async () => {
    const worker = await w.worker({});
    await w.setDefaults({ requiredFields: ['employeeNumber', 'hireDate', 'departmentId', 'phone'] });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      employeeNumber: ['Employee Number is a required field.'],
      hireDate: ['Hire Date is a required field.'],
      departmentId: ['Department is a required field.'],
      phone: ['Phone is a required field.'],
    });
    expect((await post({ employeeNumber: '  ', hireDate: '2026-01-05', departmentId: refs.deptA, phone: '+14155550123' })).json()).toEqual({
      employeeNumber: ['Employee Number is a required field.'],
    });
    const complete = await post({ employeeNumber: 'R-1', hireDate: '2026-01-05', departmentId: refs.deptA, phone: '+14155550123' });
    expect(complete.statusCode).toBe(201);
    // A worker saved before the rule is held to it at its next save.
    expect((await call('owner', 'PUT', `${base}/employees/${worker.id}`, { middleName: 'X' })).statusCode).toBe(400);
    await w.setDefaults({ requiredFields: [] });
  });

  it('requiredFields never demand a field the caller may not set', async () => {
    await w.setDefaults({ requiredFields: ['birthDate', 'nationalId'], employeeSensitiveCanCreateFields: ['nationalId'] });
    const byPlain = await post({}, 'plain');
    expect(byPlain.json()).toEqual({ nationalId: ['National ID is a required field.'] });
    const created = await post({ nationalId: 'N-1' }, 'plain');
    expect(created.statusCode).toBe(201);
    // Later saves by the same caller: neither is theirs to set any more.
    const id = created.json<{ result: Rec }>().result.id;
    expect((await call('plain', 'PUT', `${base}/employees/${id}`, { middleName: 'P' })).statusCode).toBe(200);
    expect((await post({}, 'owner')).json()).toEqual({
      birthDate: ['Birth Date is a required field.'],
      nationalId: ['National ID is a required field.'],
    });
    await w.setDefaults({ requiredFields: [], employeeSensitiveCanCreateFields: [] });
  });

  it('phones are E.164, emails addresses, and a termination not before the hire', async () => {
    expect((await post({ phone: '555-1234' })).json()).toEqual({ phone: ['must be a valid phone number.'] });
    expect((await post({ emergencyContactPhone: '0044 20 7946' })).json()).toEqual({
      emergencyContactPhone: ['must be a valid phone number.'],
    });
    expect((await post({ email: 'not-an-address' })).json()).toEqual({ email: ['must be a valid email address.'] });
    expect((await post({ phone: '+442079460000', email: 'ok@example.com' })).statusCode).toBe(201);

    const refused = await post({ hireDate: '2026-03-10', terminationDate: '2026-03-09' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ terminationDate: ['must not be before the hire date.'] });
    const worker = (await post({ hireDate: '2026-03-10', terminationDate: '2026-03-10' })).json<{ result: Rec }>().result;
    // Against the stored hire date too.
    const early = await call('owner', 'PUT', `${base}/employees/${worker.id}`, { terminationDate: '2025-12-31' });
    expect(early.json()).toEqual({ terminationDate: ['must not be before the hire date.'] });
    expect((await call('owner', 'PUT', `${base}/employees/${worker.id}`, { hireDate: '2026-04-01' })).statusCode).toBe(400);
  });

  it('new-worker defaults fill what a new worker is given without', async () => {
    await w.setDefaults({
      newWorkerDepartmentId: refs.deptB,
      newWorkerOrgUnitId: refs.unitB,
      newWorkerLabelIds: [refs.labelB],
      newWorkerPayType: 'salaried',
    });
    const filled = (await post({})).json<{ result: Rec }>().result;
    expect(filled).toMatchObject({ departmentId: refs.deptB, orgUnitId: refs.unitB, labelIds: [refs.labelB], payType: 'salaried' });
    const own = (await post({ departmentId: refs.deptA, orgUnitId: refs.unitA, labelIds: [refs.labelA], payType: 'hourly' })).json<{
      result: Rec;
    }>().result;
    expect(own).toMatchObject({ departmentId: refs.deptA, orgUnitId: refs.unitA, labelIds: [refs.labelA], payType: 'hourly' });
    // A caller who may not set pay gets the organization's pay type.
    const byPlain = (await post({ payType: 'hourly' }, 'plain')).json<{ result: Rec }>().result;
    expect((await call('owner', 'GET', `${base}/employees/${byPlain.id}`)).json<{ result: Rec }>().result.payType).toBe('salaried');
    // Only new workers: a saved one keeps its department when it is emptied.
    const emptied = await call('owner', 'PUT', `${base}/employees/${own.id}`, { departmentId: null });
    expect(emptied.json<{ result: Rec }>().result).toMatchObject({ departmentId: null, orgUnitId: refs.unitA });
    // A worker always holds a pay type: emptying it keeps the one before.
    const kept = await call('owner', 'PUT', `${base}/employees/${own.id}`, { payType: null });
    expect(kept.json<{ result: Rec }>().result.payType).toBe('hourly');
    await w.setDefaults({ newWorkerDepartmentId: null, newWorkerOrgUnitId: null, newWorkerLabelIds: [], newWorkerPayType: 'hourly' });
  });

  it('edit_self: an administrator changes their own worker record only with it', async () => {
    const self = await w.worker({ pin: '123456789012' });
    const trustedSelf = await w.worker({});
    await sql`update employees set user_id = ${w.userIds.selfie} where id = ${self.id}`.execute(w.db);
    await sql`update employees set user_id = ${w.userIds.trusted} where id = ${trustedSelf.id}`.execute(w.db);
    const url = `${base}/employees/${self.id}`;
    for (const [method, path, payload] of [
      ['PUT', url, { middleName: 'Me' }],
      ['PUT', url, { active: false }],
      ['DELETE', url, undefined],
      ['POST', `${url}/actions/deactivate`, {}],
      ['POST', `${url}/actions/resetPin`, {}],
      ['POST', `${base}/employees/actions/resetPin`, { ids: [self.id] }],
    ] as const) {
      const response = await call('selfie', method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({ detail: EDIT_SELF_DETAIL });
    }
    const stored = (await call('owner', 'GET', url)).json<{ result: Rec }>().result;
    expect(stored).toMatchObject({ version: 1, active: true, hasPin: true, middleName: null });
    // Reading it is fine, and so is changing anyone else.
    expect((await call('selfie', 'GET', url)).statusCode).toBe(200);
    expect((await call('selfie', 'PUT', `${base}/employees/${trustedSelf.id}`, { middleName: 'Other' })).statusCode).toBe(200);
    // With edit_self, one's own record is like any other; others may always change it.
    expect((await call('trusted', 'PUT', `${base}/employees/${trustedSelf.id}`, { middleName: 'Me' })).statusCode).toBe(200);
    expect((await call('owner', 'PUT', url, { middleName: 'By owner' })).statusCode).toBe(200);
    // A delegate of that administrator is that administrator.
    const issued = await call('owner', 'POST', `${base}/delegate-tokens`, { orgUserId: w.orgUserIds.selfie });
    w.tokens.selfieDelegate = `Delegate ${issued.json<{ result: { token: string } }>().result.token}`;
    expect((await call('selfieDelegate', 'PUT', url, { middleName: 'Via delegate' })).statusCode).toBe(403);
  });

  it('employee defaults: the PIN bounds and the field lists are checked, nothing saved on refusal', async () => {
    const before = await defaults();
    const put = (values: Record<string, unknown>, who = 'owner') => call(who, 'PUT', `${base}/employees/defaults`, values);
    const refused = [
      [{ pinLengthMin: 6, pinLengthMax: 4 }, { pinLengthMax: ['must be at least 6.'] }],
      [{ pinLengthMin: 0 }, { pinLengthMin: [expect.any(String)] }],
      [{ pinLengthMin: 21 }, { pinLengthMin: [expect.any(String)] }],
      [{ requiredFields: ['shoeSize'] }, { requiredFields: ['This selection is not valid.'] }],
      [{ requiredFields: ['firstName', 'email'] }, { requiredFields: ['This selection is not valid.'] }],
      [{ employeeSensitiveFields: ['birthDate'] }, { employeeSensitiveFields: ['This selection is not valid.'] }],
      [{ employeeSensitiveCanCreateFields: ['payType'] }, { employeeSensitiveCanCreateFields: ['This selection is not valid.'] }],
      [{ newWorkerPayType: 'weekly' }, { newWorkerPayType: ['This selection is not valid.'] }],
    ] as const;
    for (const [values, errors] of refused) {
      const response = await put(values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await defaults()).toEqual(before);
    expect((await put({ pinLengthMin: 6, pinLengthMax: 0 })).statusCode).toBe(200);
    expect((await put({ pinLengthMin: 4, pinLengthMax: 4 })).statusCode).toBe(200);
    expect((await put({ pinLengthMin: 6 }, 'viewer')).statusCode).toBe(403);
    expect((await call('viewer', 'GET', `${base}/employees/defaults`)).statusCode).toBe(200);
    const { version } = await defaults();
    expect((await put({ pinLengthMin: 5, version: version - 1 })).json()).toEqual({ detail: STALE_VERSION });
  });

  it('the session reflects employee defaults once saved', async () => {
    const session = async () => (await call('owner', 'GET', `${base}/session`)).json<Record<string, unknown>>();
    await w.setDefaults({
      pinLengthMin: 5,
      pinLengthMax: 8,
      requiredFields: ['email', 'hireDate'],
      employeeSensitiveFields: ['phone'],
      employeeSensitiveCanCreateFields: ['birthDate'],
      employeeSensitiveCanDelete: true,
      employeeSensitivePayClassReadOnly: false,
    });
    expect(await session()).toMatchObject({
      pinLengthMin: 5,
      pinLengthMax: 8,
      requiredFields: ['email', 'hireDate'],
      employeeSensitiveFields: ['phone'],
      employeeSensitiveCanCreateFields: ['birthDate'],
      employeeSensitiveCanDelete: true,
      employeeSensitivePayClassReadOnly: false,
    });
    const other = await call('outsider', 'GET', `/orgs/${w.other}/session`);
    expect(other.json()).toMatchObject({ pinLengthMin: 12, pinLengthMax: 0, requiredFields: [], employeeSensitiveFields: [] });
  });
});
