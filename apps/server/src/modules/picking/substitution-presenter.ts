import type { PickList } from '@mostrador/shared/schemas/picking';
import type { Substitution, SubstitutionState } from '@mostrador/shared/schemas/substitutions';
import type { SubstitutionRow } from './substitution-repository';

const STATE: Record<SubstitutionRow['status'], SubstitutionState> = {
  offered: 'OFFERED',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  expired: 'EXPIRED',
};

/** One offer as the customer's order page reads it. */
export const presentSubstitution = (s: SubstitutionRow): Substitution => ({
  ID: s.id,
  ORDER_ID: s.orderId,
  STATUS: STATE[s.status],
  ORIGINAL_SKU: s.originalSku,
  ORIGINAL_NAME: s.originalName,
  ORIGINAL_UNITS: s.originalUnits,
  ORIGINAL_TOTAL: Number(s.originalTotal),
  SKU: s.substituteSku,
  NAME: s.substituteName,
  PRESENTATION: s.substitutePresentation,
  IMAGE: s.substituteImage,
  UNITS: s.units,
  PRICE: Number(s.price),
  DIFFERENCE: Number(s.difference),
  OFFERED_AT: s.offeredAt.toISOString(),
  EXPIRES_AT: s.expiresAt.toISOString(),
  ANSWERED_AT: s.answeredAt?.toISOString() ?? null,
});

/** Lines the customer removed, or that left the order unanswered: the pick list shows them apart. */
export const presentRemoved = (rows: SubstitutionRow[]): PickList['REMOVED'] =>
  rows
    .filter((s) => s.status === 'rejected' || s.status === 'expired')
    .map((s) => ({
      SKU: s.originalSku,
      NAME: s.originalName,
      STATUS: s.status === 'rejected' ? ('REJECTED' as const) : ('EXPIRED' as const),
    }));
