#!/usr/bin/env -S npx tsx
// `npm run docs:config`: writes docs/configuration.md from the environment schema in
// apps/server/src/config.ts. Names, defaults, ranges and allowed values come from the schema
// (read from its source, as the schema is not exported), which variables production requires
// from loadConfig itself, and the prose from config-doc-descriptions.ts (or from a `.describe()`
// on the schema entry, which wins). apps/server/test/config-doc.test.ts fails when the file on
// disk differs from what this writes, or when a variable has no description.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import * as prettier from 'prettier';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { DESCRIPTIONS, GROUPS, TOOL_VARIABLES, type Description } from './config-doc-descriptions';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONFIG_SOURCE = `${ROOT}apps/server/src/config.ts`;
export const CONFIG_DOC = `${ROOT}docs/configuration.md`;

export type SchemaVariable = {
  name: string;
  kind: 'integer' | 'text' | 'url' | 'boolean' | 'choice';
  default?: string | number;
  min?: number;
  max?: number;
  choices?: string[];
  protocols?: string[];
  /** The message a value breaking a `.refine()` rule gets. */
  rule?: string;
  /** A `.describe()` on the schema entry. */
  description?: string;
};

type Value = string | number | boolean | Value[];

/** The file that declares `EnvSchema`: config.ts, or the module config.ts imports it from. */
export function schemaSourcePath(sourcePath = CONFIG_SOURCE): string {
  const source = readFileSync(sourcePath, 'utf8');
  if (/\bEnvSchema = z\.object\(/.test(source)) return sourcePath;
  const from = /import \{[^}]*\bEnvSchema\b[^}]*\} from '(\.[^']+)'/.exec(source)?.[1];
  return from ? schemaSourcePath(fileURLToPath(new URL(`${from}.ts`, pathToFileURL(sourcePath)))) : sourcePath;
}

/**
 * Reads `EnvSchema = z.object({...})` from config.ts, or from the module config.ts imports it from;
 * a form it does not know is an error, not a guess.
 */
export async function readEnvSchema(source?: string, sourcePath = CONFIG_SOURCE): Promise<SchemaVariable[]> {
  const file = ts.createSourceFile(sourcePath, source ?? readFileSync(sourcePath, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const imports = new Map<string, string>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    )
      for (const spec of statement.importClause.namedBindings.elements)
        imports.set(spec.name.text, (statement.moduleSpecifier as ts.StringLiteral).text);
  }
  const evaluate = async (node: ts.Expression): Promise<Value> => {
    if (ts.isNumericLiteral(node)) return Number(node.getText().replace(/_/g, ''));
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return evaluate(node.expression);
    if (ts.isArrayLiteralExpression(node)) return Promise.all(node.elements.map(evaluate));
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -(await evaluate(node.operand));
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken)
      return Number(await evaluate(node.left)) * Number(await evaluate(node.right));
    if (ts.isIdentifier(node) && consts.has(node.text)) return evaluate(consts.get(node.text)!);
    if (ts.isIdentifier(node) && imports.has(node.text)) {
      const spec = imports.get(node.text)!;
      const module = (await import(spec.startsWith('.') ? new URL(spec, pathToFileURL(sourcePath)).href : spec)) as Record<string, Value>;
      return module[node.text]!;
    }
    throw new Error(`config-doc: no sé leer «${node.getText()}» en ${sourcePath}; enséñaselo a scripts/config-doc.ts`);
  };
  const schema = consts.get('EnvSchema');
  // The schema may live in a module of its own that config.ts imports.
  const from = imports.get('EnvSchema');
  if (!schema && from?.startsWith('.')) return readEnvSchema(undefined, fileURLToPath(new URL(`${from}.ts`, pathToFileURL(sourcePath))));
  if (!schema || !ts.isCallExpression(schema) || !ts.isObjectLiteralExpression(schema.arguments[0]!))
    throw new Error(`config-doc: ${sourcePath} no declara ni importa \`EnvSchema = z.object({...})\``);
  const variables: SchemaVariable[] = [];
  for (const property of schema.arguments[0].properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) throw new Error(`config-doc: ${property.getText()}`);
    variables.push({ name: property.name.text, ...(await readEntry(property.initializer, evaluate)) });
  }
  return variables;
}

type Entry = Omit<SchemaVariable, 'name'>;

/** One schema entry: config.ts's helpers (int, opt, url, bool), `.refine`, `.describe` and preprocessed enums. */
async function readEntry(node: ts.Expression, evaluate: (node: ts.Expression) => Promise<Value>): Promise<Entry> {
  const unknown = () => new Error(`config-doc: no sé leer «${node.getText()}»; enséñaselo a scripts/config-doc.ts`);
  if (ts.isIdentifier(node)) {
    if (node.text === 'opt') return { kind: 'text' };
    if (node.text === 'bool') return { kind: 'boolean', choices: ['true', 'false', '1', '0', 'yes', 'no'] };
    throw unknown();
  }
  if (!ts.isCallExpression(node)) throw unknown();
  const args = node.arguments;
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'int') {
    const [def, min, max] = (await Promise.all(args.map(evaluate))) as number[];
    return { kind: 'integer', default: def, min, max };
  }
  if (ts.isIdentifier(callee) && callee.text === 'url') return { kind: 'url', protocols: (await evaluate(args[0]!)) as string[] };
  if (!ts.isPropertyAccessExpression(callee)) throw unknown();
  const method = callee.name.text;
  if (method === 'describe') return { ...(await readEntry(callee.expression, evaluate)), description: String(await evaluate(args[0]!)) };
  if (method === 'refine') {
    const options = args[1];
    const message =
      options && ts.isObjectLiteralExpression(options) ? options.properties.find((p) => p.name?.getText() === 'message') : undefined;
    const rule = message && ts.isPropertyAssignment(message) ? String(await evaluate(message.initializer)) : undefined;
    return { ...(await readEntry(callee.expression, evaluate)), ...(rule ? { rule } : {}) };
  }
  if (method === 'preprocess') return readEntry(args[1]!, evaluate);
  if (method === 'default' || method === 'optional') {
    const inner = await readEntry(callee.expression, evaluate);
    return method === 'default' ? { ...inner, default: (await evaluate(args[0]!)) as string } : inner;
  }
  if (method === 'enum') return { kind: 'choice', choices: (await evaluate(args[0]!)) as string[] };
  throw unknown();
}

/** Variables production refuses to start without, as loadConfig reports them ("NAME: …"). */
export function productionRequirements(): Map<string, string | null> {
  const named = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.map((p) => p.split(':')[0]!);
      throw error;
    }
    return [];
  };
  const always = named({ APP_MODE: 'production' });
  const required = new Map<string, string | null>(always.map((n) => [n, null]));
  for (const provider of ['twilio', 'webhook'])
    for (const n of named({ APP_MODE: 'production', SMS_PROVIDER: provider }))
      if (!always.includes(n)) required.set(n, `with \`SMS_PROVIDER=${provider}\``);
  return required;
}

/** Everything wrong between the schema and the descriptions table; empty when they agree. */
export function descriptionProblems(variables: SchemaVariable[], table: Record<string, Description> = DESCRIPTIONS): string[] {
  const names = new Set(variables.map((v) => v.name));
  const problems: string[] = [];
  for (const v of variables) {
    const entry = table[v.name];
    if (!entry) problems.push(`${v.name} is in config.ts but has no group and description in scripts/config-doc-descriptions.ts`);
    else if (!entry.text && !v.description)
      problems.push(`${v.name} has no description (add .describe() in config.ts or text in the table)`);
    else if (entry.text && v.description) problems.push(`${v.name} is described in config.ts and in the table: remove the table's text`);
    if (entry?.default !== undefined && v.default !== undefined)
      problems.push(`${v.name}: the schema's default is ${v.default}; remove the table's default`);
  }
  for (const name of Object.keys(table)) if (!names.has(name)) problems.push(`${name} is described but config.ts has no such variable`);
  return problems;
}

const code = (s: string | number) => `\`${s}\``;
const list = (items: string[], last = 'or') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** "Default …; an integer from … to …": what the schema says about a value. */
function facts(v: SchemaVariable, entry: Description): string {
  const def = v.default !== undefined ? code(v.default) : (entry.default ?? 'unset');
  const allowed = {
    integer: () => `an integer from ${v.min} to ${v.max}`,
    url: () => `a URL starting ${list(v.protocols!.map((p) => code(`${p}//`)))}`,
    boolean: () => `${code('true')} or ${code('false')} (also ${code('1')}/${code('0')}, ${code('yes')}/${code('no')})`,
    choice: () => `one of ${list(v.choices!.map(code))}`,
    text: () => '',
  }[v.kind]();
  const rule = v.rule ? `checked: "${v.rule}"` : '';
  return `Default: ${def}${[allowed, rule]
    .filter(Boolean)
    .map((s) => `; ${s}`)
    .join('')}.`;
}

/** "**Required in production.**", as loadConfig's production check says. */
function production(v: SchemaVariable, required: Map<string, string | null>): string {
  if (!required.has(v.name)) return '';
  if (v.default !== undefined) return ` **Production refuses the default.**`;
  const when = required.get(v.name);
  return ` **Required in production${when ? ` ${when}` : ''}.**`;
}

/** The Markdown of docs/configuration.md, formatted as `npm run lint` expects. */
export async function renderConfigDoc(): Promise<string> {
  const variables = await readEnvSchema();
  const problems = descriptionProblems(variables);
  if (problems.length > 0) throw new Error(`config-doc:\n  - ${problems.join('\n  - ')}`);
  const required = productionRequirements();
  const byName = new Map(variables.map((v) => [v.name, v]));
  const out = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from apps/server/src/config.ts; edit the schema or scripts/config-doc-descriptions.ts, not this file. -->',
    '',
    'The server reads these environment variables once, at start, and checks every one of them (`apps/server/src/config.ts`).',
    'A variable set to an empty string counts as unset. When any value is wrong the server does not start: it lists every',
    'problem at once, in Spanish and English, so a whole configuration is fixed in one pass. `APP_MODE=production` also refuses',
    'the demo stand-ins: the variables marked **required in production** must be set, `SEED_DEMO=true` is refused, and so is an',
    '`SMS_RESEND_INTERVAL_S` under 60; the dev routes (`/api/dev/…`: the SMS outbox and the Google stand-in) do not exist there.',
    '[deployment.md](deployment.md) walks through a production setup.',
  ];
  for (const group of GROUPS) {
    out.push('', `## ${group.title}`, '', group.intro, '');
    for (const [name, entry] of Object.entries(DESCRIPTIONS).filter(([, e]) => e.group === group.id)) {
      const v = byName.get(name)!;
      out.push(`- ${code(name)}: ${v.description ?? entry.text}${production(v, required)} ${facts(v, entry)}`);
    }
  }
  out.push('', '## Variables of the tests and tools', '', TOOL_VARIABLES.intro, '');
  for (const [name, text] of TOOL_VARIABLES.variables) out.push(`- ${code(name)}: ${text}`);
  const options = (await prettier.resolveConfig(CONFIG_DOC)) ?? {};
  return prettier.format(out.join('\n') + '\n', { ...options, filepath: CONFIG_DOC });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CONFIG_DOC, await renderConfigDoc());
  console.log(`Escribí ${CONFIG_DOC.slice(ROOT.length)}.`);
}
