import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { WITHOUT_SENSITIVE, workerWorld, type Rec } from '../../test/kits/worker-test-world';

const SENSITIVE = {
  birthDate: '1980-05-17',
  nationalId: 'NID-7734-XQ',
  address: '12 Hidden Lane',
  emergencyContactName: 'Emma Contact',
  emergencyContactPhone: '+14155550199',
};
const CONFIGURABLE = {
  employeeNumber: 'E-1001',
  email: 'worker1001@example.com',
  phone: '+14155550100',
  hireDate: '2020-01-06',
  terminationDate: '2030-12-31',
};
const ALWAYS_HIDDEN = [...Object.keys(SENSITIVE), 'sensitiveCustomFieldValues', 'payType'];

// SPEC section 6: what a caller without access_employee_sensitive (or without pay rates access)
// sees and changes of a worker, on every read path the server serves.
describe('sensitive worker fields', async () => {
  const w = await workerWorld();
  const { call, base } = w;
  // Everything but access_employee_sensitive (view_audit and manage_payroll included).
  await w.member('plain', WITHOUT_SENSITIVE);
  // Sensitive access but not payroll: no pay rates access.
  await w.member(
    'nopay',
    [...PERMISSIONS].filter((p) => p !== 'manage_payroll'),
  );
  const shirt = await w.create('customfields', { name: 'Shirt', type: 'choice', appliesTo: 'user', choices: ['S', 'M', 'L'] });
  const band = await w.create('customfields', { name: 'Band', type: 'choice', appliesTo: 'user', choices: ['B1', 'B2'], sensitive: true });
  const union = await w.create('customfields', { name: 'Union', type: 'bool', appliesTo: 'user' });
  const size = await w.create('customfields', { name: 'Size', type: 'number', appliesTo: 'user' });
  const onPunch = await w.create('customfields', { name: 'Reason', type: 'bool', appliesTo: 'punch' });
  const foreign = await w.create('customfields', { name: 'Foreign', type: 'bool', appliesTo: 'user' }, w.other, 'outsider');

  // A worker with every field filled in; employee number and email are unique, so each call moves them on.
  let made = 0;
  const full = () => {
    made += 1;
    const unique = made === 1 ? {} : { employeeNumber: `E-${1000 + made}`, email: `worker${1000 + made}@example.com` };
    return { ...SENSITIVE, ...CONFIGURABLE, ...unique, payType: 'salaried', customFieldValues: { [shirt.id]: 'M', [band.id]: 'B2' } };
  };
  const get = async (who: string, id: number) => (await call(who, 'GET', `${base}/employees/${id}`)).json<{ result: Rec }>().result;

  it('are answered in full to the owner, sensitive custom values apart', async () => {
    const worker = await w.worker(full());
    expect(worker).toMatchObject({ ...SENSITIVE, ...CONFIGURABLE, payType: 'salaried' });
    expect(worker.customFieldValues).toEqual({ [shirt.id]: 'M' });
    expect(worker.sensitiveCustomFieldValues).toEqual({ [band.id]: 'B2' });
  });

  it('are left out of list pages (the 500-row pages of exports), records and save answers without access', async () => {
    const worker = await w.worker(full());
    const check = (record: Record<string, unknown>) => {
      for (const name of ALWAYS_HIDDEN) expect(record, name).not.toHaveProperty(name);
      expect(record).toMatchObject({ phone: CONFIGURABLE.phone, hireDate: CONFIGURABLE.hireDate }); // not made sensitive by this organization (yet)
      expect(record).toHaveProperty('email');
      expect(record.customFieldValues).toEqual({ [shirt.id]: 'M' });
    };
    const page = await call('plain', 'GET', `${base}/employees?limit=500&active=all`);
    expect(page.statusCode).toBe(200);
    const rows = page.json<{ results: Rec[] }>().results;
    expect(rows.length).toBeGreaterThan(1);
    rows.forEach(check);
    expect(page.body).not.toContain(SENSITIVE.nationalId);
    expect(page.body).not.toContain('B2');
    check(await get('plain', worker.id));
    const saved = await call('plain', 'PUT', `${base}/employees/${worker.id}`, { middleName: 'Q' });
    expect(saved.statusCode).toBe(200);
    check(saved.json<{ result: Rec }>().result);
    const created = await call('plain', 'POST', `${base}/employees`, { firstName: 'New', lastName: 'Hire' });
    expect(created.statusCode).toBe(201);
    for (const name of ALWAYS_HIDDEN) expect(created.json<{ result: Rec }>().result).not.toHaveProperty(name);
    // By id too (the picker resolving stored ids).
    const byId = await call('plain', 'GET', `${base}/employees?id=${worker.id}`);
    for (const name of ALWAYS_HIDDEN) expect(byId.json<{ results: Rec[] }>().results[0]).not.toHaveProperty(name);
  });

  it('pay needs manage_payroll as well: pay type hidden from sensitive access alone', async () => {
    const worker = await w.worker(full());
    const record = await get('nopay', worker.id);
    expect(record).toMatchObject(SENSITIVE);
    expect(record).not.toHaveProperty('payType');
    const page = (await call('nopay', 'GET', `${base}/employees?limit=500`)).json<{ results: Rec[] }>().results;
    for (const row of page) expect(row).not.toHaveProperty('payType');
    await call('nopay', 'PUT', `${base}/employees/${worker.id}`, { payType: 'hourly' });
    expect((await get('owner', worker.id)).payType).toBe('salaried');
  });

  it('sent by a caller without access, change nothing while the rest of the save applies', async () => {
    const worker = await w.worker(full());
    const response = await call('plain', 'PUT', `${base}/employees/${worker.id}`, {
      firstName: 'Renamed',
      birthDate: '1999-01-01',
      nationalId: 'CHANGED',
      address: '',
      emergencyContactName: null,
      emergencyContactPhone: '+14155550000',
      payType: 'hourly',
      sensitiveCustomFieldValues: { [band.id]: 'B1' },
      customFieldValues: { [shirt.id]: 'L', [band.id]: 'B1' },
    });
    expect(response.statusCode).toBe(200);
    const after = await get('owner', worker.id);
    expect(after).toMatchObject({ ...SENSITIVE, firstName: 'Renamed', payType: 'salaried' });
    expect(after.customFieldValues).toEqual({ [shirt.id]: 'L' });
    expect(after.sensitiveCustomFieldValues).toEqual({ [band.id]: 'B2' });
  });

  it('on create, only the fields named in employeeSensitiveCanCreateFields are taken from such a caller', async () => {
    const input = {
      firstName: 'Cee',
      lastName: 'Create',
      ...SENSITIVE,
      payType: 'salaried',
      sensitiveCustomFieldValues: { [band.id]: 'B1' },
    };
    const before = (await call('plain', 'POST', `${base}/employees`, input)).json<{ result: Rec }>().result;
    const stored = await get('owner', before.id);
    expect(stored).toMatchObject({ birthDate: null, nationalId: null, address: null, emergencyContactName: null, payType: 'hourly' });
    expect(stored.sensitiveCustomFieldValues).toEqual({});

    await w.setDefaults({ employeeSensitiveCanCreateFields: ['birthDate', 'address', 'sensitiveCustomFieldValues'] });
    const created = await call('plain', 'POST', `${base}/employees`, { ...input, lastName: 'Create Two' });
    expect(created.statusCode).toBe(201);
    for (const name of ALWAYS_HIDDEN) expect(created.json<{ result: Rec }>().result).not.toHaveProperty(name);
    const kept = await get('owner', created.json<{ result: Rec }>().result.id);
    expect(kept).toMatchObject({ birthDate: SENSITIVE.birthDate, address: SENSITIVE.address, nationalId: null, payType: 'hourly' });
    expect(kept.sensitiveCustomFieldValues).toEqual({ [band.id]: 'B1' });
    // Only on create: an update by the same caller still changes nothing.
    await call('plain', 'PUT', `${base}/employees/${kept.id}`, { birthDate: '1970-01-01', address: 'Elsewhere' });
    expect(await get('owner', kept.id)).toMatchObject({ birthDate: SENSITIVE.birthDate, address: SENSITIVE.address });
    await w.setDefaults({ employeeSensitiveCanCreateFields: [] });
  });

  it('are masked in the audit trail, for every reader of it', async () => {
    const worker = await w.worker(full());
    await call('owner', 'PUT', `${base}/employees/${worker.id}`, { nationalId: 'NID-NEW-0001', birthDate: '1981-06-18' });
    for (const who of ['owner', 'plain']) {
      const audit = await call(who, 'GET', `${base}/audit?affectedKind=employee&affectedId=${worker.id}`);
      expect(audit.statusCode).toBe(200);
      const events = audit.json<{ results: { action: string; changes: Record<string, { before: unknown; after: unknown }> }[] }>().results;
      expect(events.map((e) => e.action)).toEqual(['update', 'create']);
      expect(events[0]!.changes.nationalId).toEqual({ before: '********', after: '********' });
      expect(events[1]!.changes.birthDate).toEqual({ before: null, after: '********' });
      expect(events[1]!.changes.sensitiveCustomFieldValues).toEqual({ before: null, after: '********' });
      expect(events[1]!.changes.payType).toEqual({ before: null, after: '********' });
      for (const secret of [...Object.values(SENSITIVE), 'NID-NEW-0001', '1981-06-18', 'B2', 'salaried'])
        expect(audit.body).not.toContain(secret);
      expect(events[1]!.changes.firstName).toEqual({ before: null, after: 'Worker' });
    }
  });

  it("'configurable' fields are hidden and kept only while employeeSensitiveFields names them", async () => {
    const worker = await w.worker(full());
    await w.setDefaults({ employeeSensitiveFields: ['email', 'hireDate'] });
    const hidden = await get('plain', worker.id);
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('hireDate');
    expect(hidden).toMatchObject({ employeeNumber: worker.employeeNumber, phone: CONFIGURABLE.phone });
    const page = await call('plain', 'GET', `${base}/employees?limit=500`);
    expect(page.body).not.toContain('@example.com');
    // Nor found by it: a match would tell the value.
    const search = (who: string) => call(who, 'GET', `${base}/employees?searchText=${String(worker.email)}`).then(w.ids);
    expect(await search('plain')).toEqual([]);
    expect(await search('owner')).toEqual([worker.id]);
    await call('plain', 'PUT', `${base}/employees/${worker.id}`, {
      email: 'changed@example.com',
      hireDate: '2021-01-01',
      phone: '+14155550111',
    });
    expect(await get('owner', worker.id)).toMatchObject({ email: worker.email, hireDate: CONFIGURABLE.hireDate, phone: '+14155550111' });
    await w.setDefaults({ employeeSensitiveFields: [] });
    expect(await get('plain', worker.id)).toMatchObject({ email: worker.email, hireDate: CONFIGURABLE.hireDate });
    expect(await search('plain')).toEqual([worker.id]);
  });

  it('pay rates: the rate only with access_employee_sensitive and manage_payroll', async () => {
    const worker = await w.worker({});
    const rate = await w.create('employee-pay-rates', { employeeId: worker.id, effectiveFrom: '2026-01-01', rate: 21.5, note: 'Start' });
    expect(rate.rate).toBe(21.5);
    // manage_payroll without sensitive access: the history without amounts, and no way to change them.
    const page = await call('plain', 'GET', `${base}/employee-pay-rates?employeeId=${worker.id}&limit=500`);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ results: Rec[] }>().results).toEqual([expect.objectContaining({ id: rate.id, note: 'Start' })]);
    expect(page.body).not.toContain('21.5');
    expect((await call('plain', 'GET', `${base}/employee-pay-rates/${rate.id}`)).json<{ result: Rec }>().result).not.toHaveProperty('rate');
    const changed = await call('plain', 'PUT', `${base}/employee-pay-rates/${rate.id}`, { rate: 99, note: 'Raise' });
    expect(changed.statusCode).toBe(403);
    expect((await call('plain', 'DELETE', `${base}/employee-pay-rates/${rate.id}`)).statusCode).toBe(403);
    const added = await call('plain', 'POST', `${base}/employee-pay-rates`, {
      employeeId: worker.id,
      effectiveFrom: '2026-02-01',
      rate: 99,
    });
    // Its rate is dropped as not the caller's to set, so the rate is missing: refused all the same.
    expect([400, 403]).toContain(added.statusCode);
    // Sensitive access without manage_payroll: not even the list.
    expect((await call('nopay', 'GET', `${base}/employee-pay-rates`)).statusCode).toBe(403);
    const stored = (await call('owner', 'GET', `${base}/employee-pay-rates?employeeId=${worker.id}`)).json<{ results: Rec[] }>().results;
    expect(stored).toEqual([expect.objectContaining({ rate: 21.5, note: 'Start', version: 1 })]);
    const audit = await call('owner', 'GET', `${base}/audit?affectedKind=employeepayrate&affectedId=${rate.id}`);
    expect(audit.body).not.toContain('21.5');
  });

  it('custom field values must name a custom field of workers of this organization, with a value it takes', async () => {
    const worker = await w.worker({});
    const bad = [
      [{ 999999: true }, 'This selection is not valid.'],
      [{ [onPunch.id]: true }, 'This selection is not valid.'],
      [{ [foreign.id]: true }, 'This selection is not valid.'],
      [{ [shirt.id]: 'XXL' }, 'This selection is not valid.'],
      [{ [union.id]: 'maybe' }, 'This selection is not valid.'],
      [{ [size.id]: 'many' }, expect.any(String)],
      [{ [band.id]: 'B9' }, 'This selection is not valid.'],
    ] as const;
    for (const [values, message] of bad) {
      const response = await call('owner', 'PUT', `${base}/employees/${worker.id}`, { customFieldValues: values });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json()).toEqual({ customFieldValues: [message] });
      const created = await call('owner', 'POST', `${base}/employees`, { firstName: 'Bad', lastName: 'Values', customFieldValues: values });
      expect(created.statusCode).toBe(400);
    }
    const good = { [shirt.id]: 'S', [union.id]: true, [size.id]: 42 };
    const saved = await call('owner', 'PUT', `${base}/employees/${worker.id}`, { customFieldValues: good });
    expect(saved.json<{ result: Rec }>().result).toMatchObject({ customFieldValues: good, version: 2 });
    // A custom field narrowed or deleted later does not hold up the worker's other changes.
    expect((await call('owner', 'PUT', `${base}/customfields/${shirt.id}`, { choices: ['M', 'L'] })).statusCode).toBe(200);
    const spare = await w.create('customfields', { name: 'Spare', type: 'bool', appliesTo: 'user' });
    await call('owner', 'PUT', `${base}/employees/${worker.id}`, { customFieldValues: { ...good, [spare.id]: true } });
    expect((await call('owner', 'DELETE', `${base}/customfields/${spare.id}`)).statusCode).toBe(204);
    const later = await call('owner', 'PUT', `${base}/employees/${worker.id}`, { middleName: 'Later' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<{ result: Rec }>().result.customFieldValues).toEqual(good);
  });

  it('a worker is deleted only with sensitive access, unless employeeSensitiveCanDelete', async () => {
    const worker = await w.worker({});
    const refused = await call('plain', 'DELETE', `${base}/employees/${worker.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toMatch(/sensitive/);
    expect((await call('owner', 'GET', `${base}/employees/${worker.id}`)).statusCode).toBe(200);
    await w.setDefaults({ employeeSensitiveCanDelete: true });
    expect((await call('plain', 'DELETE', `${base}/employees/${worker.id}`)).statusCode).toBe(204);
    await w.setDefaults({ employeeSensitiveCanDelete: false });
    const next = await w.worker({});
    expect((await call('owner', 'DELETE', `${base}/employees/${next.id}`)).statusCode).toBe(204);
  });
});
