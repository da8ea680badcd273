import { createT } from './es-MX-area';

/**
 * Screen texts of storefront screens home does not need: search and product pages, screen ad,
 * themes picker and background controls, not found and under construction.
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const STORE_MESSAGES = {
  'backToStore.regresarALaTienda': 'Regresar a la tienda',

  'placeholderTexts.aquiSeMostraraLaPublicidad': 'Aquí se mostrará la publicidad de la tienda en pantalla completa.',
  'placeholderTexts.aquiPodrasTerminarTuCompra': 'Aquí podrás terminar tu compra: dirección de entrega, forma de pago y confirmación del pedido.',
  'placeholderTexts.aquiVerasTusPedidosPor': 'Aquí verás tus pedidos por rango de fechas y podrás cancelar los pendientes.',
  'placeholderTexts.aquiSeAdministraranLosBanners': 'Aquí se administrarán los banners, el logotipo y las imágenes de la empresa.',
  'placeholderTexts.aquiSeAdministraranLosUsuarios': 'Aquí se administrarán los usuarios, sus permisos y sus sucursales.',
  'placeholderTexts.aquiElPersonalDeSucursal': 'Aquí el personal de sucursal iniciará sesión con su cuenta de Google.',
  'placeholderTexts.aquiLaSucursalVeraEn': 'Aquí la sucursal verá en vivo los pedidos del día, con alarma mientras haya pedidos pendientes.',
  'placeholderTexts.aquiElEquipoDeAtencion': 'Aquí el equipo de atención a clientes consultará pedidos y ayudará a los clientes.',
  'placeholderTexts.aquiVerasElDetalleDe': 'Aquí verás el detalle de un pedido: productos, estado, dirección de entrega y notas.',
  'placeholderTexts.aquiEstaraLaMuestraDe': 'Aquí estará la muestra de acomodos flexibles del diseño.',
  'placeholderTexts.aquiEstaraLaMuestraDe2': 'Aquí estará la muestra de formularios con sus validaciones y máscaras.',
  'placeholderTexts.aquiEstaraLaMuestraDe3': 'Aquí estará la muestra de diálogos, avisos y confirmaciones.',
  'placeholderTexts.aquiEstaraElCatalogoDe': 'Aquí estará el catálogo de componentes de muestra.',
  'placeholderTexts.aquiEstaraLaMuestraDe4': 'Aquí estará la muestra de tablas básicas.',
  'placeholderTexts.aquiEstaraLaMuestraDe5': 'Aquí estará la muestra de tablas personalizadas.',

  'underConstructionScreen.estaSeccionEstaraDisponibleMuy': 'Esta sección estará disponible muy pronto.',

  'addToCartButton.iniciaSesionParaAgregarProductos': 'Inicia sesión para agregar productos a tu carrito',
  'addToCartButton.agotado': 'Agotado',
  'addToCartButton.agregarAlCarrito': 'Agregar al carrito',
  'addToCartButton.agregando': 'Agregando...',

  'productCard.requiereReceta': 'Requiere receta',

  'productPage.cargandoProducto': 'Cargando producto',
  'productPage.sustanciaActiva': 'Sustancia activa:',
  'productPage.soyTuFan': 'Soy tu fan',
  'productPage.esteMedicamentoRequiereRecetaMedica':
    'Este medicamento requiere receta médica. Al comprar te pediremos el nombre de tu médico y su cédula profesional, y el repartidor revisará la receta al entregar.',
  'productPage.disponibleEnInstockDeAvailability': 'Disponible en {inStock} de {availability} sucursales',
  'productPage.agotadoEnTodasLasSucursales': 'Agotado en todas las sucursales',
  'productPage.sucursal': 'Sucursal',
  'productPage.disponibilidad': 'Disponibilidad',
  'productPage.agotado': 'Agotado',

  'searchPage.masRelevantes': 'Más relevantes',
  'searchPage.precioMenorAMayor': 'Precio: menor a mayor',
  'searchPage.precioMayorAMenor': 'Precio: mayor a menor',
  'searchPage.nombre': 'Nombre',
  'searchPage.resultadosParaSearch': 'Resultados para «{search}»',
  'searchPage.productosDeLaCategoria': 'Productos de la categoría',
  'searchPage.todosLosProductos': 'Todos los productos',
  'searchPage.ordenarPor': 'Ordenar por',
  'searchPage.cargandoProductos': 'Cargando productos',
  'searchPage.noEncontramosProductos': 'No encontramos productos',
  'searchPage.quisisteDecir': '¿Quisiste decir…?',
  'searchPage.pruebaConOtroNombreLa': 'Prueba con otro nombre, la sustancia activa o la marca.',
  'searchPage.productos': 'Productos',
  'searchPage.verMasProductos': 'Ver más productos',

  'screenAdModal.aviso': 'Aviso',
  'screenAdModal.cerrarAnuncio': 'Cerrar anuncio',

  'notFoundPage.noEncontramosEstaPagina': 'No encontramos esta página',
  'notFoundPage.laDireccionPuedeEstarMal': 'La dirección puede estar mal escrita o la página ya no existe.',
  'notFoundPage.volverAlInicio': 'Volver al inicio',

  'backgroundControls.controlesDelFondo': 'Controles del fondo',
  'backgroundControls.fondoAnterior': 'Fondo anterior',
  'backgroundControls.pausarFondos': 'Pausar fondos',
  'backgroundControls.reproducirFondos': 'Reproducir fondos',
  'backgroundControls.fondoSiguiente': 'Fondo siguiente',
  'backgroundControls.quitarFondo': 'Quitar fondo',
  'backgroundControls.mostrarFondo': 'Mostrar fondo',

  'themePicker.tema': 'Tema',
  'themePicker.cargandoTemas': 'Cargando temas…',
  'themePicker.noSePudoCargarLa': 'No se pudo cargar la lista de temas',

  'phoneField.numeroCelular': 'Número celular',
  'phoneField.10DigitosSinEl52': '10 dígitos, sin el +52',

  'underConstruction.volverALaTienda': 'Volver a la tienda',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const t = createT(STORE_MESSAGES);
