// The import graph's rules, checked by `npm run lint` (depcruise): dependencies point down.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module may not import, directly or through others, one that imports it back. Type-only ' +
        'imports count too: a cycle of types is the same tangle to read and to move.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'toolkit-knows-no-feature',
      severity: 'error',
      comment:
        'The collections toolkit (apps/server/src/resources) serves every feature and calls none: a ' +
        'feature that must act on a save subscribes to its events (resources/save-events.ts).',
      from: { path: '^apps/server/src/resources/', pathNot: '[.]test[.]ts$|test-kit[.]ts$' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(resources|db|http|audit|auth|orgs|paging|config)([.]ts$|/)' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the cruiser cannot follow would hide the cycles behind it.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Builds and reports are not source.
    exclude: { path: '^(apps|packages)/[^/]+/(dist|dist-[^/]+|coverage)/' },
    // Type-only imports are part of the graph (they vanish from the build, not from the design).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
