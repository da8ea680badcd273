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

/** The web pick list screen (`/picking/:ID`, features/picking): its own words, in the same lazy file. */
export const PICKING_SCREEN_MESSAGES = {
  'pickingPage.title': 'Surtir pedido {id}',
  'pickingPage.documentTitle': 'Surtir pedido {id}',
  'pickingPage.back': 'Monitor de pedidos',
  'pickingPage.orderDetail': 'Ver detalle',
  'pickingPage.loading': 'Cargando la lista de surtido...',
  'pickingPage.noOrder': 'No encontramos ese pedido',
  'pickingPage.noOrderText': 'La dirección no lleva un folio válido.',
  'pickingPage.connectBranch': 'Conecta tu sucursal',
  'pickingPage.connectBranchText': 'Para surtir pedidos inicia sesión con la cuenta de la sucursal.',
  'pickingPage.connectBranchAction': 'Iniciar sesión de sucursal',
  'pickingPage.notStocking': 'Este pedido está «{status}»: solo se surte un pedido «Surtiendo».',
  'pickingPage.progress': '{done} de {total} líneas listas',
  'pickingPage.ready': 'Listo para enviar',
  'pickingPage.readyText': 'Todas las líneas están completas o «No disponible». Envía el pedido para seguir.',
  'pickingPage.lines': 'Líneas del pedido',
  'pickingPage.scanLabel': 'Escanea un producto',
  'pickingPage.scanHint': 'Con el lector, o escribe el código y pulsa Enter.',
  'pickingPage.scanSend': 'Contar',
  'pickingPage.closeBanner': 'Cerrar aviso',
  'pickingPage.cameraOpen': 'Escanear con cámara',
  'pickingPage.cameraTitle': 'Cámara',
  'pickingPage.cameraStarting': 'Abriendo la cámara...',
  'pickingPage.cameraHint': 'Acerca el código del producto a la cámara.',
  'pickingPage.cameraClose': 'Cerrar cámara',
  'pickingPage.cameraDenied': 'No pudimos usar la cámara (permiso negado o sin cámara). Sigue con el lector o escribe el código.',
  'pickingPage.cameraUnsupported': 'Este navegador no lee códigos con la cámara. Sigue con el lector o escribe el código.',
  'pickLine.scanned': 'Contadas',
  'pickLine.stock': 'Existencia en sucursal: {stock}',
  'pickLine.barcode': 'Código {barcode}',
  'pickLine.needsLot': 'Requiere lote y caducidad',
  'pickLine.lot': 'Lote {lot}',
  'pickLine.noLot': 'Sin lote',
  'pickLine.expiry': 'cad. {expiry}',
  'pickLine.lotUnits': '{units} pz',
  'pickLine.complete': 'Completa',
  'pickLine.pending': 'Pendiente',
  'pickLine.unavailable': 'No disponible',
  'pickLine.confirm': 'Contar sin escanear',
  'pickLine.markUnavailable': 'No disponible',
  'pickLine.confirmTitle': 'Contar sin escanear: {name}',
  'pickLine.unavailableTitle': 'Marcar «No disponible»: {name}',
  'pickLine.reason': 'Motivo',
  'pickLine.confirmOk': 'Contar',
  'pickLine.unavailableOk': 'Marcar no disponible',
  'pickLine.lineLabel': '{name}: {picked} de {units}',
} as const;

export const pickingScreenT = createT(PICKING_SCREEN_MESSAGES);
