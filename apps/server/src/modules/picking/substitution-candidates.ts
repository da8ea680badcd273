import type { SubstitutionCandidate, SubstitutionMatch } from '@mostrador/shared/schemas/substitutions';
import type { CandidateRow } from './substitution-repository';

/** A missing line as the ranking reads it. */
export interface MissingLine {
  name: string;
  presentation: string;
  units: number;
  total: string;
  requiresPrescription: boolean;
  activeIngredient: string;
}

const UNIT_WORDS: Record<string, string> = { mcg: 'µg', ug: 'µg', µg: 'µg', mg: 'mg', g: 'g', ml: 'ml', ui: 'ui', '%': '%' };
const STRENGTH = /(\d+(?:[.,]\d+)?)\s*(mcg|ug|µg|mg|ml|ui|g|%)(?![a-z])/gi;

/**
 * The strengths a product's name and presentation state ("500 mg", "0,5 g" read as written),
 * normalized and sorted: "Paracetamol 500 mg, 10 tabletas" → "500mg".
 */
export function strengthOf(name: string, presentation: string): string {
  const found = new Set<string>();
  for (const m of `${name} ${presentation}`.toLowerCase().matchAll(STRENGTH)) {
    found.add(`${Number(m[1]!.replace(',', '.'))}${UNIT_WORDS[m[2]!] ?? m[2]}`);
  }
  return [...found].sort().join('+');
}

const sameIngredient = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How a product stands in for the line (decision 063): same active ingredient and strength, same
 * active ingredient, or only the same department; null if it may not (another ingredient for a
 * prescription medicine, or a prescription product for a line that needed none).
 */
export function matchOf(
  line: MissingLine,
  c: Pick<CandidateRow, 'name' | 'presentation' | 'activeIngredient' | 'requiresPrescription'>,
): SubstitutionMatch | null {
  if (c.requiresPrescription && !line.requiresPrescription) return null;
  if (sameIngredient(line.activeIngredient, c.activeIngredient)) {
    const strength = strengthOf(line.name, line.presentation);
    return strength !== '' && strength === strengthOf(c.name, c.presentation) ? 'SAME_STRENGTH' : 'SAME_INGREDIENT';
  }
  return line.requiresPrescription ? null : 'SAME_DEPARTMENT';
}

const RANK: Record<SubstitutionMatch, number> = { SAME_STRENGTH: 0, SAME_INGREDIENT: 1, SAME_DEPARTMENT: 2 };

/** What the substitute would cost for `units`, less what the line cost: the order's total moves by it. */
export const differenceOf = (line: Pick<MissingLine, 'total'>, price: string | number, units: number): number =>
  Math.round(Number(price) * units * 100 - Number(line.total) * 100) / 100;

/** The candidates in the order staff read them: best match first, then by name. */
export function rankCandidates(line: MissingLine, rows: CandidateRow[]): SubstitutionCandidate[] {
  return rows
    .map((row) => ({ row, match: matchOf(line, row) }))
    .filter((c): c is { row: CandidateRow; match: SubstitutionMatch } => c.match !== null)
    .sort((a, b) => RANK[a.match] - RANK[b.match] || a.row.name.localeCompare(b.row.name, 'es'))
    .map(({ row, match }) => ({
      SKU: row.sku,
      NAME: row.name,
      PRESENTATION: row.presentation,
      IMAGE: row.images[0] ?? '',
      PRICE: Number(row.price),
      STOCK: row.stock,
      MATCH: match,
      DIFFERENCE: differenceOf(line, row.price, line.units),
    }));
}
