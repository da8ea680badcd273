/** Launchers cut an app's name under its icon past about 12 characters (issue 32). */
export const SHORT_NAME_MAX = 12;

// Words every pharmacy's name shares, and the little words between the others: "Farmacias del
// Ahorro" is known as "Ahorro", not "Farmacias". Compared without accents or case.
const COMMON_WORDS = new Set([
  'farmacia',
  'farmacias',
  'botica',
  'boticas',
  'drogueria',
  'droguerias',
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
]);

const length = (text: string) => [...text].length;
const fits = (text: string) => text !== '' && length(text) <= SHORT_NAME_MAX;
const bare = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The manifest's `short_name`, at most 12 characters: the configured one; else the company's name
 * when it fits; else its own words without the common ones ("Farmacias Mostrador" → "Mostrador");
 * else the first of those; else the initials of three or more; else the first word cut with "…".
 */
export function appShortName(name: string, configured?: string | null): string {
  const own = configured?.trim().normalize('NFC') ?? '';
  if (fits(own)) return own;
  // A legal suffix after a comma ("…, S.A. de C.V.") is not part of the name a person reads.
  const full = name.normalize('NFC').split(',')[0]!.replace(/\s+/g, ' ').trim();
  if (fits(full)) return full;
  const words = full.split(' ').filter((word) => bare(word) !== '');
  const ownWords = words.filter((word) => !COMMON_WORDS.has(bare(word)));
  const pool = ownWords.length > 0 ? ownWords : words;
  // Two letters say less than a cut word; three or more ("ENI") read as a brand.
  const initials = pool.length > 2 ? pool.map((word) => bare(word)[0]!.toUpperCase()).join('') : '';
  const candidates = [pool.join(' '), pool[0] ?? '', initials];
  const found = candidates.find(fits);
  if (found) return found;
  // No name at all: the product's own, as readBrand falls back to.
  const first = pool[0] || 'Mostrador';
  return fits(first) ? first : `${[...first].slice(0, SHORT_NAME_MAX - 1).join('')}…`;
}
