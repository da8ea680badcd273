import { createT } from './create-t';

/**
 * Screen texts of the branch monitor and the branch sign-in (web `staff` feature; lazy routes).
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const STAFF_MESSAGES = {
  'googleSignInButton.cargandoElInicioDeSesion': 'Cargando el inicio de sesión de Google...',
  'googleSignInButton.noSePudoCargarEl': 'No se pudo cargar el inicio de sesión de Google. Revisa tu conexión y recarga la página.',

  'loginBranchPage.sucursalNameConectada': 'Sucursal {name} conectada',
  'loginBranchPage.inicioDeSesionDeSucursal': 'Inicio de sesión de sucursal',
  'loginBranchPage.primeroIniciaSesionConTu':
    'Primero inicia sesión con tu número celular y contraseña; después conecta la cuenta de Google de tu sucursal.',
  'loginBranchPage.iniciarSesion': 'Iniciar sesión',
  'loginBranchPage.conectadoALaSucursal': 'Conectado a la sucursal',
  'loginBranchPage.puedesCambiarlaAqui': '. Puedes cambiarla aquí.',
  'loginBranchPage.cerrarSesionDeSucursal': 'Cerrar sesión de sucursal',
  'loginBranchPage.cargandoCuentas': 'Cargando cuentas...',
  'loginBranchPage.elInicioDeSesionCon': 'El inicio de sesión con Google no está disponible en este servidor.',
  'loginBranchPage.modoDemostracionEligeLaCuenta':
    'Modo demostración: elige la cuenta de Google de la sucursal (simulada en este servidor).',
  'loginBranchPage.cuentasDeGoogleDeDemostracion': 'Cuentas de Google de demostración',

  'monitorControls.alarma': 'Alarma',
  'monitorControls.campana': 'Campana',
  'monitorControls.sensor': 'Sensor',
  'monitorControls.controlesDelMonitor': 'Controles del monitor',
  'monitorControls.dia': 'Día',
  'monitorControls.monitorEncendido': 'Monitor encendido',
  'monitorControls.encenderMonitor': 'Encender monitor',
  'monitorControls.volumen': 'Volumen',
  'monitorControls.sinSonido': 'Sin sonido',
  'monitorControls.silenciar': 'Silenciar',
  'monitorControls.sonidoEnCalma': 'Sonido en calma',
  'monitorControls.soloMiSucursal': 'Solo mi sucursal',
  'monitorControls.elNavegadorSoloPermiteSonidos':
    'El navegador solo permite sonidos después de un clic: enciende el monitor para oír la alarma.',
  'monitorControls.elNavegadorBloqueoElSonido': 'El navegador bloqueó el sonido; haz clic en la página.',
  'monitorControls.lastSound': 'Último sonido: {lastSound}',

  'monitorOrderRow.haceMinutesMin': 'hace {minutes} min',
  'monitorOrderRow.haceHoursHMinutesMin': 'hace {hours} h {minutes} min',
  'monitorOrderRow.folio': 'Folio',
  'monitorOrderRow.verDetalle': 'Ver detalle',
  'monitorOrderRow.folioLabel': 'Folio {id}',
  'monitorOrderRow.pickWaiting': 'Esperando respuesta del cliente',
  'monitorOrderRow.pickReady': 'Listo para enviar',
  'monitorOrderRow.pickProgress': '{done} de {total} líneas surtidas',

  'monitorPage.allowSound': 'El monitor sigue encendido: toca aquí para activar su sonido',
  'monitorPage.titleWithPending': '({pending}) Pedidos pendientes',
  'monitorPage.pedidosDeSucursal': 'Pedidos de sucursal',
  'monitorPage.conectaTuSucursal': 'Conecta tu sucursal',
  'monitorPage.iniciaSesionConLaCuenta': 'Inicia sesión con la cuenta de Google de tu sucursal para ver y atender sus pedidos en vivo.',
  'monitorPage.iniciarSesionDeSucursal': 'Iniciar sesión de sucursal',
  'monitorPage.pedidosDe': 'Pedidos de',
  'monitorPage.onePending': '1 pedido pendiente',
  'monitorPage.pendingCount': '{pending} pedidos pendientes',
  'monitorPage.cerrarSesionDeSucursal': 'Cerrar sesión de sucursal',
  'monitorPage.sinConexionEnVivoCon':
    'Sin conexión en vivo con la sucursal: los pedidos nuevos aparecerán al reconectar (la lista se vuelve a leer cada minuto).',
  'monitorPage.laListaNoSeHa': 'La lista no se ha podido actualizar desde las',
  'monitorPage.revisaLaConexionDeEste': ': revisa la conexión de este equipo.',
  'monitorPage.cargandoLosPedidos': 'Cargando los pedidos...',
  'monitorPage.sinPedidosEsteDia': 'Sin pedidos este día',
  'monitorPage.losPedidosNuevosAparecenAqui': 'Los pedidos nuevos aparecen aquí al momento, con su alarma.',
  'monitorPage.pedidosDeLaSucursal': 'Pedidos de la sucursal',

  'daySummary.today': 'Para surtir hoy',
  'daySummary.everyBranch': 'Todas las sucursales',
  'daySummary.onDay': 'Para surtir el {day}',
  'daySummary.product': 'Producto',
  'daySummary.units': 'Piezas',
  'daySummary.nothing': 'Nada por surtir: los pedidos pendientes y en surtido ya están completos.',
  'daySummary.loading': 'Cargando lo que hay que surtir...',
  'daySummary.averageTime': 'Tiempo promedio:',
  'daySummary.pendingMinutes': 'pendiente {minutes} min',
  'daySummary.stockingMinutes': 'surtiendo {minutes} min',
  'daySummary.pendingNone': 'pendiente sin datos',
  'daySummary.stockingNone': 'surtiendo sin datos',

  'useBranchSignOut.cerrasteLaSesionDeSucursal': 'Cerraste la sesión de sucursal',
} as const satisfies Record<string, string>;

/** `staffT` for this feature: its own codes plus every code of MESSAGES. */
export const staffT = createT(STAFF_MESSAGES);
