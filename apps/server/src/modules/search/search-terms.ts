/**
 * Turns what a person typed into the parts of a Spanish search: the text as the stored document
 * has it (lower case, no accents) for trigram similarity, and the words for a prefix full-text
 * query, each word OR-ed with its alternatives (spelling corrections, synonyms). Pure, so the
 * rules are unit tested without a database.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, (mark) => (mark === '\u0303' ? mark : ''))
    .normalize('NFC')
    .toLowerCase()
    .trim();
}

/**
 * The text as the stored search document and the vocabulary hold it: PostgreSQL's unaccent
 * also folds ñ into n ("Pañales" is stored "panales"), so "pañales" has to as well.
 */
export function documentText(text: string): string {
  return normalizeSearchText(text).replace(/ñ/g, 'n');
}

/** Words worth searching: letters and digits only (tsquery syntax never reaches the database). */
export function searchWords(text: string): string[] {
  return documentText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
}

type AlternativesOf = (word: string) => readonly string[];

const formsOf = (word: string, alternativesOf: AlternativesOf) => [
  ...new Set([word, ...alternativesOf(word).flatMap((s) => searchWords(s))]),
];

/** Each word with its other forms, word first: what the in-memory index looks up. */
export function wordForms(words: readonly string[], alternativesOf: AlternativesOf): string[][] {
  return words.map((word) => formsOf(word, alternativesOf));
}

/** `(ibuprofeno:* | advil:*) & 400:*` — every word must match, each through any of its forms. */
export function buildTsQuery(words: readonly string[], alternativesOf: AlternativesOf): string | null {
  if (words.length === 0) return null;
  return words
    .map(
      (word) =>
        `(${formsOf(word, alternativesOf)
          .map((f) => `${f}:*`)
          .join(' | ')})`,
    )
    .join(' & ');
}

/** `tempra:* | forte:*` — any form of any word: where "did you mean" looks. */
export function buildAnyWordTsQuery(words: readonly string[], alternativesOf: AlternativesOf): string | null {
  if (words.length === 0) return null;
  return [...new Set(words.flatMap((word) => formsOf(word, alternativesOf)))].map((f) => `${f}:*`).join(' | ');
}
