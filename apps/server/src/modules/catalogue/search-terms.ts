/**
 * Turns what a person typed into the parts of a Spanish search: the normalised text (lower case,
 * no accents) for trigram similarity, and the words for a prefix full-text query, each word
 * OR-ed with its synonyms. Pure, so the rules are unit tested without a database.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, (mark) => (mark === '\u0303' ? mark : ''))
    .normalize('NFC')
    .toLowerCase()
    .trim();
}

/** Words worth searching: letters and digits only (tsquery syntax never reaches the database). */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
}

/** `(ibuprofeno:* | advil:*) & 400:*` — every word must match, each through any of its forms. */
export function buildTsQuery(words: readonly string[], synonymsOf: (word: string) => readonly string[]): string | null {
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const forms = [word, ...synonymsOf(word).flatMap((s) => searchWords(s))];
      return `(${[...new Set(forms)].map((f) => `${f}:*`).join(' | ')})`;
    })
    .join(' & ');
}
