/**
 * The pharmacist's check of an order with prescription lines (issue 34, decisions 068 and 071):
 * `orders.pharmacist_check` is pending until a pharmacist approves or rejects it; null when the
 * order needs none.
 */
export const PHARMACIST_CHECKS = ['pending', 'approved', 'rejected'] as const;
export type PharmacistCheck = (typeof PHARMACIST_CHECKS)[number];

/** The longest reason a rejection carries (the customer reads it). */
export const PHARMACIST_REASON_MAX = 500;

/** A line waits for the pharmacist when it needs a prescription, is group IV or an antibiotic (decision 068). */
export const lineNeedsPrescription = (line: { requiresPrescription: boolean; medicineGroup: number | null; antibiotic: boolean }) =>
  line.requiresPrescription || line.medicineGroup === 4 || line.antibiotic;
