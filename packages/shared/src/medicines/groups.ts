/**
 * The Ley General de Salud art. 226 groups (issue 34, docs/product.md#medicine-groups):
 * 1–6 for I–VI, null for a product that is not a medicine. One rule for editor, import and server.
 */
export const MEDICINE_GROUPS = [1, 2, 3, 4, 5, 6] as const;
export type MedicineGroup = (typeof MEDICINE_GROUPS)[number];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/** Groups I–III (narcotics, psychotropics): sold only at a branch against the original prescription. */
export const BRANCH_ONLY_MAX_GROUP = 3;
/** Groups I–IV always need a prescription. */
export const PRESCRIPTION_MAX_GROUP = 4;

export const isMedicineGroup = (v: unknown): v is MedicineGroup => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;

export const isBranchOnly = (group: number | null | undefined): boolean =>
  typeof group === 'number' && group >= 1 && group <= BRANCH_ONLY_MAX_GROUP;

/** A group I–IV product or an antibiotic always requires a prescription (the server forces it on save and import). */
export const prescriptionForced = (group: number | null | undefined, antibiotic: boolean | undefined): boolean =>
  antibiotic === true || (typeof group === 'number' && group >= 1 && group <= PRESCRIPTION_MAX_GROUP);

export const romanGroup = (group: number): string => ROMAN[group - 1] ?? String(group);

/** «I»…«VI» or «1»…«6» (any case, spaces ignored) → 1–6; empty → null; anything else → undefined. */
export function parseMedicineGroup(text: string): MedicineGroup | null | undefined {
  const v = text
    .trim()
    .toUpperCase()
    .replace(/^GRUPO\s+/, '');
  if (v === '') return null;
  const roman = ROMAN.indexOf(v as (typeof ROMAN)[number]);
  if (roman >= 0) return (roman + 1) as MedicineGroup;
  const n = Number(v);
  return isMedicineGroup(n) ? n : undefined;
}
