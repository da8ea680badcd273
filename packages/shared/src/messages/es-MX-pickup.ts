import { createT } from './create-t';

/**
 * Pickup at a branch and the customer's tracker (issue 35, decision 074): the server's words, the
 * checkout's choice, the counter's hand-over, the tracker and the share link.
 * docs/product.md#pickup-at-a-branch and #order-tracker list them.
 */
export const PICKUP_MESSAGES = {
  // Checkout
  'pickup.delivery': 'Entrega a domicilio',
  'pickup.pickup': 'Recoger en sucursal',
  'pickup.chooseBranch': '¿En qué sucursal lo recoges?',
  'pickup.hasEverything': 'Tiene todo tu pedido',
  'pickup.short': 'No tiene: {items}',
  'pickup.noBranches': 'No hay sucursales para recoger en este momento.',
  'pickup.loading': 'Buscando existencias en las sucursales…',
  'pickup.branchNotFound': 'La sucursal {branch} no existe o no está activa',
  'pickup.noFee': 'Sin costo de envío: lo recoges tú.',
  'pickup.reviewBranch': 'Recoges en {branch}',
  // Statuses and the counter
  'pickup.readyFor': 'Listo para recoger',
  'pickup.notPickup': 'El pedido {id} es para entrega a domicilio: no se recoge en sucursal',
  'pickup.notDelivery': 'El pedido {id} se recoge en sucursal: no sale «En camino»',
  'pickup.notReady': 'El pedido {id} está «{status}»: solo se entrega en mostrador un pedido «Listo para recoger»',
  'pickup.codeInvalid': 'El código de recogida no es correcto. Quedan {left} intentos.',
  'pickup.codeInvalidLast': 'El código de recogida no es correcto. Queda 1 intento.',
  'pickup.codeLocked': 'Demasiados intentos con un código equivocado: espera {minutes} min o pide al cliente su código QR.',
  'pickup.codeFormat': 'Escribe los 6 dígitos del código o escanea el QR del cliente',
  'pickup.handedOver': 'Pedido {id} entregado en mostrador',
  'pickup.historyNote': 'Entregado en mostrador con el código de recogida',
  'pickup.uncollectedNote': 'No se recogió en {days} días: se canceló y las piezas volvieron a la sucursal',
  // Order page (customer)
  'pickup.codeTitle': 'Tu código de recogida',
  'pickup.codeHelp': 'Muéstralo en el mostrador de {branch}. No lo compartas: con él se entrega tu pedido.',
  'pickup.qrAlt': 'Código QR para recoger el pedido {id}',
  'pickup.holdUntil': 'Te lo guardamos hasta el {date}.',
  'pickup.where': 'Recoges en {branch}',
  // Counter panel (staff)
  'counter.title': 'Entregar en mostrador',
  'counter.codeLabel': 'Código de recogida o QR',
  'counter.codePlaceholder': '6 dígitos',
  'counter.scan': 'Escanear QR',
  'counter.stopScan': 'Cerrar cámara',
  'counter.submit': 'Entregar pedido',
  'counter.cameraDenied': 'No se pudo usar la cámara: escribe el código o usa el lector.',
  'counter.cameraUnsupported': 'Este navegador no lee QR con la cámara: escribe el código o usa el lector.',
  'counter.otherOrder': 'Ese QR es del pedido {scanned}, no del {id}',
  'counter.readyAction': 'Listo para recoger',
  // Tracker (decision 077)
  'tracker.title': 'Estado de tu pedido',
  'tracker.sharedTitle': 'Seguimiento de pedido',
  'tracker.stages': 'Etapas del pedido',
  'tracker.received': 'Recibido',
  'tracker.picking': 'Surtiendo',
  'tracker.packed': 'Listo',
  'tracker.ready': 'Listo para recoger',
  'tracker.onTheWay': 'En camino',
  'tracker.onTheWayWith': 'En camino con {name}',
  'tracker.delivered': 'Entregado',
  'tracker.cancelled': 'Pedido cancelado',
  'tracker.cancelledText': 'Este pedido se canceló: no avanzará más.',
  'tracker.carriedBy': 'Lo lleva {name}',
  'tracker.done': 'hecho',
  'tracker.arrival': 'Llega aprox. entre {from} y {to}',
  'tracker.readyAt': 'Listo aprox. a las {time}',
  'tracker.live': 'Se actualiza solo',
  // Share link
  'share.create': 'Compartir seguimiento',
  'share.created':
    'Quien abra el enlace verá solo las etapas, el nombre de quien lo lleva y la hora estimada: sin dirección, teléfono ni productos.',
  'share.linkLabel': 'Enlace de seguimiento',
  'share.copy': 'Copiar enlace',
  'share.copied': 'Enlace copiado',
  'share.copyFailed': 'No se pudo copiar: selecciona el enlace y cópialo.',
  'share.send': 'Enviar…',
  'share.sendTitle': 'Sigue mi pedido',
  'share.revoke': 'Dejar de compartir',
  'share.revoked': 'El enlace dejó de funcionar',
  'share.active': 'Enlace compartido activo hasta el {date}',
  'share.expired': 'Este enlace de seguimiento venció.',
  'share.revokedPage': 'Quien compartió este pedido dejó de compartirlo.',
  'share.notFound': 'Este enlace de seguimiento no existe.',
  'share.finished': 'El pedido {id} terminó hace más de 48 horas: ya no se puede compartir su seguimiento',
  'share.updatesEvery': 'Se actualiza cada 30 segundos.',
} as const;

export const pickupT = createT(PICKUP_MESSAGES);
