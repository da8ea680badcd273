import { LOYALTY_PESOS_PER_POINT } from '@mostrador/shared/constants/limits';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';

/**
 * The "soy tu fan" payloads an order stores (docs/product.md#promotions-soy-tu-fan): the sale as the programme sees it, the
 * benefits the promotions gave, and the member's data with the points earned and the balance.
 */
export const pointsFor = (totalPesos: number): number => Math.floor(totalPesos / LOYALTY_PESOS_PER_POINT);

export const memberNumber = (accountId: number): string => `STF-${String(accountId).padStart(8, '0')}`;

/** The sale without its folio: the presenter puts the order's ID first (it exists only after the insert). */
export function loyaltySale(cart: ShoppingCart, order: { branch: string; at: Date }) {
  return {
    CARRITO: cart.ID,
    SUCURSAL: order.branch,
    FECHA: order.at.toISOString(),
    PIEZAS: cart.UNITS,
    SUBTOTAL: cart.SUBTOTAL,
    DESCUENTO: cart.DISCOUNT,
    TOTAL: cart.TOTAL,
    ARTICULOS: cart.products.map((p) => ({ SKU: p.SKU, PIEZAS: p.UNITS, PRECIO: p.PRICE, IMPORTE: p.LINE_TOTAL })),
  };
}

export function loyaltyBenefits(cart: ShoppingCart) {
  return cart.products
    .filter((p) => p.DISCOUNT > 0)
    .map((p) => ({
      SKU: p.SKU,
      NOMBRE: p.NAME,
      PROMOCION: promotionText(p.SOY_TU_FAN_JSON),
      PIEZAS_GRATIS: p.FREE_UNITS,
      AHORRO: p.DISCOUNT,
    }));
}

export function loyaltyCustomer(accountId: number, name: string, pointsEarned: number, balance: number) {
  return { SOCIO: memberNumber(accountId), NOMBRE: name, PUNTOS_GANADOS: pointsEarned, SALDO_PUNTOS: balance };
}

function promotionText(json: string | null): string {
  if (!json) return '';
  const parsed = JSON.parse(json) as { label?: unknown };
  return typeof parsed.label === 'string' ? parsed.label : '';
}
