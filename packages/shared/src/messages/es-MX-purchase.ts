import { createT } from './create-t';

/**
 * Screen texts of the purchase steps (lazy route).
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const PURCHASE_MESSAGES = {
  'purchasePage.cargandoTuCarrito': 'Cargando tu carrito...',
  'purchasePage.tuCarritoEstaVacio': 'Tu carrito está vacío',
  'purchasePage.agregaTusProductosYVuelve': 'Agrega tus productos y vuelve aquí para terminar tu compra.',
  'purchasePage.verProductos': 'Ver productos',
  'purchasePage.terminarCompra': 'Terminar compra',

  'addressStep.dondeEntregamosTuPedido': '¿Dónde entregamos tu pedido?',
  'addressStep.laSucursalQueTeSurte': 'La sucursal que te surte depende del código postal de la dirección.',
  'addressStep.direccionDeEntrega': 'Dirección de entrega',
  'addressStep.predeterminada': 'Predeterminada',
  'addressStep.nuevaDireccion': 'Nueva dirección',
  'addressStep.agregarOtraDireccion': 'Agregar otra dirección',

  // The "folio: {id}" in docs/product.md#cart inside a message that says what happened (issue 18).
  'useFinishPurchase.tuPedidoQuedoConFolio': 'Tu pedido quedó con folio: {id}',

  'cartStep.revisaTuCarrito': 'Revisa tu carrito',
  'cartStep.folio': 'Folio',
  'cartStep.productosDeTuCompra': 'Productos de tu compra',
  'cartStep.each': 'c/u',
  'cartStep.requiereRecetaMedica': 'Requiere receta médica',
  'cartStep.ahorras': 'Ahorras',

  'confirmStep.fixCart': 'Revisar el carrito',
  'confirmStep.cambiar': 'Cambiar',
  'confirmStep.confirmaTuPedido': 'Confirma tu pedido',
  'confirmStep.productos': 'Productos',
  'confirmStep.entregaEn': 'Entrega en «',
  'confirmStep.direccion': 'dirección',
  'confirmStep.contacto': 'Contacto',
  'confirmStep.pago': 'Pago',
  'confirmStep.formaDePago': 'forma de pago',
  'confirmStep.cashAndChange': ' · pagas con {cashAmount}, cambio {total}',
  'confirmStep.receta': 'Receta',
  'confirmStep.cedula': '· cédula',
  'confirmStep.enviandoTuPedido': 'Enviando tu pedido...',
  'confirmStep.confirmFor': 'Confirmar pedido por {total}',
  'confirmStep.cambiarLabel': 'Cambiar {label}',

  'contactStep.tusDatosDeContacto': 'Tus datos de contacto',
  'contactStep.completaTusDatosParaRecibir': 'Completa tus datos para recibir el pedido',
  'contactStep.tusDatos': 'Tus datos',
  'contactStep.recibe': 'Recibe:',
  'contactStep.cambiarMisDatos': 'Cambiar mis datos',
  'contactStep.celularParaLaEntrega': 'Celular para la entrega',
  'contactStep.notasParaLaSucursalOpcional': 'Notas para la sucursal (opcional)',
  'contactStep.ejTocarElTimbreDel': 'Ej.: tocar el timbre del portón negro; dejar con el guardia.',

  'paymentStep.comoPagas': '¿Cómo pagas?',
  'paymentStep.formaDePago': 'Forma de pago',
  'paymentStep.pagasEnEfectivoAlRecibir': 'Pagas en efectivo al recibir tu pedido.',
  'paymentStep.elRepartidorLlevaTerminalAceptamos': 'El repartidor lleva terminal; aceptamos tarjetas de débito y crédito.',
  'paymentStep.conCuantoPagasOpcional': '¿Con cuánto pagas? (opcional)',
  'paymentStep.yourChange': 'Tu cambio: {change}',
  'paymentStep.totalAPagarTotalAsi': 'Total a pagar: {total}. Así llevamos tu cambio.',

  'prescriptionStep.datosDeLaReceta': 'Datos de la receta',
  'prescriptionStep.tuPedidoLlevaMedicamentosQue':
    'Tu pedido lleva medicamentos que requieren receta médica. Escribe los datos del médico y ten a la mano la receta original: el repartidor la revisará al entregar.',
  'prescriptionStep.nombreDelMedico': 'Nombre del médico',
  'prescriptionStep.cedulaProfesional': 'Cédula profesional',
  'prescriptionStep.7U8DigitosViene': '7 u 8 dígitos; viene impresa en la receta',

  'stepList.carrito': 'Carrito',
  'stepList.entrega': 'Entrega',
  'stepList.contacto': 'Contacto',
  'stepList.pago': 'Pago',
  'stepList.receta': 'Receta',
  'stepList.confirmar': 'Confirmar',
  'stepList.pasosDeLaCompra': 'Pasos de la compra',
  'stepList.paso': 'Paso',
  'stepList.de': 'de',
  'stepList.continuar': 'Continuar',
  'stepList.regresar': 'Regresar',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const purchaseT = createT(PURCHASE_MESSAGES);
