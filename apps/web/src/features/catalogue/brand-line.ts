/**
 * Lower case without accents, as `localeCompare(…, 'es-MX', { sensitivity: 'base' })` compared:
 * "é" is "e", but "ñ" stays a letter of its own (its tilde is kept after an n).
 */
function base(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/gu, '');
}

/**
 * "Kener" once when brand and laboratory are the same ("Kener · Kener" reads as a mistake). Case
 * and accents do not count. Not `localeCompare`: its first call loads the collation data, a
 * blocking task of its own while a page of tiles hydrates (decision 081).
 */
export function brandLine(brand: string, laboratory: string): string {
  const b = brand.trim();
  const l = laboratory.trim();
  if (!b || !l) return b || l;
  return base(b) === base(l) ? b : `${b} · ${l}`;
}
