import { findResource, RESOURCES } from '@punchline/contracts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ServerHalf } from './resources/server-resources';
import { SERVER_HALVES } from './server-halves';

// The list of server halves is what the app registers: a half left out of it would leave its
// collection without its hooks, actions or list conditions, and nothing else would say so.

const SRC = path.dirname(fileURLToPath(import.meta.url));

const isHalf = (value: unknown): value is ServerHalf => typeof value === 'object' && value !== null && 'def' in value && 'server' in value;

/** Every server half a `*.server.ts` file of the server exports. */
async function halvesInFiles(): Promise<{ file: string; half: ServerHalf }[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.server.ts'));
  const found: { file: string; half: ServerHalf }[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(SRC, file)).href);
    for (const value of Object.values(exports)) if (isHalf(value)) found.push({ file, half: value });
  }
  return found;
}

describe('the server halves list (server-halves.ts)', () => {
  it('names each collection once, and only collections of the registry', () => {
    const paths = SERVER_HALVES.map((h) => h.def.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    // The very definition of RESOURCES, not a copy that could drift from it.
    expect(SERVER_HALVES.filter((h) => findResource(h.def.path) !== h.def).map((h) => h.def.path)).toEqual([]);
  });

  it('has a half for every definition that cannot work without one', () => {
    const serverOf = (path: string) => SERVER_HALVES.find((h) => h.def.path === path)?.server;
    // Computed columns need their SQL and actions their handlers (defineServerResource checks
    // each is there); list parameters mean nothing without the half's listWhere.
    const missing = RESOURCES.filter((def) => {
      const server = serverOf(def.path);
      if ((def.computed || def.actions) && !server) return true;
      return def.params !== undefined && !server?.listWhere;
    });
    expect(missing.map((d) => d.path)).toEqual([]);
  });

  it('lists every half a *.server.ts file defines', async () => {
    const found = await halvesInFiles();
    expect(found.length).toBeGreaterThan(0);
    const unlisted = found.filter(({ half }) => !SERVER_HALVES.includes(half));
    expect(unlisted.map(({ file, half }) => `${file}: ${half.def.path}`)).toEqual([]);
  });
});
