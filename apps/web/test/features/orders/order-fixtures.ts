import type { OrderDetailsResponse, OrderSummary } from '@mostrador/shared/schemas/orders';

/** 17:05 UTC is 11:05 in Mexico City (UTC−6 all year since 2022). */
export const NOW = new Date('2026-11-22T18:00:00Z');

export function summary(ID: number, ID_STATUS: OrderSummary['ID_STATUS'], extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    ID,
    ID_STATUS,
    BRANCH: 'GDL-CENTRO',
    BRANCH_NAME: 'Sucursal Centro',
    CREATED_AT: '2026-11-22T17:05:00.000Z',
    UNITS: 3,
    TOTAL: 1234.5,
    ...extra,
  };
}

export const DETAILS: OrderDetailsResponse = {
  ok: true,
  orderDetails: {
    ...summary(101, 1, { UNITS: 4, TOTAL: 245 }),
    CUSTOMER_ID: 7,
    CUSTOMER_NAME: 'Ana López',
    PHONE: '3311112222',
    NOTES: 'Tocar el timbre dos veces',
    ADDRESS: {
      ID: 3,
      ALIAS: 'Casa',
      CALLE: 'Calle Pedro Moreno',
      NUMERO_EXTERIOR: '1320',
      NUMERO_INTERIOR: '4B',
      COLONIA: 'Americana',
      CODIGO_POSTAL: '44160',
      MUNICIPIO: 'Guadalajara',
      ESTADO: 'Jalisco',
      REFERENCIAS: 'Portón verde',
    },
    PAYMENT: 'EFECTIVO',
    CASH_AMOUNT: 500,
    PRESCRIPTION: { DOCTOR_NAME: 'Dra. Rosa Méndez', CEDULA: '1234567' },
    SUBTOTAL: 290,
    DISCOUNT: 45,
    SOY_TU_FAN_VENTA_JSON: '{"FOLIO":101,"TOTAL":245}',
    SOY_TU_FAN_BENEFICIOS_JSON: JSON.stringify([
      { SKU: 'PARA-500', NOMBRE: 'Paracetamol 500 mg', PROMOCION: '3x2', PIEZAS_GRATIS: 1, AHORRO: 45 },
    ]),
    SOY_TU_FAN_BENEFICIOS_CUSTOMER: JSON.stringify({ SOCIO: 'STF-00000007', NOMBRE: 'Ana López', PUNTOS_GANADOS: 24, SALDO_PUNTOS: 1310 }),
    HISTORY: [
      { FROM: null, TO: 1, AT: '2026-11-22T17:05:00.000Z', BY: 'Cliente: Ana López', NOTES: '' },
      { FROM: 1, TO: 2, AT: '2026-11-22T17:20:00.000Z', BY: 'Sucursal: Luis Pérez', NOTES: 'Surtiendo en mostrador' },
    ],
  },
  products: [
    {
      SKU: 'PARA-500',
      NAME: 'Paracetamol 500 mg',
      PRESENTATION: 'Caja con 20 tabletas',
      IMAGE: 'products/para.webp',
      UNITS: 3,
      PRICE: 45,
      SUBTOTAL: 135,
      DISCOUNT: 45,
      LINE_TOTAL: 90,
      FREE_UNITS: 1,
      REQUIRES_PRESCRIPTION: false,
      SOY_TU_FAN_JSON: '{"label":"3x2"}',
    },
    {
      SKU: 'AMOX-500',
      NAME: 'Amoxicilina 500 mg',
      PRESENTATION: 'Caja con 12 cápsulas',
      IMAGE: '',
      UNITS: 1,
      PRICE: 155,
      SUBTOTAL: 155,
      DISCOUNT: 0,
      LINE_TOTAL: 155,
      FREE_UNITS: 0,
      REQUIRES_PRESCRIPTION: true,
      SOY_TU_FAN_JSON: null,
    },
  ],
};

/** The JSON body a recorded fetch call sent. */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
