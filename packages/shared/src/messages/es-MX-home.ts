import { createT } from './create-t';

/**
 * Words of home's shop windows and the screen ad (web `home`). Lazy: loaded with home's sections.
 * Keys are `<component>.<words>`.
 */
export const HOME_MESSAGES = {
  'screenAdModal.aviso': 'Aviso',
  'screenAdModal.cerrarAnuncio': 'Cerrar anuncio',
  'storefront.promotions': 'Soy tu fan: promociones',
  'storefront.featured': 'Lo más buscado',
  'storefront.departments': 'Departamentos',
  'storefront.ailments': '¿Qué te duele?',
  'storefront.seeAllResults': 'Ver todos los resultados ({count})',
} as const satisfies Record<string, string>;

/** `homeT` for this feature: its own codes plus every code of MESSAGES. */
export const homeT = createT(HOME_MESSAGES);
