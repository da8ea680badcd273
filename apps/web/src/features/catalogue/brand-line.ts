/** "Kener" once when brand and laboratory are the same ("Kener · Kener" reads as a mistake). */
export function brandLine(brand: string, laboratory: string): string {
  const b = brand.trim();
  const l = laboratory.trim();
  if (!b || !l) return b || l;
  return b.localeCompare(l, 'es-MX', { sensitivity: 'base' }) === 0 ? b : `${b} · ${l}`;
}
