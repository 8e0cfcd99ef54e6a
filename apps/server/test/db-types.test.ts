import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { GENERATED_FILE, generateDatabaseTypes } from '../scripts/db-types-codegen';
import { createTestDb } from './test-db';

const file = path.resolve(import.meta.dirname, '../../..', GENERATED_FILE);

function firstDifference(committed: string, generated: string): string {
  const old = committed.split('\n');
  const now = generated.split('\n');
  const line = now.findIndex((text, index) => text !== old[index]);
  const at = line === -1 ? now.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(old[at] ?? '<end of file>')}, migrations give ${JSON.stringify(now[at] ?? '<end of file>')}`;
}

test('the committed database types are those of the migrated schema', async () => {
  const { db } = await createTestDb();
  const generated = await generateDatabaseTypes(db, file);
  const committed = readFileSync(file, 'utf8');
  if (generated !== committed) {
    expect.fail(`${GENERATED_FILE} is not current: run npm run db:types (first difference at ${firstDifference(committed, generated)})`);
  }
});
