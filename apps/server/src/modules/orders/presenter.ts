import type { OrderStatusId } from '@mostrador/shared/constants/order-status';
import type { OrderDetails, OrderDetailsResponse, OrderProduct, OrderSummary, PaymentMethod } from '@mostrador/shared/schemas/orders';
import { promotionJson } from '../../lib/promotion-json';
import type { FoundOrder, OrderItemRow } from './repository';

const money = (value: string | number): number => Number(value);

export const presentSummary = (row: {
  id: number;
  status: number;
  branch: string;
  branchName: string;
  createdAt: Date;
  units: number;
  total: string;
  customerName?: string;
  pharmacistCheck?: 'pending' | 'approved' | 'rejected' | null;
  fulfilment?: 'delivery' | 'pickup';
}): OrderSummary => ({
  ID: row.id,
  ID_STATUS: row.status as OrderStatusId,
  BRANCH: row.branch,
  BRANCH_NAME: row.branchName,
  CREATED_AT: row.createdAt.toISOString(),
  UNITS: row.units,
  TOTAL: money(row.total),
  // The branch's list names the customer; a customer's own list does not need to.
  ...(row.customerName === undefined ? {} : { CUSTOMER_NAME: row.customerName }),
  // The monitor marks orders waiting for a pharmacist (issue 34); the customer's list does not need it.
  ...(row.pharmacistCheck === undefined ? {} : { PHARMACIST_CHECK: row.pharmacistCheck }),
  // The monitor offers «Listo para recoger» instead of «Enviar» for a pickup order (issue 35).
  ...(row.fulfilment === undefined ? {} : { FULFILMENT: row.fulfilment === 'pickup' ? ('PICKUP' as const) : ('DELIVERY' as const) }),
});

const ACTOR_LABEL: Record<string, string> = {
  customer: 'Cliente',
  branch: 'Sucursal',
  support: 'Atención a clientes',
  pharmacist: 'Farmacéutico',
  system: 'Sistema',
};

const presentItem = (item: OrderItemRow): OrderProduct => ({
  SKU: item.sku,
  NAME: item.name,
  PRESENTATION: item.presentation,
  IMAGE: item.image,
  UNITS: item.units,
  PRICE: money(item.price),
  SUBTOTAL: money(item.subtotal),
  DISCOUNT: money(item.discount),
  LINE_TOTAL: money(item.total),
  FREE_UNITS: item.freeUnits,
  REQUIRES_PRESCRIPTION: item.requiresPrescription,
  SOY_TU_FAN_JSON: promotionJson(item.promotion),
});

/**
 * The order as its reader sees it. `staffNames`: who made each change, by name, for the staff and
 * support; the order's customer reads their own name but, for the staff's changes, only which side
 * made them («Sucursal», «Farmacéutico»), never the employee's name.
 */
export function presentOrder(found: FoundOrder, staffNames = true): Omit<OrderDetailsResponse, 'ok'> {
  const { order, items, history } = found;
  const orderDetails: OrderDetails = {
    ...presentSummary({ ...order, branchName: found.branchName }),
    CUSTOMER_ID: order.accountId,
    CUSTOMER_NAME: found.customerName,
    PHONE: order.phone,
    NOTES: order.notes,
    ADDRESS: order.address,
    PAYMENT: order.payment as PaymentMethod,
    CASH_AMOUNT: order.cashAmount === null ? null : money(order.cashAmount),
    PRESCRIPTION: order.prescription ?? null,
    PRESCRIPTION_COLLECTED_AT: order.prescriptionCollectedAt?.toISOString() ?? null,
    HAS_ANTIBIOTIC: items.some((item) => item.antibiotic),
    PHARMACIST_CHECK: order.pharmacistCheck,
    PHARMACIST_REASON: order.pharmacistReason,
    SUBTOTAL: money(order.subtotal),
    DISCOUNT: money(order.discount),
    // The folio is the order's own ID, known only once the row exists; it leads the sale.
    SOY_TU_FAN_VENTA_JSON: JSON.stringify({ FOLIO: order.id, ...(order.loyaltySale as object) }),
    SOY_TU_FAN_BENEFICIOS_JSON: JSON.stringify(order.loyaltyBenefits),
    SOY_TU_FAN_BENEFICIOS_CUSTOMER: JSON.stringify(order.loyaltyCustomer),
    HISTORY: history.map((h) => ({
      FROM: h.fromStatus as OrderStatusId | null,
      TO: h.toStatus as OrderStatusId,
      AT: h.at.toISOString(),
      BY:
        h.actorName && (staffNames || h.actorKind === 'customer')
          ? `${ACTOR_LABEL[h.actorKind] ?? h.actorKind}: ${h.actorName}`
          : (ACTOR_LABEL[h.actorKind] ?? h.actorKind),
      NOTES: h.notes,
    })),
  };
  return { orderDetails, products: items.map(presentItem) };
}
