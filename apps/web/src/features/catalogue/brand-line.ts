// One collator for every tile: `localeCompare` with a locale builds ICU's collator on each call,
// a hot spot of the server render and of hydration (decision 084's profile).
const SAME_WORDS = new Intl.Collator('es-MX', { sensitivity: 'base' });

/** "Kener" once when brand and laboratory are the same ("Kener · Kener" reads as a mistake). */
export function brandLine(brand: string, laboratory: string): string {
  const b = brand.trim();
  const l = laboratory.trim();
  if (!b || !l) return b || l;
  return SAME_WORDS.compare(b, l) === 0 ? b : `${b} · ${l}`;
}
