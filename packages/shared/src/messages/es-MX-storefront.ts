import { createT } from './es-MX-area';

/**
 * The storefront's shop windows (issue 18): home sections, product tiles, grouped search
 * results, category pages and the right menu. Loaded with those screens, not the first one.
 */
export const STOREFRONT_MESSAGES = {
  'storefront.searchLabel': '¿Qué producto buscas?',
  'storefront.searchPlaceholder': 'Medicamentos, marcas, padecimientos…',
  'storefront.search': 'Buscar',
  'storefront.searchRegion': 'Busca en la tienda',
  'storefront.promotions': 'Soy tu fan: promociones',
  'storefront.featured': 'Lo más buscado',
  'storefront.departments': 'Departamentos',
  'storefront.ailments': '¿Qué te duele?',
  'storefront.seeAll': 'Ver todo',
  'storefront.loadingProducts': 'Cargando productos',
  'storefront.resultsFor': 'Resultados para «{search}»',
  'storefront.seeAllResults': 'Ver todos los resultados ({count})',

  'tile.requiresPrescription': 'Requiere receta',
  'tile.add': 'Agregar',
  'tile.addNamed': 'Agregar {name} al carrito',
  'tile.adding': 'Agregando…',
  'tile.soldOut': 'Agotado',
  'tile.signInToAdd': 'Inicia sesión para agregar productos a tu carrito; te regresamos aquí con el producto.',
  'tile.options': '{count} opciones desde {price}',
  'tile.optionsLabel': 'Marcas y precios de {name}',
  'tile.outOfStock': 'sin existencias',

  'results.didYouMean': '¿Quisiste decir',
  'results.didYouMeanShown': 'Te mostramos resultados para «{corrected}».',
  'results.searchInstead': 'Buscar «{search}» tal como lo escribiste',
  'results.view': 'Ver como',
  'results.list': 'Lista',
  'results.grid': 'Cuadrícula',
  'results.count1': '1 producto',
  'results.countN': '{count} productos',
  'results.countNames1': '1 resultado',
  'results.countNamesN': '{count} resultados',
  'results.filters': 'Filtros',
  'results.brand': 'Marca',
  'results.allBrands': 'Todas las marcas',
  'results.inStockAtMyBranch': 'Con existencias en {branch}',
  'results.inStockAnywhere': 'Con existencias',
  'results.prescription': 'Receta',
  'results.prescriptionAny': 'Con y sin receta',
  'results.prescriptionNo': 'Sin receta',
  'results.prescriptionYes': 'Solo con receta',
  'results.breadcrumb': 'Ruta de navegación',
  'results.home': 'Inicio',
  'results.allProducts': 'Todos los productos',
  'results.category': 'Categoría',

  'categoryType.DEPARTAMENTO': 'Departamentos',
  'categoryType.PADECIMIENTO': 'Padecimientos',
  'categoryType.MARCA': 'Marcas',

  'myBranch.title': 'Tu sucursal',
  'myBranch.choose': 'Elige tu sucursal',
  'myBranch.change': 'Cambiar de sucursal',
  'myBranch.pick': 'Elegir como mi sucursal',
  'myBranch.picked': 'Es tu sucursal',
  'myBranch.today': 'Hoy: {hours}',
  'myBranch.chosen': '{name} es ahora tu sucursal',
  'rightMenu.cart': 'Tu carrito',
  'rightMenu.cartEmpty': 'Tu carrito está vacío',
  'rightMenu.cartSummary': '{units} piezas · {total}',
  'rightMenu.cartOpen': 'Ver carrito',
  'rightMenu.help': 'Ayuda',
  'rightMenu.helpCall': 'Llámanos: {phone}',
  'rightMenu.helpWrite': 'Escríbenos',
  'rightMenu.legal': 'Legales',
  'accountMenu.appearance': 'Apariencia',
} as const satisfies Record<string, string>;

/** `t` for the storefront's screens: its own codes plus every code of MESSAGES. */
export const t = createT(STOREFRONT_MESSAGES);
