import { normalizeHeader } from './normalize-header';

/** A branch as an "Existencia <sucursal>" column may name it. */
export interface BranchRef {
  code: string;
  name: string;
}

/** Which branch a column's words name: one code, several (the words fit more than one), or none. */
export type BranchMatch = { code: string } | { ambiguous: string[] } | null;

/**
 * The words every branch name starts with ("Mostrador" of "Mostrador Centro" and "Mostrador
 * Andares"), as long as each name keeps a word after them: "Existencia Centro" names "Mostrador Centro".
 */
function sharedLeadingWords(names: readonly string[][]): number {
  if (names.length < 2) return 0;
  const shortest = Math.min(...names.map((words) => words.length));
  let n = 0;
  while (n < shortest - 1 && names.every((words) => words[n] === names[0]![n])) n++;
  return n;
}

/**
 * The branch that `text` names, by its code ("GDL-CENTRO"), its name ("Mostrador Centro") or its
 * name without the words all branch names share ("Centro"); case and accents do not matter. The
 * first of these that fits decides; when it fits several branches, the answer lists them.
 */
export function matchBranch(text: string, branches: readonly BranchRef[]): BranchMatch {
  const wanted = normalizeHeader(text);
  if (wanted === '') return null;
  const exact = branches.find((b) => b.code === text.trim());
  if (exact) return { code: exact.code };
  const names = branches.map((b) => normalizeHeader(b.name).split(' '));
  const skip = sharedLeadingWords(names);
  const ways: ((b: BranchRef, i: number) => string)[] = [
    (b) => normalizeHeader(b.code),
    (_, i) => names[i]!.join(' '),
    (_, i) => names[i]!.slice(skip).join(' '),
  ];
  for (const key of ways) {
    const found = branches.filter((b, i) => key(b, i) === wanted).map((b) => b.code);
    if (found.length === 1) return { code: found[0]! };
    if (found.length > 1) return { ambiguous: found };
  }
  return null;
}

/** The words a file's stock column uses for a branch: its name, or its code when the name would fit another branch too. */
export function branchColumnWords(branch: BranchRef, branches: readonly BranchRef[]): string {
  const match = matchBranch(branch.name, branches);
  return match !== null && 'code' in match && match.code === branch.code ? branch.name : branch.code;
}
