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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@punchline/server', '**/apps/web/**', '@punchline/web', '@punchline/contracts'],
              message: 'The web clock uses only the device API and the pure domain rules.',
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
);
