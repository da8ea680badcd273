import { createT } from './create-t';

/**
 * Words of the not-found page (web `not-found`).
 * Keys are `<component>.<words>`.
 */
export const NOT_FOUND_MESSAGES = {
  'notFoundPage.noEncontramosEstaPagina': 'No encontramos esta página',
  'notFoundPage.laDireccionPuedeEstarMal': 'La dirección puede estar mal escrita o la página ya no existe.',
  'notFoundPage.volverAlInicio': 'Volver al inicio',
  'notFoundPage.buscaEnLaTienda': 'Busca en la tienda',
  'notFoundPage.queBuscas': '¿Qué producto buscas?',
  'notFoundPage.buscar': 'Buscar',
} as const satisfies Record<string, string>;

/** `notFoundT` for this feature: its own codes plus every code of MESSAGES. */
export const notFoundT = createT(NOT_FOUND_MESSAGES);
