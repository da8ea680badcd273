import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a person sees comes from the es-MX catalogue (`t('code')`). This guard reads each
 * .tsx under apps/web/src and lists JSX text and text-bearing props written inline; symbols and
 * numbers ("·", "×", "$", "2") are allowed, letters are not.
 */
const SRC = join(import.meta.dirname, '../src');
const TEXT_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'hint',
  'text',
  'confirmLabel',
  'cancelLabel',
  'aria-roledescription',
]);
const HAS_LETTER = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** "file:line  text" for each inline text in one file's source. */
function findInlineTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${fileName}:${line}  ${text.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isJsxExpression(init) ? init.expression : init;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) && HAS_LETTER.test(literal.text)) {
        report(node, `${node.name.getText(file)}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('screen texts come from the es-MX catalogue', () => {
  it('finds JSX text and text props written inline, and lets symbols through', () => {
    const source = `const A = () => <p title="Hola" aria-label={'Menú'} alt="">Texto <b>·</b> × {t('x')} $ 2 <i placeholder={\`Busca\`} /></p>;`;
    const found = findInlineTexts('a.tsx', source).map((f) => f.replace(/^a\.tsx:\d+ {2}/, ''));
    expect(found).toEqual(['title="Hola"', 'aria-label="Menú"', 'Texto', 'placeholder="Busca"']);
  });

  it('no .tsx under apps/web/src writes a text inline', () => {
    const found = tsxFiles(SRC).flatMap((path) => findInlineTexts(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
