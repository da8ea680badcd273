/**
 * A PostgreSQL tsquery as the database prints it (`( 'analges':* | 'dolor':* ) & 'crem':*`):
 * what to_tsquery('spanish', …) made of the typed words after stemming and dropping stop
 * words. The in-memory search index evaluates this tree, so its matches are PostgreSQL's.
 */
export type TsQueryNode =
  | { op: 'lexeme'; lexeme: string; prefix: boolean; /** Weight letters as bits (A 8, B 4, C 2, D 1); 0 = any. */ weights: number }
  | { op: 'and' | 'or'; left: TsQueryNode; right: TsQueryNode }
  | { op: 'not'; arg: TsQueryNode };

export const WEIGHT_BITS: Record<string, number> = { A: 8, B: 4, C: 2, D: 1 };

/** Null for an empty query (only stop words); throws on text that is not a printed tsquery. */
// Over 80 lines by design: a recursive-descent parser whose rules share one cursor (`at`) as closures.
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
export function parseTsQueryText(text: string): TsQueryNode | null {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new Error(`tsquery ilegible en la posición ${at}: ${text}`);
  };

  // Precedence as PostgreSQL's: ! binds tightest, then <-> (kept as &: the index keeps no
  // positions, so a phrase matches where its words all do), then &, then |.
  const parseOr = (): TsQueryNode => {
    let left = parseAnd();
    for (skipSpaces(); text[at] === '|'; skipSpaces()) {
      at++;
      left = { op: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): TsQueryNode => {
    let left = parseUnary();
    for (skipSpaces(); text[at] === '&' || text[at] === '<'; skipSpaces()) {
      if (text[at] === '<') {
        const end = text.indexOf('>', at);
        if (end < 0) fail();
        at = end + 1;
      } else at++;
      left = { op: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): TsQueryNode => {
    skipSpaces();
    if (text[at] === '!') {
      at++;
      return { op: 'not', arg: parseUnary() };
    }
    if (text[at] === '(') {
      at++;
      const inner = parseOr();
      skipSpaces();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    return parseLexeme();
  };
  const parseLexeme = (): TsQueryNode => {
    if (text[at] !== "'") fail();
    at++;
    let lexeme = '';
    for (;;) {
      if (at >= text.length) fail();
      const c = text[at]!;
      if (c === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (c === "'") {
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else {
          at++;
          break;
        }
      } else {
        lexeme += c;
        at++;
      }
    }
    let prefix = false;
    let weights = 0;
    if (text[at] === ':') {
      at++;
      while (at < text.length && /[*A-Da-d]/.test(text[at]!)) {
        if (text[at] === '*') prefix = true;
        else weights |= WEIGHT_BITS[text[at]!.toUpperCase()]!;
        at++;
      }
    }
    return { op: 'lexeme', lexeme, prefix, weights };
  };

  skipSpaces();
  if (at >= text.length) return null;
  const tree = parseOr();
  skipSpaces();
  if (at < text.length) fail();
  return tree;
}
