import { createT } from './create-t';

/**
 * Screen texts of storefront screens home does not need: search and product pages, screen ad,
 * themes picker and background controls, not found and under construction.
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const STORE_MESSAGES = {
  'backToStore.regresarALaTienda': 'Regresar a la tienda',

  'addToCartButton.iniciaSesionParaAgregarProductos': 'Inicia sesión para agregar productos a tu carrito',
  'addToCartButton.agotado': 'Agotado',
  'addToCartButton.agregarAlCarrito': 'Agregar al carrito',
  'addToCartButton.agregando': 'Agregando...',
  'pendingAdd.agregadoATuCarrito': 'Agregado a tu carrito: {name}',

  'productCard.requiereReceta': 'Requiere receta',

  'productPage.cargandoProducto': 'Cargando producto',
  'productPage.sustanciaActiva': 'Sustancia activa:',
  'productPage.soyTuFan': 'Soy tu fan',
  'productPage.esteMedicamentoRequiereRecetaMedica':
    'Este medicamento requiere receta médica. Al comprar te pediremos el nombre de tu médico y su cédula profesional, y el repartidor revisará la receta al entregar.',
  'productPage.availableIn': 'Disponible en {inStock} de {availability} sucursales',
  'productPage.agotadoEnTodasLasSucursales': 'Agotado en todas las sucursales',
  'productPage.sucursal': 'Sucursal',
  'productPage.disponibilidad': 'Disponibilidad',
  'productPage.agotado': 'Agotado',

  'searchPage.masRelevantes': 'Más relevantes',
  'searchPage.precioMenorAMayor': 'Precio: menor a mayor',
  'searchPage.precioMayorAMenor': 'Precio: mayor a menor',
  'searchPage.nombre': 'Nombre',
  'searchPage.resultsFor': 'Resultados para «{search}»',
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
  'notFoundPage.buscaEnLaTienda': 'Busca en la tienda',
  'notFoundPage.queBuscas': '¿Qué producto buscas?',
  'notFoundPage.buscar': 'Buscar',

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
  'phoneField.hint': '10 dígitos, sin el +52',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const t = createT(STORE_MESSAGES);
