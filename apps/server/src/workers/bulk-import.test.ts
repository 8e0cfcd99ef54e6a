import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workerWorld, type Rec } from '../../test/kits/worker-test-world';

type Row = Record<string, unknown>;

// Bulk import of workers (issue 14): per-row errors from the field rules and from the worker
// rules (PINs, custom values, required fields), uniqueness within the batch, the seat limit over
// the batch as a whole, and all or nothing.
describe('bulk import of workers', async () => {
  const w = await workerWorld();
  const { call, db, org, base, refs } = w;
  const url = `${base}/bulk-import`;
  const shirt = await w.create('customfields', { name: 'Shirt', type: 'choice', appliesTo: 'user', choices: ['S', 'M', 'L'] });
  await w.worker({ employeeNumber: 'TAKEN-1', pin: '999999999999' }); // an existing worker's number and PIN
  const setSeats = (maxUsers: number) => sql`update organizations set max_users = ${maxUsers} where id = ${org}`.execute(db);
  const count = async (table: 'employees' | 'audit_events') =>
    Number((await db.selectFrom(table).select(db.fn.countAll<string>().as('n')).where('org_id', '=', org).executeTakeFirstOrThrow()).n);

  /** Row i of a spreadsheet: text as a spreadsheet gives it, a unique number, phone and PIN. */
  const row = (i: number): Row => ({
    firstName: `First${i}`,
    lastName: `Last${i}`,
    employeeNumber: `N-${i}`,
    email: `w${i}@example.com`,
    phone: `+1415555${String(i).padStart(4, '0')}`,
    departmentId: String(i % 2 === 0 ? refs.deptA : refs.deptB),
    orgUnitId: refs.unitA,
    labelIds: [refs.labelA],
    active: i % 10 === 9 ? 'no' : 'yes',
    hireDate: '2025-03-01',
    pin: String(100_000_000_000 + i),
    customFieldValues: { [shirt.id]: 'M' },
  });
  const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => row(from + i));

  it('imports 1,000 workers in one request, hashing their PINs', async () => {
    await setSeats(5000);
    const before = await count('employees');
    const response = await call('owner', 'POST', url, { path: 'employees', items: rows(1000), options: {} });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const results = response.json<{ results: Rec[] }>().results;
    expect(results).toHaveLength(1000);
    expect(results[7]).toMatchObject({ firstName: 'First7', employeeNumber: 'N-7', departmentId: refs.deptB, active: true, hasPin: true });
    expect(results[9]).toMatchObject({ active: false, customFieldValues: { [shirt.id]: 'M' } });
    expect(results.every((r) => !('pin' in r))).toBe(true);
    expect(await count('employees')).toBe(before + 1000);
    const stored = await sql<{ pin_hash: string }>`select pin_hash from employees where id = ${results[7]!.id}`.execute(db);
    expect(stored.rows[0]!.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.pin_hash).not.toContain('100000000007');
  }, 120_000);

  it('answers every bad row, from the field rules and the worker rules alike, and writes nothing', async () => {
    const [workers, events] = [await count('employees'), await count('audit_events')];
    const items = rows(1000, 5000);
    items[3]!.phone = '555-1234';
    items[10]!.employeeNumber = 'dup-1';
    items[500]!.employeeNumber = 'DUP-1'; // the same without case
    items[20]!.employeeNumber = 'taken-1'; // an existing worker's
    items[30]!.pin = '1234';
    items[41]!.pin = items[40]!.pin; // the same PIN twice in the batch
    items[42]!.pin = '999999999999'; // an existing worker's PIN
    items[50]!.lastName = '';
    items[60]!.customFieldValues = { [shirt.id]: 'XXL' };
    items[70]!.departmentId = 999_999;
    const response = await call('owner', 'POST', url, { path: 'employees', items, options: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      rows: [
        { index: 3, errors: { phone: ['must be a valid phone number.'] } },
        { index: 20, errors: { employeeNumber: ['must be unique.'] } },
        { index: 30, errors: { pin: ['at least 12 characters.'] } },
        { index: 41, errors: { pin: ['choose another PIN.'] } },
        { index: 42, errors: { pin: ['choose another PIN.'] } },
        { index: 50, errors: { lastName: ['Last Name is a required field.'] } },
        { index: 60, errors: { customFieldValues: ['This selection is not valid.'] } },
        { index: 70, errors: { departmentId: ['This selection is not valid.'] } },
        { index: 500, errors: { employeeNumber: ['must be unique.'] } },
      ],
    });
    expect([await count('employees'), await count('audit_events')]).toEqual([workers, events]);
  }, 120_000);

  it('reports the organization’s required fields per row too', async () => {
    await w.setDefaults({ requiredFields: ['hireDate'] });
    try {
      const items = [row(9001), { ...row(9002), hireDate: '' }];
      const response = await call('owner', 'POST', url, { path: 'employees', items, options: { dryRun: true } });
      expect(response.json()).toEqual({ rows: [{ index: 1, errors: { hireDate: ['Hire Date is a required field.'] } }] });
    } finally {
      await w.setDefaults({ requiredFields: [] });
    }
  });

  it('holds the seat limit over the batch as a whole, preview included, and counts only active rows', async () => {
    const counts = await sql<{ users: string }>`select users from punchline_user_counts(${org})`.execute(db);
    const used = Number(counts.rows[0]!.users);
    await setSeats(used + 2);
    const workers = await count('employees');
    const three = rows(3, 7000).map((r) => ({ ...r, active: true }));
    const message =
      `This adds 3 active workers, but only 2 more fit within this organization's limit of ${used + 2} active users. ` +
      'Add fewer or inactive workers, deactivate workers, or upgrade the subscription to add more.';
    for (const options of [{}, { dryRun: true }]) {
      const refused = await call('owner', 'POST', url, { path: 'employees', items: three, options });
      expect([refused.statusCode, refused.json()]).toEqual([400, { detail: message }]);
    }
    expect(await count('employees')).toBe(workers);
    const fits = [...three.slice(0, 2), ...rows(4, 7010).map((r) => ({ ...r, active: 'no' }))];
    const accepted = await call('owner', 'POST', url, { path: 'employees', items: fits, options: {} });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await count('employees')).toBe(workers + 6);
    // Full now: a single active row is refused.
    const full = await call('owner', 'POST', url, { path: 'employees', items: rows(1, 7020).map((r) => ({ ...r, active: true })) });
    expect(full.statusCode).toBe(400);
    expect(full.json<{ detail: string }>().detail).toMatch(/^This organization has reached its limit of \d+ active users\./);
    await setSeats(5000);
  });

  it('takes at most 1,000 workers in one import', async () => {
    const response = await call('owner', 'POST', url, { path: 'employees', items: rows(1001, 8000), options: { dryRun: true } });
    expect([response.statusCode, response.json()]).toEqual([400, { items: ['no more than 1000 items.'] }]);
  });

  it('answers only what the caller may see, and needs edit_employees', async () => {
    await w.member('plain', ['edit_employees']);
    await w.member('reader', ['view_reports']);
    const secret = { ...row(9100), birthDate: '1970-01-01', nationalId: 'NID-IMPORT' };
    const preview = await call('owner', 'POST', url, { path: 'employees', items: [secret], options: { dryRun: true } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ results: Row[] }>().results[0]).toMatchObject({ nationalId: 'NID-IMPORT' });
    expect(preview.json<{ results: Row[] }>().results[0]).not.toHaveProperty('pin');
    const plain = await call('plain', 'POST', url, { path: 'employees', items: [secret], options: {} });
    expect(plain.statusCode).toBe(201);
    expect(plain.json<{ results: Row[] }>().results[0]).not.toHaveProperty('nationalId');
    expect(plain.body).not.toContain('NID-IMPORT');
    expect((await call('reader', 'POST', url, { path: 'employees', items: [row(9101)] })).statusCode).toBe(403);
  });
});
