/**
 * Screen texts of the web shell: start-up, layouts, menus, cart, home, catalogue and shared widgets. Merged into MESSAGES, so `t` from es-MX.ts knows them.
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const WEB_MESSAGES = {
  'bootScreen.cargandoLaTienda': 'Cargando la tienda...',
  'bootScreen.logotipoDeName': 'Logotipo de {name}',
  'bootScreen.cargandoLaTienda2': 'Cargando la tienda',
  'bootScreen.noPudimosAbrirLaTienda': 'No pudimos abrir la tienda',
  'bootScreen.reintentar': 'Reintentar',

  'backToStore.regresarALaTienda': 'Regresar a la tienda',

  'companyBrand.mostrador': 'Mostrador',
  'companyBrand.nameIrAlInicio': '{name}, ir al inicio',

  'appHeader.cerrarMenu': 'Cerrar menú',
  'appHeader.abrirMenu': 'Abrir menú',
  'appHeader.carritoCartcountProductos': 'Carrito, {cartCount} productos',
  'appHeader.ocultarOpciones': 'Ocultar opciones',
  'appHeader.mostrarOpciones': 'Mostrar opciones',

  'backgroundMenuControls.esteTemaNoTieneImagenes': 'Este tema no tiene imágenes de fondo.',
  'backgroundMenuControls.controlesDelFondo': 'Controles del fondo',
  'backgroundMenuControls.imagenAnterior': 'Imagen anterior',
  'backgroundMenuControls.pausarFondo': 'Pausar fondo',
  'backgroundMenuControls.reproducirFondo': 'Reproducir fondo',
  'backgroundMenuControls.imagenSiguiente': 'Imagen siguiente',
  'backgroundMenuControls.mostrarImagenDeFondo': 'Mostrar imagen de fondo',

  'cartDrawer.tuCarrito': 'Tu carrito',
  'cartDrawer.iniciaSesionParaComprar': 'Inicia sesión para comprar',
  'cartDrawer.tuCarritoSeGuardaEn': 'Tu carrito se guarda en tu cuenta y te sigue en todos tus dispositivos.',
  'cartDrawer.iniciarSesion': 'Iniciar sesión',
  'cartDrawer.cargandoTuCarrito': 'Cargando tu carrito...',
  'cartDrawer.tuCarritoEstaVacio': 'Tu carrito está vacío',
  'cartDrawer.folioIdBuscaTusMedicamentos': 'Folio {id}. Busca tus medicamentos y agrégalos aquí.',
  'cartDrawer.folio': 'Folio:',
  'cartDrawer.productosEnTuCarrito': 'Productos en tu carrito',
  'cartDrawer.cU': 'c/u',
  'cartDrawer.ahorras': 'Ahorras',
  'cartDrawer.terminarCompra': 'Terminar compra',

  'leftMenu.inicio': 'Inicio',
  'leftMenu.sucursales': 'Sucursales',
  'leftMenu.miCuenta': 'Mi cuenta',
  'leftMenu.misDirecciones': 'Mis direcciones',
  'leftMenu.acercaDe': 'Acerca de',
  'leftMenu.pedidosDeSucursal': 'Pedidos de sucursal',
  'leftMenu.atencionAClientes': 'Atención a clientes',
  'leftMenu.administracion': 'Administración',
  'leftMenu.temas': 'Temas',
  'leftMenu.cerrarSesion': 'Cerrar sesión',
  'leftMenu.categorias': 'Categorías',
  'leftMenu.muyProntoPodrasExplorarLos': 'Muy pronto podrás explorar los productos por departamento, marca y padecimiento.',

  'mainLayout.saltarAlContenido': 'Saltar al contenido',
  'mainLayout.menuPrincipal': 'Menú principal',
  'mainLayout.opciones': 'Opciones',
  'mainLayout.menu': 'Menú',

  'quickThemeSelect.tema': 'Tema',
  'quickThemeSelect.noSePudoCargarLa': 'No se pudo cargar la lista de temas',

  'rightMenu.apariencia': 'Apariencia',
  'rightMenu.fondo': 'Fondo',
  'rightMenu.accesosRapidos': 'Accesos rápidos',
  'rightMenu.sucursales': 'Sucursales',
  'rightMenu.miCuenta': 'Mi cuenta',
  'rightMenu.acercaDeNosotros': 'Acerca de nosotros',
  'rightMenu.avisoDePrivacidad': 'Aviso de privacidad',
  'rightMenu.terminosYCondiciones': 'Términos y condiciones',
  'rightMenu.contacto': 'Contacto',

  'searchBox.buscarProductos': 'Buscar productos',
  'searchBox.buscarMedicamentosMarcas': 'Buscar medicamentos, marcas...',
  'searchBox.buscar': 'Buscar',

  'searchSuggestions.sugerencias': 'Sugerencias',

  'userMenu.iniciarSesion': 'Iniciar sesión',
  'userMenu.ingresar': 'Ingresar',
  'userMenu.miCuentaName': 'Mi cuenta ({name})',
  'userMenu.misDatos': 'Mis datos',
  'userMenu.misDirecciones': 'Mis direcciones',
  'userMenu.misPedidos': 'Mis pedidos',
  'userMenu.cerrarSesion': 'Cerrar sesión',

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

  'routeErrorScreen.algoSalioMal': 'Algo salió mal',
  'routeErrorScreen.noPudimosMostrarEstaSeccion': 'No pudimos mostrar esta sección. Revisa tu conexión e inténtalo de nuevo.',
  'routeErrorScreen.reintentar': 'Reintentar',
  'routeErrorScreen.volverALaTienda': 'Volver a la tienda',

  'underConstructionScreen.estaSeccionEstaraDisponibleMuy': 'Esta sección estará disponible muy pronto.',

  'startupSteps.canalEnVivo': 'Canal en vivo',

  'addToCartButton.iniciaSesionParaAgregarProductos': 'Inicia sesión para agregar productos a tu carrito',
  'addToCartButton.agotado': 'Agotado',
  'addToCartButton.agregarAlCarrito': 'Agregar al carrito',

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

  'bannerCarousel.carrusel': 'carrusel',
  'bannerCarousel.diapositiva': 'diapositiva',
  'bannerCarousel.anuncioAnterior': 'Anuncio anterior',
  'bannerCarousel.anuncioSiguiente': 'Anuncio siguiente',
  'bannerCarousel.mostrarAnuncioIDeCount': 'Mostrar anuncio {i} de {count}',

  'bannerImage.anuncioDeLaFarmacia': 'Anuncio de la farmacia',

  'screenAdModal.aviso': 'Aviso',
  'screenAdModal.cerrarAnuncio': 'Cerrar anuncio',

  'sideBanners.anuncios': 'Anuncios',
  'sideBanners.masAnuncios': 'Más anuncios',

  'topBanner.cargandoPromociones': 'Cargando promociones',
  'topBanner.promociones': 'Promociones',

  'homePage.logotipoDeName': 'Logotipo de {name}',
  'homePage.sucursales': 'Sucursales',
  'homePage.llamanos': 'Llámanos',
  'homePage.nuestrasSucursales': 'Nuestras sucursales',
  'homePage.verTodas': 'Ver todas',

  'notFoundPage.noEncontramosEstaPagina': 'No encontramos esta página',
  'notFoundPage.laDireccionPuedeEstarMal': 'La dirección puede estar mal escrita o la página ya no existe.',
  'notFoundPage.volverAlInicio': 'Volver al inicio',

  'client.respuestaInesperadaDePath': 'Respuesta inesperada de {path}',

  'authStore.pagoContraEntregaEfectivo': 'Pago contra entrega (efectivo)',
  'authStore.pagoConTarjetaALa': 'Pago con tarjeta a la entrega',

  'googleIdentity.googleIdentityServicesNoRespondio': 'Google Identity Services no respondió',
  'googleIdentity.noSePudoCargarEl': 'No se pudo cargar el inicio de sesión de Google',

  'cartLineStepper.piezasDeName': 'Piezas de {name}',
  'cartLineStepper.unaPiezaMenosDeName': 'Una pieza menos de {name}',
  'cartLineStepper.unaPiezaMasDeName': 'Una pieza más de {name}',

  'cartTotals.subtotal': 'Subtotal (',
  'cartTotals.ahorroSoyTuFan': 'Ahorro «soy tu fan»',
  'cartTotals.total': 'Total',

  'liveSocket.tuPedidoConFolioId': 'Tu pedido con folio {id} ahora está: {idStatus}',

  'notificationCard.exito': 'Éxito',
  'notificationCard.error': 'Error',
  'notificationCard.advertencia': 'Advertencia',
  'notificationCard.informacion': 'Información',
  'notificationCard.enProceso': 'En proceso',

  'backgroundControls.controlesDelFondo': 'Controles del fondo',
  'backgroundControls.fondoAnterior': 'Fondo anterior',
  'backgroundControls.pausarFondos': 'Pausar fondos',
  'backgroundControls.reproducirFondos': 'Reproducir fondos',
  'backgroundControls.fondoSiguiente': 'Fondo siguiente',
  'backgroundControls.quitarFondo': 'Quitar fondo',
  'backgroundControls.mostrarFondo': 'Mostrar fondo',

  'themeOptions.temaDeLaEmpresa': 'Tema de la empresa',

  'themePicker.tema': 'Tema',
  'themePicker.cargandoTemas': 'Cargando temas…',
  'themePicker.noSePudoCargarLa': 'No se pudo cargar la lista de temas',

  'branchCard.hoy': 'Hoy:',
  'branchCard.abiertoAhora': 'Abierto ahora',
  'branchCard.cerradoAhora': 'Cerrado ahora',

  'branchHours.domingo': 'Domingo',
  'branchHours.lunes': 'Lunes',
  'branchHours.martes': 'Martes',
  'branchHours.miercoles': 'Miércoles',
  'branchHours.jueves': 'Jueves',
  'branchHours.viernes': 'Viernes',
  'branchHours.sabado': 'Sábado',
  'branchHours.cerrado': 'Cerrado',

  'branchList.cargandoSucursales': 'Cargando sucursales',
  'branchList.aunNoHaySucursales': 'Aún no hay sucursales',
  'branchList.prontoPublicaremosNuestrasSucursales': 'Pronto publicaremos nuestras sucursales.',

  'drawer.cerrar': 'Cerrar',

  'phoneField.numeroCelular': 'Número celular',
  'phoneField.10DigitosSinEl52': '10 dígitos, sin el +52',

  'statePanel.noSePudoCargar': 'No se pudo cargar',
  'statePanel.reintentar': 'Reintentar',

  'underConstruction.volverALaTienda': 'Volver a la tienda',
} as const satisfies Record<string, string>;
