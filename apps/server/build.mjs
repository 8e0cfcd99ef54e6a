// Bundles the server into one ES module; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Native modules load their compiled binding from node_modules: never bundled, whatever the above.
  external: ['sharp', '@node-rs/argon2'],
  // Our own workspaces are TypeScript sources: bundle them rather than load them at run time.
  alias: { '@punchline/domain': '../../packages/domain/src/index.ts', '@punchline/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/main.ts'], outfile: process.env.SERVER_OUTFILE ?? 'dist/main.js' });
// npm run backup / npm run restore (docs/backup.md).
await build({ ...common, entryPoints: ['src/backup-cli.ts'], outfile: 'dist/backup.js' });
