import { createT } from './create-t';

/**
 * Web Push and the installable app (issue 21): what the notifications say, the offers to turn
 * them on and why they cannot work, the offline toast and the new-version prompt (the offline title is in es-MX-web.ts: the
 * boot screen shows it when the app starts without a network). Loaded lazily with the push code; the
 * server builds the notifications' words from here too. The refusal toast in docs/product.md#push-notifications is
 * `push.permissionBlocked` in es-MX.ts.
 */
export const PUSH_MESSAGES = {
  'push.orderStatus.title': 'Tu pedido cambió',
  'push.orderStatus.body': 'Tu pedido con folio {id} ahora está: {status}',
  'push.readyForPickup.body': 'Tu pedido con folio {id} está listo para recoger en {branch}. Tu código: {code}',
  'push.uncollected.body': 'Tu pedido con folio {id} se canceló: no se recogió en {days} días',
  'push.newOrder.title': 'Pedido nuevo en {branch}',
  'push.newOrder.body': 'Folio {id} por {total}. Ábrelo en el monitor para surtirlo.',
  'push.pendingReminder.title': 'Pedido pendiente en {branch}',
  'push.pendingReminder.body': 'El pedido con folio {id} lleva más de {minutes} minutos pendiente.',
  'push.offer.customer': 'Avisarme cuando cambie mi pedido',
  'push.offer.staff': 'Avisarme de pedidos nuevos',
  'push.offer.customerHint': 'Te avisaremos aunque tengas cerrada la página.',
  'push.offer.staffHint': 'Te avisaremos de cada pedido nuevo de tu sucursal aunque el monitor esté en segundo plano.',
  'push.enabled': 'Listo, te avisaremos con una notificación.',
  'push.disabled': 'Ya no recibirás notificaciones en este dispositivo.',
  'push.turnOff': 'Dejar de avisarme',
  'push.subscriptionInvalid': 'La suscripción a notificaciones del dispositivo no es válida',
  'push.endpointRefused': 'La suscripción a notificaciones no es de un servicio de notificaciones permitido',
  'push.notConfigured': 'Las notificaciones no están disponibles en este servidor',
  // Why an offer cannot work (issue 32, decision 054): shown in place of the offer or in its toast.
  'push.problem.unsupported': 'Este navegador no puede recibir notificaciones.',
  'push.problem.blocked': 'Bloqueaste las notificaciones para este sitio; actívalas en la configuración del navegador.',
  'push.problem.insecure': 'Las notificaciones solo funcionan en una conexión segura: abre la tienda desde su dirección https.',
  'push.problem.noServiceWorker':
    'Este navegador no dejó preparar las notificaciones (pasa en las ventanas privadas); abre la tienda en una ventana normal.',
  'push.problem.dismissed': 'Cerraste el aviso del navegador sin permitir las notificaciones; vuelve a intentarlo y elige «Permitir».',
  'push.problem.pushService': 'El servicio de notificaciones de tu navegador no respondió; inténtalo más tarde.',
  'push.problem.offline': 'No hay conexión con la tienda; revisa tu internet e inténtalo de nuevo.',
  'push.problem.failed': 'No se pudieron activar las notificaciones en este navegador; inténtalo de nuevo.',
  'app.offline.body': 'No hay conexión a internet. Revisa tu red; la tienda se actualizará sola al volver la conexión.',
  'app.update.available': 'Nueva versión disponible',
  'app.update.action': 'Actualizar',
} as const satisfies Record<string, string>;

/** `t` for push: its own codes plus every code of MESSAGES. */
export const pushT = createT(PUSH_MESSAGES);
