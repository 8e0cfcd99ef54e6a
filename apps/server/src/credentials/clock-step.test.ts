import type { CredentialProblem } from '@punchline/contracts';
import { addDaysIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deviceWorld, testJpeg } from '../../test/kits/device-test-world';
import { ZONE } from '../../test/kits/timecard-world';
import { PHOTO_NOT_ASKED, PHOTO_NOT_ASKED_CODE } from './clock-photo-document';
import { MISMATCHED, NOT_A_DOCUMENT } from './documents.service';

// The clock's credential step (issue 35): the worker's problems for a clock-in before the punch,
// and a photo of a document taken at the clock when a policy allows it, kept among the worker's
// documents within the console upload's limits, and told to the managers who may see the worker.

type Problems = { problems: CredentialProblem[]; photoMaxBytes: number };

describe('the clock’s credential step', async () => {
  const w = await deviceWorld();
  const { db, org, other, base, call, create, refs } = w;
  await sql`update organizations set features = features || array['credential', 'document']::text[] where id in (${org}, ${other})`.execute(
    db,
  );
  expect((await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true })).statusCode).toBe(200);
  expect((await call('owner', 'PUT', `${base}/costing/defaults`, { costingMode: 'enhanced' })).statusCode).toBe(200);
  await w.member('manager', ['edit_employees']);
  await w.member('unitBManager', ['edit_employees']);
  await w.restrict('unitBManager', { orgUnitIds: [refs.unitB] });
  const dock = await create('costing/jobs', { name: 'Loading dock' });
  const forklift = await create('credential/types', { name: 'Forklift licence', expires: true });
  const food = await create('credential/types', { name: 'Food handler card', expires: true });
  const harness = await create('credential/types', { name: 'Harness training', expires: false });
  await create('credential/policies', {
    name: 'Forklift in Dept A',
    credentialTypeIds: [forklift.id],
    appliesTo: 'departments',
    departmentIds: [refs.deptA],
    clockAction: 'refuse',
    allowClockPhoto: true,
  });
  await create('credential/policies', { name: 'Food everywhere', credentialTypeIds: [food.id], clockAction: 'warn' });
  await create('credential/policies', {
    name: 'Harness at the dock',
    credentialTypeIds: [harness.id],
    appliesTo: 'jobs',
    jobIds: [dock.id],
    clockAction: 'refuse',
  });
  const clock = await w.device({ name: 'Gate clock' });
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const fred = await w.pinWorker({ firstName: 'Fred', lastName: 'Forks', departmentId: refs.deptA, orgUnitId: refs.unitA });
  await create('credential/credentials', { employeeId: fred.id, typeId: forklift.id, number: 'FL-1', expiresOn: addDaysIso(today, -3) });
  const id = (pin: string) => ({ identification: { method: 'pin', pin } });

  const problems = async (pin: string, extra: Record<string, unknown> = {}, token = clock.token) => {
    const r = await w.deviceCall(token, 'POST', '/credentials/problems', { ...id(pin), ...extra });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: Problems }>().result;
  };
  const photo = (pin: string, typeId: number, bytes: Buffer, token = clock.token) =>
    w.deviceCall(token, 'POST', '/credentials/photo', { ...id(pin), typeId, photo: bytes.toString('base64') });
  const documents = async (employeeId: number) =>
    (await call('owner', 'GET', `${base}/employees/${employeeId}/documents`)).json<{ results: { name: string; contentType: string }[] }>()
      .results;
  const notifications = async (who: string) =>
    (
      await sql<{ title: string; body: string }>`select m.title, m.body from notification_messages m
        where m.org_id = ${org} and m.user_id = ${w.userIds[who]!} and m.title like 'Document photo%' order by m.id`.execute(db)
    ).rows;

  it('lists what a clock-in now would refuse or warn of, the job’s policies only when the job is sent', async () => {
    const result = await problems(fred.pin);
    expect(result.photoMaxBytes).toBe(600_000);
    expect(result.problems).toEqual([
      {
        typeId: forklift.id,
        typeName: 'Forklift licence',
        status: 'expired',
        text: 'Your Forklift licence has expired.',
        action: 'refuse',
        photoAllowed: true,
      },
      {
        typeId: food.id,
        typeName: 'Food handler card',
        status: 'missing',
        text: 'You have no Food handler card on record.',
        action: 'warn',
        photoAllowed: false,
      },
    ]);
    const atDock = await problems(fred.pin, { job: dock.id });
    expect(atDock.problems.map((p) => [p.typeName, p.action])).toContainEqual(['Harness training', 'refuse']);
    // The punch agrees: refused for the licence the step showed.
    const punch = await w.punch(clock.token, w.punchBody(fred.pin, { type: 'in' }));
    expect([punch.statusCode, punch.json<{ detail: string }>().detail]).toEqual([
      403,
      expect.stringContaining('Your Forklift licence has expired.'),
    ]);
  });

  it('keeps a photo of the document among the worker’s documents and tells the managers who may see them', async () => {
    const jpeg = await testJpeg(64);
    const r = await photo(fred.pin, forklift.id, jpeg);
    expect(r.statusCode, r.body).toBe(201);
    const [y, m, d] = today.split('-');
    const name = `Forklift licence from the clock ${m}/${d}/${y}`;
    expect(r.json()).toMatchObject({ result: { name, size: jpeg.length } });
    expect(await documents(fred.id)).toMatchObject([{ name, contentType: 'image/jpeg' }]);
    const [told] = await notifications('manager');
    expect(told).toEqual({
      title: 'Document photo to check: Fred Forks',
      body: `Fred Forks photographed their Forklift licence at Gate clock (Your Forklift licence has expired.) It is in their Credentials & Documents as "${name}": check it and enter the credential.`,
    });
    expect(await notifications('owner')).toHaveLength(1);
    // Outside the restricted manager's org unit: not told.
    expect(await notifications('unitBManager')).toEqual([]);
    // It makes nothing valid: the clock-in is still refused.
    expect((await problems(fred.pin)).problems[0]).toMatchObject({ typeName: 'Forklift licence', action: 'refuse' });
  });

  it('refuses a photo nobody asks for, content that is not a JPEG, and one over the organization’s limits, keeping nothing', async () => {
    const before = (await documents(fred.id)).length;
    const notAsked = await photo(fred.pin, food.id, await testJpeg());
    expect([notAsked.statusCode, notAsked.json()]).toEqual([400, { detail: PHOTO_NOT_ASKED, code: PHOTO_NOT_ASKED_CODE }]);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const renamed = await photo(fred.pin, forklift.id, png);
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { detail: MISMATCHED }]);
    const program = await photo(fred.pin, forklift.id, Buffer.from('MZ\x90\x00 this is a program'));
    expect([program.statusCode, program.json()]).toEqual([400, { detail: NOT_A_DOCUMENT }]);
    const settings = (values: Record<string, number>) =>
      sql`update organizations set settings = settings || ${JSON.stringify(values)}::jsonb where id = ${org}`.execute(db);
    await settings({ maxDocumentFileSize: 200 });
    expect((await problems(fred.pin)).photoMaxBytes).toBe(200);
    const big = await photo(fred.pin, forklift.id, await testJpeg(64));
    expect([big.statusCode, big.json()]).toEqual([400, { detail: 'The file is larger than 1 KB. Choose a smaller one.' }]);
    await settings({ maxDocumentFileSize: 2_000_000, maxDocumentsPerUser: before });
    const full = await photo(fred.pin, forklift.id, await testJpeg());
    expect([full.statusCode, full.json()]).toEqual([
      400,
      { detail: `This worker already has ${before} documents, the most allowed. Delete one first.` },
    ]);
    await settings({ maxDocumentsPerUser: 10 });
    expect(await documents(fred.id)).toHaveLength(before);
  });

  it('another organization’s clock cannot reach the worker, and without documents no photo is offered', async () => {
    const before = (await documents(fred.id)).length;
    const theirs = await w.device({}, other);
    const r = await w.deviceCall(theirs.token, 'POST', '/credentials/problems', id(fred.pin));
    expect(r.statusCode).toBe(400);
    expect((await photo(fred.pin, forklift.id, await testJpeg(), theirs.token)).statusCode).toBe(400);
    expect(await documents(fred.id)).toHaveLength(before);
    await sql`update organizations set features = array_remove(features, 'document') where id = ${org}`.execute(db);
    expect((await problems(fred.pin)).problems[0]).toMatchObject({ typeName: 'Forklift licence', photoAllowed: false });
    expect((await photo(fred.pin, forklift.id, await testJpeg())).json()).toMatchObject({ code: PHOTO_NOT_ASKED_CODE });
    await sql`update organizations set features = features || array['document']::text[] where id = ${org}`.execute(db);
    // Credentials switched off: nothing to show, the clock goes straight on.
    const off = await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await problems(fred.pin)).problems).toEqual([]);
    expect((await call('owner', 'PUT', `${base}/credential/settings`, { credentialsEnabled: true })).statusCode).toBe(200);
  });

  it('the punch’s warnings say which only the job asks for, so a clock that showed the others shows only those', async () => {
    const wanda = await w.pinWorker({ firstName: 'Wanda', lastName: 'Warned' });
    const yard = await create('costing/jobs', { name: 'Yard' });
    const badge = await create('credential/types', { name: 'Yard badge', expires: false });
    await create('credential/policies', {
      name: 'Badge in the yard',
      credentialTypeIds: [badge.id],
      appliesTo: 'jobs',
      jobIds: [yard.id],
      clockAction: 'warn',
    });
    const ok = await w.accepted(clock.token, w.punchBody(wanda.pin, { type: 'in', costing: { job: yard.id } }));
    expect(ok.credentialWarnings?.sort((a, b) => a.typeName.localeCompare(b.typeName))).toEqual([
      { typeName: 'Food handler card', status: 'missing', text: 'You have no Food handler card on record.', jobOnly: false },
      { typeName: 'Yard badge', status: 'missing', text: 'You have no Yard badge on record.', jobOnly: true },
    ]);
  });
});
