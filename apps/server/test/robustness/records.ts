import { RESOURCES } from '@punchline/contracts';
import { sampleRecord } from './collections';
import type { World } from './world';

/** One record per collection of organization A, made through the API by its owner (world.records). */
export async function seedRecords(world: World): Promise<void> {
  const owner = { authorization: `Bearer ${world.owner.token}` };
  for (const def of RESOURCES) {
    const url = `/api/orgs/${world.orgA}/${def.path}`;
    const created = await world.app.inject({ method: 'POST', url, headers: owner, payload: sampleRecord(def.fields, world.records) });
    if (created.statusCode === 201) world.records[def.path] = created.json<{ result: { id: number; version: number } }>().result;
  }
}
