import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every INSERT, UPDATE and DELETE on punches is in punch-store.ts, so its rules (the write core's
// lock, version and audit through punch-writes.ts; the device API's one statement) cannot be
// skipped by a write somewhere else. Migrations and tests (which arrange rows as they need) are
// left out; the test worlds seed through punch-store.ts like the demo.

const SRC = join(import.meta.dirname, '..');
const STORE = 'punches/punch-store.ts';

/** A write to punches in Kysely's builder or in SQL text (any case, any spacing, `public.` or quoted). */
const WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`](?:public\.)?punches(?:\s+as\s+\w+)?['"`]\s*\)/,
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?punches"?(?![\w-])/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files under src, but the store, that write to punches. */
function punchWriters(): string[] {
  return sources(SRC)
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .filter((file) => file !== STORE && WRITES.some((pattern) => pattern.test(readFileSync(join(SRC, file), 'utf8'))));
}

describe('punch writes', () => {
  it('are all in punches/punch-store.ts', () => {
    expect(punchWriters()).toEqual([]);
  });

  it('are recognised in every form a file could take', () => {
    const written = [
      ".insertInto('punches')",
      '.updateTable("punches as p")',
      'deleteFrom(`punches`)',
      'sql`insert into punches (org_id) values (1)`',
      'sql`UPDATE  public.punches set x = 1`',
      'sql`delete from "punches" where id = 1`',
    ];
    const read = ["selectFrom('punches')", 'sql`select * from punches`', "insertInto('punches_archive')", 'update punch_codes set'];
    expect(written.filter((text) => !WRITES.some((p) => p.test(text)))).toEqual([]);
    expect(read.filter((text) => WRITES.some((p) => p.test(text)))).toEqual([]);
  });
});
