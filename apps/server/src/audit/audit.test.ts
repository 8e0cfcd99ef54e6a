import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

type Events = {
  results: { action: string; actor: { type: string; id: number }; affected: { kind: string; id: number } }[];
  cursor?: string;
};

describe('GET audit', async () => {
  const { orgA, orgB, people, call, db } = await resourceWorld();
  const post = async (who: 'admin' | 'plain', path: string, body: object) =>
    (await call(who, 'POST', `/orgs/${orgA}/${path}`, body)).json<{ result: { id: number } }>().result.id;
  const night = await post('admin', 'labels', { name: 'Night', type: 'work', targetId: 'employee:7' });
  const day = await post('plain', 'labels', { name: 'Day', type: 'work' });
  const unit = await post('admin', 'orgunits', { name: 'North', labelIds: [night, day] });
  await call('admin', 'PUT', `/orgs/${orgA}/orgunits/${unit}`, { labelIds: [day], version: 1 });
  const audit = async (query: string) => (await call('admin', 'GET', `/orgs/${orgA}/audit?${query}`)).json<Events>();
  const summary = (e: Events) => e.results.map((r) => `${r.action} ${r.affected.kind}:${r.affected.id}`);

  it('lists newest first and filters by actor, affected and associated record', async () => {
    expect(summary(await audit(''))).toEqual([
      `update orgunit:${unit}`,
      `create orgunit:${unit}`,
      `create label:${day}`,
      `create label:${night}`,
    ]);
    expect(summary(await audit(`actorType=user&actorId=${people.plain}`))).toEqual([`create label:${day}`]);
    expect(summary(await audit(`affectedKind=label&affectedId=${night}`))).toEqual([`create label:${night}`]);
    // The update removed Night from the unit: it is still found under Night.
    expect(summary(await audit(`associatedKind=label&associatedId=${night}`))).toEqual([
      `update orgunit:${unit}`,
      `create orgunit:${unit}`,
    ]);
    expect(summary(await audit('associatedKind=employee&associatedId=7'))).toEqual([`create label:${night}`]);
  });

  it('pages with a cursor', async () => {
    const first = await audit('limit=3');
    const second = await audit(`limit=3&cursor=${first.cursor}`);
    expect(summary(second)).toEqual([`create label:${night}`]);
    expect(second.cursor).toBeUndefined();
  });

  it('needs view_audit, and never shows another organization', async () => {
    expect((await call('plain', 'GET', `/orgs/${orgA}/audit`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/orgs/${orgA}/audit`)).statusCode).toBe(403);
    await call('outsider', 'POST', `/orgs/${orgB}/labels`, { name: 'Beta label', type: 'user' });
    expect((await call('outsider', 'GET', `/orgs/${orgB}/audit`)).json<Events>().results).toHaveLength(1);
    expect((await audit('limit=500')).results).toHaveLength(4);
    const rows = await db.selectFrom('audit_events').select('org_id').distinct().execute();
    expect(rows).toHaveLength(2);
  });
});
