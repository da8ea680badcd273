import { createT } from './create-t';

/**
 * Sending and recalling an order (issue 33, decision 064): the server's refusals of «Enviar» and
 * «Regresar a Surtiendo», what the customer is told, and the staff screens' words for the recall
 * and the packed ticket. docs/product.md#branch-monitor lists them.
 */
export const DISPATCH_MESSAGES = {
  'dispatch.missingOne': 'Falta 1 producto por surtir en el pedido {id}: termina la lista de surtido antes de enviarlo',
  'dispatch.missingMany': 'Faltan {count} productos por surtir en el pedido {id}: termina la lista de surtido antes de enviarlo',
  'dispatch.notReady': 'El pedido {id} aún no está listo para enviar: revisa la lista de surtido',
  'recall.notOnTheWay': 'El pedido {id} está «{status}»: solo se regresa a «Surtiendo» un pedido «En camino»',
  'recall.tooLate': 'El pedido {id} salió hace más de {minutes} minutos: ya no se puede regresar a «Surtiendo»',
  'recall.done': 'El pedido {id} regresó a «Surtiendo»; avisamos al cliente',
  'staffRecall.button': 'Regresar a Surtiendo',
  'staffRecall.title': 'Regresar el pedido {id} a «Surtiendo»',
  'staffRecall.text': 'El pedido vuelve a la lista de surtido y avisamos al cliente.',
  'staffRecall.minutesLeft': 'Quedan {minutes} min para regresarlo.',
  'staffRecall.oneMinuteLeft': 'Queda menos de 1 min para regresarlo.',
  'staffRecall.tooLate': 'Ya pasó el tiempo para regresarlo.',
  'staffRecall.ok': 'Sí, regresar a Surtiendo',
  'staffRecall.cancel': 'No, dejarlo en camino',
  'staffSend.openPickList': 'Abrir la lista de surtido',
  'packedTicket.print': 'Imprimir ticket de empaque',
  'packedTicket.label': 'Ticket de empaque del pedido {id}',
  'packedTicket.title': 'Ticket de empaque',
  'packedTicket.folio': 'Folio {id}',
  'packedTicket.branch': 'Sucursal {name}',
  'packedTicket.units': '{units} de {ordered} pz',
  'packedTicket.lot': 'Lote {lot} · cad. {expiry} · {units} pz',
  'packedTicket.noLot': 'Sin lote',
  'packedTicket.noExpiry': 'sin caducidad',
  'packedTicket.unavailable': '«No disponible»',
  'packedTicket.substitute': 'Sustituto de {name}',
  'packedTicket.printedBy': 'Imprimió {name} · {date}',
} as const;

export const dispatchT = createT(DISPATCH_MESSAGES);
