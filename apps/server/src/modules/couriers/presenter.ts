import type { CourierDelivery } from '@mostrador/shared/schemas/couriers';
import type { DeliveryRow } from './repository';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What the courier collects: the total in cash («EFECTIVO»), nothing at the door with a card («TARJETA», paid on
 * the terminal); the change is what the customer said they pay with minus the total, never below zero.
 */
export function cashOf(order: Pick<DeliveryRow['order'], 'payment' | 'total' | 'cashAmount'>) {
  const total = Number(order.total);
  if (order.payment !== 'EFECTIVO') return { toCollect: 0, change: 0 };
  const paysWith = order.cashAmount === null ? null : Number(order.cashAmount);
  return { toCollect: cents(total), change: paysWith !== null && paysWith > total ? cents(paysWith - total) : 0 };
}

export function presentDelivery(row: DeliveryRow): CourierDelivery {
  const { order } = row;
  const a = order.address;
  const cash = cashOf(order);
  return {
    ID: order.id,
    ID_STATUS: order.status,
    CUSTOMER_NAME: row.customerName,
    PHONE: order.phone,
    ADDRESS: {
      CALLE: a?.CALLE ?? '',
      NUMERO_EXTERIOR: a?.NUMERO_EXTERIOR ?? '',
      NUMERO_INTERIOR: a?.NUMERO_INTERIOR ?? '',
      COLONIA: a?.COLONIA ?? '',
      CODIGO_POSTAL: a?.CODIGO_POSTAL ?? '',
      MUNICIPIO: a?.MUNICIPIO ?? '',
      ESTADO: a?.ESTADO ?? '',
      REFERENCIAS: a?.REFERENCIAS ?? '',
    },
    NOTES: order.notes,
    PAYMENT: order.payment,
    TOTAL: Number(order.total),
    CASH_AMOUNT: order.cashAmount === null ? null : Number(order.cashAmount),
    CASH_TO_COLLECT: cash.toCollect,
    CHANGE: cash.change,
    ANTIBIOTIC: row.antibiotic,
    UNITS: order.units,
    COURIER_ID: order.courierId,
    COURIER_NAME: row.courierName,
    ASSIGNED_AT: order.courierAssignedAt?.toISOString() ?? null,
  };
}

const postalNumber = (code: string) => (/^\d{5}$/.test(code) ? Number(code) : Number.MAX_SAFE_INTEGER);

/**
 * A sensible route (decision 075): the branch's own postal code first, then the codes nearest to it (Mexican codes
 * are numbered by zone, so a close number is a close neighbourhood), orders of one code together, oldest first.
 * The addresses keep no coordinates, so no distance in kilometres is computed.
 */
export function routeOrder(list: CourierDelivery[], branchPostalCode: string): CourierDelivery[] {
  const home = postalNumber(branchPostalCode);
  const key = (d: CourierDelivery) => Math.abs(postalNumber(d.ADDRESS.CODIGO_POSTAL) - home);
  return [...list].sort((x, y) => key(x) - key(y) || x.ADDRESS.CODIGO_POSTAL.localeCompare(y.ADDRESS.CODIGO_POSTAL) || x.ID - y.ID);
}

/** The first word of a name: all the customer's tracker shows of their courier. */
export const firstName = (name: string | null): string | null => (name ? (name.trim().split(/\s+/)[0] ?? null) : null);
