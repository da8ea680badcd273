import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Server boundaries (STYLE "Boundaries"): a module reaches another only through its service.ts;
    // repositories, presenters and use-case files stay private to their module.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[a-z-]+/(?!service$)', message: "Import another module's service.ts only." }] }],
    },
  },
  {
    // The demo seed uses a module's public service (through ordering.ts) or its own inserts.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'The seed and the database layer do not reach into modules.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
