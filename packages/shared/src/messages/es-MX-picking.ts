import { createT } from './create-t';

/**
 * Picking an order with a scanner (issue 33): the server's refusals of the pick calls, which the
 * branch monitor's pick list shows as they are. Loaded lazily; docs/product.md#picking lists them.
 */
export const PICKING_MESSAGES = {
  'pick.notInOrder': 'Este producto no es del pedido',
  'pick.tooMany': 'Ya están las {units} piezas de {name}; esta pieza no se cuenta',
  'pick.lotExpiryRequired': '{name} necesita lote y caducidad: escanea el código GS1 (DataMatrix) de la caja',
  'pick.expired': 'Esta pieza de {name} caducó el {expiry}; no se puede empacar',
  'pick.expiresSoon': 'Esta pieza de {name} caduca el {expiry}; debe tener al menos {days} días de vida',
  'pick.notStocking': 'El pedido {id} está «{status}»: solo se surte un pedido «Surtiendo»',
  'pick.codeRequired': 'Escanea o escribe el código del producto',
  'pick.codeTooLong': 'El código leído no puede tener más de {max} caracteres',
  'pick.reasonRequired': 'Escribe el motivo (por ejemplo, código dañado)',
  'pick.skuRequired': 'Elige el producto del pedido',
  'pick.lineNotInOrder': 'El producto {sku} no es del pedido {id}',
  'pick.lineComplete': 'Ya están todas las piezas de {name}',
  'pick.lineUnavailable': '{name} ya está como «No disponible»',
  'pick.confirmNeedsLot': '{name} necesita lote y caducidad: no se puede contar sin escanear',
  'pick.unavailableStockReason': 'No disponible al surtir el pedido {id}: {reason}',
  'pick.unreadable.empty': 'El código llegó vacío; escanéalo de nuevo',
  'pick.unreadable.format': 'No se pudo leer el código; escanéalo de nuevo',
  'pick.unreadable.checkDigit': 'El código no es válido (dígito verificador); escanéalo de nuevo',
  'pick.unreadable.unknownAi': 'El código GS1 trae datos que no se reconocen; escanéalo de nuevo',
  'pick.unreadable.date': 'El código GS1 trae una fecha que no existe',
  'pick.unreadable.noGtin': 'El código GS1 no trae el código del producto (GTIN)',
} as const;

export type PickingMessageCode = keyof typeof PICKING_MESSAGES;
export const pickingT = createT(PICKING_MESSAGES);
