import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '.e2e-*/**',
      'test-results-*/**',
      '**/node_modules/**',
      'data/**',
      '.e2e-data/**',
      '.bench-data/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**', '@punchline/server'], message: 'The console never imports server code.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/clock/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web clock proves the public device API: it knows nothing of the console or the server.
    files: ['apps/clock/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              // Its schemas are zod objects: a value import would put zod in the clock's bundle,
              // and zod's eval probe breaks the CSP (security-headers.ts). Shared helpers go in the domain.
              name: '@punchline/contracts/device',
              allowTypeImports: true,
              message: 'The web clock imports only types from the device contract; put shared code in @punchline/domain.',
            },
          ],
          patterns: [
            {
              group: ['**/apps/server/**', '@punchline/server', '**/apps/web/**', '@punchline/web', '**/packages/contracts/**'],
              message: 'The web clock uses only the device API and the pure domain rules.',
            },
            {
              // The device API's contract has its own entry point; the rest of the contracts is the console's.
              regex: '^@punchline/contracts(?!/device$)',
              message: 'The web clock imports the device API contract only: @punchline/contracts/device.',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain rules stay pure: no I/O, no framework (GUIDE.md).
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'pg', 'kysely', 'fastify', 'react', 'react-dom', '@mantine/*'],
              message: 'packages/domain has no I/O and no framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The device entry point carries only what a clock needs: nothing of the console's contracts.
    files: ['packages/contracts/src/device/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '@punchline/*'], message: 'The device API contract imports only zod and its own files.' }] },
      ],
    },
  },
  {
    // One clock: the server's feature code reads time from the injected clock (ctx.clock, a
    // Caller's clock, or a `now` handed down from one), so a test can set any instant; a row's
    // write stamp is the transaction's now() in SQL, like the columns' defaults.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/db/migrations/**',
      // The exceptions, where the wall clock is the point:
      // the system clock itself (SYSTEM_CLOCK), which every other reading goes through;
      'apps/server/src/http/context.ts',
      // bearer tokens: their life bounds a stolen copy in real time, and the cache of verified
      // tokens forgets on the wall clock (lru-cache's ttl).
      'apps/server/src/auth/jwt.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: "Read time from the injected clock (ctx.clock.now(), caller.clock, or a 'now' parameter).",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read time from the injected clock: new Date(ctx.clock.now()), or sql`now()` for a row's write stamp.",
        },
        { selector: "CallExpression[callee.name='Date']", message: 'Read time from the injected clock.' },
      ],
    },
  },
);
