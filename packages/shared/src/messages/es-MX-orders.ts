import { createT } from './create-t';

/**
 * Screen texts of the order history, order detail and ticket screens (web `orders` feature; lazy routes).
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const ORDERS_MESSAGES = {
  'cancelOrderButton.ariaLabel': 'Cancelar pedido con folio {orderId}',
  'cancelOrderButton.cancelarPedido': 'Cancelar pedido',
  'cancelOrderButton.cancelarElPedidoConFolio': '¿Cancelar el pedido con folio {orderId}?',
  'cancelOrderButton.siCancelar': 'Sí, cancelar',
  'cancelOrderButton.noConservarlo': 'No, conservarlo',
  'cancelOrderButton.cancelando': 'Cancelando...',

  'dateRangeFields.rangosRapidos': 'Rangos rápidos',
  'dateRangeFields.desde': 'Desde',
  'dateRangeFields.hasta': 'Hasta',

  'dateRange.ultimos7Dias': 'Últimos 7 días',
  'dateRange.ultimos30Dias': 'Últimos 30 días',
  'dateRange.ultimos3Meses': 'Últimos 3 meses',
  'dateRange.eligeLasDosFechasDesde': 'Elige las dos fechas: desde y hasta',
  'dateRange.laFechaFinalNoPuede': 'La fecha final no puede ser posterior a hoy',

  'loyaltySection.soyTuFan': 'Soy tu fan',
  'loyaltySection.beneficiosAplicados': 'Beneficios aplicados',
  'loyaltySection.ahorras': 'Ahorras',
  'loyaltySection.numeroDeSocio': 'Número de socio',
  'loyaltySection.puntosGanados': 'Puntos ganados',
  'loyaltySection.saldoDePuntos': 'Saldo de puntos',
  'loyaltySection.avisoDePrivacidad': 'Aviso de privacidad',
  'loyaltySection.terminosYCondiciones': 'Términos y condiciones',

  'orderCard.folio': 'Folio',
  'orderCard.verDetalleDelPedidoCon': 'Ver detalle del pedido con folio {id}',
  'orderCard.verDetalle': 'Ver detalle',

  'orderDelivery.entregaYPago': 'Entrega y pago',
  'orderDelivery.direccion': 'Dirección',
  'orderDelivery.interior': ', int. {numeroInterior}',
  'orderDelivery.col': 'Col.',
  'orderDelivery.postalCode': ', C.P.',
  'orderDelivery.referencias': 'Referencias:',
  'orderDelivery.telefono': 'Teléfono',
  'orderDelivery.notas': 'Notas',
  'orderDelivery.pago': 'Pago',
  'orderDelivery.medico': 'Médico',
  'orderDelivery.cedulaProfesional': 'Cédula profesional',

  'orderProducts.productos': 'Productos',
  'orderProducts.ahorras': 'Ahorras',
  'orderProducts.gratis': 'gratis',
  'orderProducts.requiereReceta': 'Requiere receta',
  'orderProducts.subtotal': 'Subtotal',
  'orderProducts.ahorroSoyTuFan': 'Ahorro «soy tu fan»',
  'orderProducts.total': 'Total',

  'orderTicket.ticketDelPedidoConFolio': 'Ticket del pedido con folio {id}',
  'orderTicket.tel': 'Tel.',
  'orderTicket.sucursal': 'Sucursal:',
  'orderTicket.folio': 'Folio',
  'orderTicket.ahorras': 'Ahorras',
  'orderTicket.subtotal': 'Subtotal',
  'orderTicket.ahorroSoyTuFan': 'Ahorro «soy tu fan»',
  'orderTicket.total': 'Total',
  'orderTicket.interior': ', int. {numeroInterior}',
  'orderTicket.col': ', Col.',
  'orderTicket.postalCode': ', C.P.',
  'orderTicket.socioSoyTuFan': 'Socio soy tu fan:',
  'orderTicket.puntosGanados': 'Puntos ganados:',
  'orderTicket.saldoDePuntos': 'Saldo de puntos:',
  'orderTicket.graciasPorTuCompra': '¡Gracias por tu compra!',

  'orderTimeline.seguimiento': 'Seguimiento',

  'paymentText.paysWith': 'Pagas con {cashAmount}',
  'paymentText.cambio': 'Cambio: {change}',

  'orderViewPage.monitorDePedidos': 'Monitor de pedidos',
  'orderViewPage.misPedidos': 'Mis pedidos',
  'orderViewPage.atencionAClientes': 'Atención a clientes',
  'orderViewPage.noEncontramosEsePedido': 'No encontramos ese pedido',
  'orderViewPage.laDireccionNoLlevaUn': 'La dirección no lleva un folio válido. Busca el pedido en tu lista.',
  'orderViewPage.pedidoFolio': 'Pedido folio',
  'orderViewPage.cargandoTuPedido': 'Cargando tu pedido...',
  'orderViewPage.noEncontramosEstePedido': 'No encontramos este pedido',
  'orderViewPage.imprimirTicket': 'Imprimir ticket',
  'orderViewPage.accionesDeSucursal': 'Acciones de sucursal',
  'orderViewPage.cliente': 'Cliente:',

  'ordersHistoryPage.misPedidos': 'Mis pedidos',
  'ordersHistoryPage.cargandoTusPedidos': 'Cargando tus pedidos...',
  'ordersHistoryPage.noTienesPedidosEnEstas': 'No tienes pedidos en estas fechas',
  'ordersHistoryPage.pruebaConOtroRangoDe': 'Prueba con otro rango de fechas o haz tu primer pedido.',
  'ordersHistoryPage.verProductos': 'Ver productos',
  'ordersHistoryPage.pedidos': 'Pedidos',

  'staffOrderActions.cancelReason': 'Motivo (el cliente lo verá)',
  'staffOrderActions.surtir': 'Surtir',
  'staffOrderActions.enviar': 'Enviar',
  'staffOrderActions.surtirConEscaner': 'Surtir con escáner',
  'staffOrderActions.entregado': 'Entregado',
  'staffOrderActions.notasParaElClienteOpcional': 'Notas para el cliente (opcional)',
  'staffOrderActions.yAvisarAlCliente': 'y avisar al cliente',
  'staffOrderActions.volver': 'Volver',
  'staffOrderActions.cancelar': 'Cancelar',
  'staffOrderActions.cancelarElPedidoConFolio': '¿Cancelar el pedido con folio {id} a nombre del cliente?',
  'staffOrderActions.siCancelar': 'Sí, cancelar',
  'staffOrderActions.noConservarlo': 'No, conservarlo',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const ordersT = createT(ORDERS_MESSAGES);
