import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const SERVER_MODULES = 'apps/server/src/modules';
const WEB_FEATURES = 'apps/web/src/features';
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A server module reaches another only through its service; repositories and the rest are private. */
const serverModuleZones = foldersIn(SERVER_MODULES).flatMap((own) =>
  foldersIn(SERVER_MODULES)
    .filter((other) => other !== own)
    .map((other) => ({
      target: `./${SERVER_MODULES}/${own}`,
      from: `./${SERVER_MODULES}/${other}`,
      except: ['./service.ts'],
      message: `El módulo "${own}" usa "${other}" solo a través de ${other}/service.ts.`,
    })),
);

/** A web feature uses another only through that feature's index.ts. */
const webFeatureZones = foldersIn(WEB_FEATURES).flatMap((own) =>
  foldersIn(WEB_FEATURES)
    .filter((other) => other !== own)
    .map((other) => ({
      target: `./${WEB_FEATURES}/${own}`,
      from: `./${WEB_FEATURES}/${other}`,
      except: ['./index.ts'],
      message: `features/${own} usa features/${other} solo a través de su index.ts.`,
    })),
);

/** Code flows shared → features → app, and the contract package imports no app. */
const layerZones = [
  { target: './packages/shared', from: './apps', message: 'packages/shared no importa nada de las apps.' },
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ no importa features/ ni app/.',
  },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features/ no importa app/.' },
  {
    // app/ loads pages lazily (code splitting) and otherwise goes through a feature's index.ts.
    target: './apps/web/src/app',
    from: './apps/web/src/features/*/**',
    except: ['**/index.ts', '**/*-page.tsx'],
    message: 'app/ usa una función a través de su index.ts (o carga su página en diferido).',
  },
  {
    target: './apps/server/src/db',
    from: './apps/server/src/modules',
    message: 'db/ (y la semilla de demostración) no entra en los módulos; usa ordering.ts o sus propias inserciones.',
  },
  {
    target: './apps/server/src/ops',
    from: './apps/server/src/modules',
    message: 'ops/ (comandos del operador) trabaja con db/ y config.ts, no con los módulos.',
  },
  {
    target: './apps/server/src/lib',
    from: ['./apps/server/src/modules', './apps/server/src/plugins'],
    message: 'lib/ no importa módulos ni plugins.',
  },
];

const SOURCE_FILES = ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'playwright-report/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported files to follow cycles; it parses them as TypeScript only when told so.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverModuleZones, ...webFeatureZones] }],
    },
  },
  {
    // Short files and functions (STYLE.md "Habits"); a longer function says why in its disable comment.
    files: SOURCE_FILES,
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
