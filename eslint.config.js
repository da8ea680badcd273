import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import ts from 'typescript';

const SERVER_MODULES = 'apps/server/src/modules';
const WEB_FEATURES = 'apps/web/src/features';
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A server module reaches another only through its service or its public face (index.ts: its
 * routes, factories and types); repositories and the rest are private.
 */
const serverModuleZones = foldersIn(SERVER_MODULES).flatMap((own) =>
  foldersIn(SERVER_MODULES)
    .filter((other) => other !== own)
    .map((other) => ({
      target: `./${SERVER_MODULES}/${own}`,
      from: `./${SERVER_MODULES}/${other}`,
      except: ['./service.ts', './index.ts'],
      message: `El módulo "${own}" usa "${other}" solo a través de ${other}/service.ts o ${other}/index.ts.`,
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
    // db/ is the bottom of the server: everything may use it, it uses nothing above it (config.ts and lib/ are below).
    target: './apps/server/src/db',
    from: [
      './apps/server/src/modules',
      './apps/server/src/plugins',
      './apps/server/src/policies',
      './apps/server/src/ops',
      './apps/server/src/commands',
      './apps/server/src/seed',
      './apps/server/src/wiring',
      './apps/server/src/app.ts',
      './apps/server/src/app-deps.ts',
      './apps/server/src/fastify-instance.ts',
      './apps/server/src/server.ts',
    ],
    message: 'db/ no importa nada de arriba: ni módulos, plugins, ops/, commands/, la semilla ni los archivos que arman la app.',
  },
  {
    target: './apps/server/src/seed',
    from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/ops', './apps/server/src/commands'],
    message:
      'La semilla de demostración no entra en los módulos (usa wiring/ordering.ts o sus propias inserciones), ni en plugins/, ops/ o commands/.',
  },
  {
    target: './apps/server/src/ops',
    from: ['./apps/server/src/modules', './apps/server/src/commands'],
    message: 'ops/ (lo que usan los comandos del operador) trabaja con db/ y config.ts, no con los módulos ni con commands/.',
  },
  {
    // A command is a thin main() over the code the server runs: wiring/, db/, ops/, the seed, a module's public face.
    target: './apps/server/src/commands',
    from: './apps/server/src/modules/*/**',
    except: ['**/index.ts'],
    message: 'commands/ usa un módulo solo a través de su index.ts (o de wiring/).',
  },
  {
    // Where modules meet (ARCHITECTURE.md, "Wiring"): only through each module's public face.
    target: ['./apps/server/src/wiring', './apps/server/src/app.ts', './apps/server/src/app-deps.ts'],
    from: './apps/server/src/modules/*/**',
    except: ['**/index.ts'],
    message: 'wiring/ y app.ts usan un módulo solo a través de su index.ts.',
  },
  {
    target: './apps/server/src/commands',
    from: ['./apps/server/src/plugins', './apps/server/src/app.ts', './apps/server/src/server.ts'],
    message: 'commands/ no levanta la app HTTP: no importa plugins/, app.ts ni server.ts.',
  },
  {
    target: './apps/server/src/lib',
    from: ['./apps/server/src/modules', './apps/server/src/plugins'],
    message: 'lib/ no importa módulos ni plugins.',
  },
];

/** How TypeScript finds an imported file (tsconfig.base.json's resolution; scripts/ are JavaScript). */
const RESOLUTION = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true };
/** Each file's imports (specifier → the repository file it resolves to), read once per lint run. */
const importsByFile = new Map();

function importsOf(file, text) {
  if (text === undefined && importsByFile.has(file)) return importsByFile.get(file);
  const imports = new Map();
  // Every import: `import type`, `export … from` and `import()` alike.
  for (const { fileName: specifier } of ts.preProcessFile(text ?? readFileSync(file, 'utf8'), true, true).importedFiles) {
    const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && !resolved.includes('/node_modules/') && !resolved.endsWith('.d.ts')) imports.set(specifier, path.resolve(resolved));
  }
  importsByFile.set(file, imports);
  return imports;
}

/** The files `from` imports, one after another, until one imports `target`; null when none does. */
function routeBack(from, target) {
  const cameFrom = new Map([[from, null]]);
  for (const file of cameFrom.keys()) {
    for (const next of importsOf(file).values()) {
      if (next === target) {
        const route = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(next)) cameFrom.set(next, file);
    }
  }
  return null;
}

/**
 * No import cycles, type imports included. import-x's no-cycle skips `import type`, and cycles
 * closed only by types grew unseen; files that import each other, even for a type, can no
 * longer be read, moved or split one at a time.
 */
const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Ciclo de importaciones (los tipos cuentan): {{route}}.' } },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const imports = importsOf(file, context.sourceCode.text);
    const check = (node) => {
      const target = typeof node.source?.value === 'string' ? imports.get(node.source.value) : undefined;
      const route = target && target !== file ? routeBack(target, file) : null;
      if (!route) return;
      const names = [file, ...route, file].map((f) => path.relative(process.cwd(), f));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const SOURCE_FILES = ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'playwright-report/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
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
      'local/no-cycle': 'error',
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
  // The rendered pages' starter, a plain script the web build minifies (decision 088).
  { files: ['apps/web/starter/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
