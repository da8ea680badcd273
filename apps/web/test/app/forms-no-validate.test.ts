import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );

/**
 * No browser validation bubble (in the browser's language, often English) ever speaks for the
 * app (issue 32): every form turns the browser's own checks off and validates with the shared
 * rules and their Spanish messages.
 */
describe('forms', () => {
  it('every <form> of the web app has noValidate', () => {
    const forms = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<form\b(?:=>|[^>])*>/g)].map((m) => ({ file: relative(SRC, file), tag: m[0] })),
    );
    expect(forms.length).toBeGreaterThan(15);
    expect(forms.filter((f) => !/\bnoValidate\b/.test(f.tag)).map((f) => f.file)).toEqual([]);
  });
});
