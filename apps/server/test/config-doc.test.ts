import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  CONFIG_DOC,
  schemaSourcePath,
  descriptionProblems,
  readEnvSchema,
  renderConfigDoc,
  type SchemaVariable,
} from '../../../scripts/config-doc';
import { DESCRIPTIONS } from '../../../scripts/config-doc-descriptions';

/** The variables loadConfig names in its problems for `env` ("NAME: …"). */
function refused(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.split(':')[0]!);
    throw error;
  }
  return [];
}

describe('docs/configuration.md', () => {
  let variables: SchemaVariable[];
  beforeAll(async () => {
    variables = await readEnvSchema();
  });

  it('is what `npm run docs:config` writes from config.ts', async () => {
    const onDisk = readFileSync(CONFIG_DOC, 'utf8');
    expect(onDisk, 'docs/configuration.md differs from config.ts: run `npm run docs:config`').toBe(await renderConfigDoc());
  });

  it('describes every variable of the schema, and no other', () => {
    expect(variables.length).toBeGreaterThan(40);
    expect(descriptionProblems(variables)).toEqual([]);
  });

  it('notices a variable without a description and a description without a variable', () => {
    const { PORT: _port, ...withoutPort } = DESCRIPTIONS;
    const extra = { ...DESCRIPTIONS, NO_SUCH_VARIABLE: { group: 'serving' as const, text: 'x' } };
    expect(descriptionProblems(variables, withoutPort)).toEqual([expect.stringMatching(/^PORT is in config.ts but has no/)]);
    expect(descriptionProblems(variables, extra)).toEqual([expect.stringMatching(/^NO_SUCH_VARIABLE is described but config.ts has no/)]);
  });

  it('reads a new variable, and a `.describe()` on an entry, from the schema', async () => {
    const file = schemaSourcePath();
    const source = readFileSync(file, 'utf8');
    const port = /\n(\s*)PORT: (int\([^)]*\))(\.describe\((?:[^()]|\([^)]*\))*\))?,/;
    expect(source).toMatch(port);
    const added = await readEnvSchema(
      source.replace(port, (entry, indent: string) => `${entry}\n${indent}NEW_VARIABLE: opt,`),
      file,
    );
    expect(descriptionProblems(added)).toEqual([expect.stringMatching(/^NEW_VARIABLE is in config.ts but has no/)]);
    const described = await readEnvSchema(
      source.replace(port, (_entry, indent: string, int: string) => `\n${indent}PORT: ${int}.describe('El puerto.'),`),
      file,
    );
    expect(described.find((v) => v.name === 'PORT')).toMatchObject({ default: 3000, min: 0, max: 65535, description: 'El puerto.' });
    const withText = { ...DESCRIPTIONS, PORT: { group: 'serving' as const, text: 'El puerto.' } };
    expect(descriptionProblems(described, withText)).toEqual([expect.stringMatching(/^PORT is described in config.ts and in the table/)]);
  });

  it('states the ranges and choices loadConfig enforces', () => {
    for (const v of variables) {
      const value = (x: string | number) => ({ APP_MODE: 'test', [v.name]: String(x) });
      if (v.kind === 'integer') {
        expect(refused(value(v.min!)), `${v.name}=${v.min}`).not.toContain(v.name);
        expect(refused(value(v.max!)), `${v.name}=${v.max}`).not.toContain(v.name);
        expect(refused(value(v.max! + 1)), `${v.name}=${v.max! + 1}`).toContain(v.name);
        expect(refused(value(v.min! - 1)), `${v.name}=${v.min! - 1}`).toContain(v.name);
      }
      if ((v.kind === 'choice' || v.kind === 'boolean') && v.name !== 'APP_MODE') {
        for (const choice of v.choices!) expect(refused(value(choice)), `${v.name}=${choice}`).not.toContain(v.name);
        expect(refused(value('no-such-choice')), `${v.name}=no-such-choice`).toContain(v.name);
      }
    }
    expect(refused({ APP_MODE: 'no-such-mode' })).toContain('APP_MODE');
  });

  it('says what production refuses besides missing settings: the demo data and a resend interval under 60 s', () => {
    const production = { APP_MODE: 'production' };
    expect(refused({ ...production, SEED_DEMO: 'true' })).toContain('SEED_DEMO');
    expect(refused({ ...production, SMS_RESEND_INTERVAL_S: '59' })).toContain('SMS_RESEND_INTERVAL_S');
    expect(refused({ ...production, SMS_RESEND_INTERVAL_S: '60' })).not.toContain('SMS_RESEND_INTERVAL_S');
  });
});
