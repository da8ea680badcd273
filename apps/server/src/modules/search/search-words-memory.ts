import { lowerBound } from './sorted-lists';
import { searchWords } from './search-terms';
import { parseTsQueryText, type TsQueryNode } from './tsquery-text';

/** Each word's to_tsquery tree is kept (it depends only on the word); this many at most. */
const STEMS_KEPT = 200_000;

/**
 * The search vocabulary and synonyms, and what PostgreSQL's Spanish configuration makes of each
 * word (`to_tsquery('spanish', word || ':*')`: its stem, or nothing for a stop word), held beside
 * the in-memory index and replaced with it when the catalogue version moves. A typed word that
 * is a vocabulary word, the start of one, or a synonym then needs no round trip: its other forms
 * are its synonyms, exactly as word-alternatives-query.ts would answer. A typo still asks the
 * database (pg_trgm's similarity against the vocabulary).
 */
export class SearchWordsMemory {
  private vocabulary: string[] = [];
  private synonyms = new Map<string, string[]>();
  private readonly stems = new Map<string, TsQueryNode | null>();

  /** Sorted vocabulary words and every synonym pair. */
  replace(vocabulary: string[], pairs: readonly { term: string; synonym: string }[]): void {
    this.vocabulary = vocabulary;
    const synonyms = new Map<string, string[]>();
    const add = (from: string, to: string) => synonyms.set(from, [...(synonyms.get(from) ?? []), to]);
    for (const { term, synonym } of pairs) {
      add(term, synonym);
      add(synonym, term);
    }
    this.synonyms = synonyms;
  }

  /** Every word a search of the vocabulary or the synonyms can look up. */
  wordsToStem(): Set<string> {
    const words = new Set(this.vocabulary);
    for (const [word, others] of this.synonyms) for (const w of [word, ...others].flatMap((s) => searchWords(s))) words.add(w);
    return words;
  }

  /** The other forms of a known word (its synonyms); null when only the database can tell (a typo). */
  alternativesOfKnown(word: string): string[] | null {
    const others = this.synonyms.get(word);
    if (others) return others;
    const at = lowerBound(this.vocabulary, word);
    return at < this.vocabulary.length && this.vocabulary[at]!.startsWith(word) ? [] : null;
  }

  missingStems(forms: Iterable<string>): string[] {
    return [...new Set(forms)].filter((form) => !this.stems.has(form));
  }

  /** `to_tsquery` texts as PostgreSQL printed them, per word. */
  addStems(rows: readonly { word: string; query: string | null }[]): void {
    for (const { word, query } of rows) {
      if (this.stems.size >= STEMS_KEPT) this.stems.delete(this.stems.keys().next().value!);
      this.stems.set(word, parseTsQueryText(query ?? ''));
    }
  }

  /**
   * The query for each word's forms: every word (and), each through any of its forms (or), as
   * to_tsquery('spanish', '(a:* | b:*) & (c:*)') builds it, stop words dropped; with `anyWord`,
   * any form of any word. Null when nothing is left. Needs every form's stem (missingStems).
   */
  queryTree(forms: readonly (readonly string[])[], anyWord: boolean): TsQueryNode | null {
    const either = (nodes: TsQueryNode[]) =>
      nodes.reduce<TsQueryNode | null>((left, right) => (left ? { op: 'or', left, right } : right), null);
    const groups = forms.map((group) => either(group.map((form) => this.stems.get(form) ?? null).filter((n) => n !== null)));
    const kept = groups.filter((g) => g !== null);
    if (anyWord) return either(kept);
    return kept.reduce<TsQueryNode | null>((left, right) => (left ? { op: 'and', left, right } : right), null);
  }
}
