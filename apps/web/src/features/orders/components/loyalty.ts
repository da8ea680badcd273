/**
 * The "soy tu fan" texts of an order (docs/product.md#promotions-soy-tu-fan) arrive as JSON inside strings written by the
 * programme. A malformed or unexpected one must not break the order's page: it is skipped.
 */
export interface LoyaltyBenefit {
  sku: string;
  name: string;
  promotion: string;
  saving: number;
}

export interface LoyaltyMember {
  member: string;
  pointsEarned: number | null;
  balance: number | null;
}

type Fields = Record<string, unknown>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** SOY_TU_FAN_BENEFICIOS_JSON: one entry per product a promotion applied to. */
export function readBenefits(json: string): LoyaltyBenefit[] {
  const parsed = parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isFields)
    .map((b) => ({ sku: text(b.SKU), name: text(b.NOMBRE), promotion: text(b.PROMOCION), saving: amount(b.AHORRO) ?? 0 }));
}

/** SOY_TU_FAN_BENEFICIOS_CUSTOMER: the member number and points; null without either. */
export function readMember(json: string): LoyaltyMember | null {
  const parsed = parse(json);
  if (!isFields(parsed)) return null;
  const member: LoyaltyMember = {
    member: text(parsed.SOCIO),
    pointsEarned: amount(parsed.PUNTOS_GANADOS),
    balance: amount(parsed.SALDO_PUNTOS),
  };
  return member.member || member.pointsEarned !== null || member.balance !== null ? member : null;
}
